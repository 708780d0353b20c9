/**
 * TOTP MFA: `POST /factors` enrols (secret, otpauth URI and an SVG QR code), `POST
 * /factors/:id/challenge` opens a challenge, `POST /factors/:id/verify` checks a code and lifts
 * the session to aal2 (amr gains totp), `DELETE /factors/:id` unenrols.
 */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { authenticate } from '../authenticate.ts';
import { stringField, type Handler } from '../context.ts';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts';
import {
  createChallenge,
  deleteFactor,
  deleteStaleUnverifiedFactors,
  deleteUnverifiedFactors,
  findChallenge,
  findFactor,
  insertTotpFactor,
  listFactors,
  markChallengeVerified,
  markFactorVerified,
} from '../store/factor-store.ts';
import {
  activeRefreshToken,
  deleteAal1Sessions,
  downgradeSessionsOfFactor,
  findSession,
  issueRefreshToken,
  revokeRefreshToken,
  upgradeSessionToAal2,
} from '../store/session-store.ts';
import { tokenResponse } from '../tokens/session-tokens.ts';
import { findUserById, type UserRow } from '../store/user-store.ts';

const MAX_VERIFIED_FACTORS = 10;

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

function factorNotFound(): AuthError {
  return new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
}

export const enroll: Handler = async (ctx) => {
  const body = await ctx.body();
  const factorType = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const issuer = stringField(body, 'issuer') || new URL(ctx.deps.siteUrl).host;
  if (factorType !== 'totp') {
    if (factorType === 'phone' || factorType === 'webauthn') {
      const name = factorType === 'phone' ? 'phone' : 'webauthn';
      throw unprocessable(
        `mfa_${name}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  return ctx.deps.db.transaction(async (tx) => {
    const { user, session } = await authenticate(ctx, tx);
    await deleteStaleUnverifiedFactors(tx, user.id);
    const factors = await listFactors(tx, user.id);
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === 'verified');
    if (verified.length >= MAX_VERIFIED_FACTORS) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified.length > 0 && session?.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, issuer, user.email || user.phone || user.id).toString();
    const factor = await insertTotpFactor(tx, user.id, friendlyName, secret);
    const qrCode = await QRCode.toString(uri, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    });
    return {
      status: 200,
      body: {
        id: factor.id,
        type: 'totp',
        friendly_name: factor.friendly_name ?? '',
        totp: { qr_code: qrCode, secret, uri },
      },
    };
  });
};

export const challenge: Handler = async (ctx) => {
  await ctx.body();
  const factorId = ctx.params.id ?? '';
  return ctx.deps.db.transaction(async (tx) => {
    const { user } = await authenticate(ctx, tx);
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) throw factorNotFound();
    const ip = ctx.req.socket.remoteAddress ?? '127.0.0.1';
    const created = await createChallenge(tx, factor.id, ip.replace(/^::ffff:/, ''));
    const expiresAt =
      Math.floor(created.created_at.getTime() / 1000) + ctx.deps.settings.mfaChallengeExpiry;
    return { status: 200, body: { id: created.id, type: 'totp', expires_at: expiresAt } };
  });
};

export const verify: Handler = async (ctx) => {
  const body = await ctx.body();
  const challengeId = stringField(body, 'challenge_id') ?? '';
  const code = stringField(body, 'code') ?? '';
  const factorId = ctx.params.id ?? '';
  return ctx.deps.db.transaction(async (tx) => {
    const { user, session } = await authenticate(ctx, tx);
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) throw factorNotFound();
    const found = await findChallenge(tx, challengeId);
    if (!found || found.factor_id !== factor.id || found.verified_at) {
      throw unprocessable(
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    const age = (Date.now() - found.created_at.getTime()) / 1000;
    if (age > ctx.deps.settings.mfaChallengeExpiry) {
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
    const totp = totpFor(factor.secret ?? '', '', '');
    if (totp.validate({ token: code, window: 1 }) === null) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    if (!session)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    await markChallengeVerified(tx, found.id);
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
    await upgradeSessionToAal2(tx, session.id, factor.id);
    // As GoTrue, the session's current refresh token is swapped for one carrying the new AAL.
    const current = await activeRefreshToken(tx, session.id);
    if (current) await revokeRefreshToken(tx, current.token);
    const refreshToken = await issueRefreshToken(tx, user.id, session.id, current?.token ?? null);
    await deleteAal1Sessions(tx, user.id);
    await deleteUnverifiedFactors(tx, user.id);
    const upgraded = (await findSession(tx, session.id)) ?? session;
    const fresh = (await findUserById(tx, user.id)) as UserRow;
    return { status: 200, body: await tokenResponse(tx, ctx.deps, fresh, upgraded, refreshToken) };
  });
};

export const unenroll: Handler = (ctx) =>
  ctx.deps.db.transaction(async (tx) => {
    const { user, session } = await authenticate(ctx, tx);
    const factorId = ctx.params.id ?? '';
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) throw factorNotFound();
    if (factor.status === 'verified' && session?.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await downgradeSessionsOfFactor(tx, factor.id);
    await deleteFactor(tx, factor.id);
    return { status: 200, body: { id: factor.id } };
  });
