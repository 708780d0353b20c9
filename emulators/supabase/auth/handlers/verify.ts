/**
 * `POST /recover` sends a recovery email; `GET /verify` (the email link) and `POST /verify`
 * (verifyOtp with token_hash, or email + code) redeem signup, recovery and email-change tokens
 * into a session. The link answers 303 to redirect_to with the session in the fragment (the
 * implicit flow supabase-js uses by default), or GoTrue's error fragment.
 */
import type { Tx } from '../../db/database.ts';
import { stringField, type AuthContext, type Handler } from '../context.ts';
import { validateEmail } from '../input/email-address.ts';
import {
  consumeEmailToken,
  sendEmailLink,
  tokenHash,
  type EmailLinkType,
} from '../mail/email-links.ts';
import { AuthError, badRequest, forbidden } from '../errors.ts';
import { createFlowState, issueAuthCode, PKCE_PREFIX, pkceChallenge } from '../tokens/pkce.ts';
import { allowedRedirect } from '../input/redirect.ts';
import { startSession, type TokenResponse } from '../tokens/session-tokens.ts';
import {
  applyEmailChange,
  clearRecoveryToken,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  markEmailChangeHalfConfirmed,
  type UserRow,
} from '../store/user-store.ts';

export const recover: Handler = async (ctx) => {
  const body = await ctx.body();
  const email = stringField(body, 'email');
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const address = validateEmail(email);
  const redirectTo = redirectFor(ctx, ctx.url.searchParams.get('redirect_to'));
  const pkce = pkceChallenge(body);
  await ctx.deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, address);
    // Unknown addresses get the same answer, so accounts can't be probed.
    if (!user) return;
    if (pkce) await createFlowState(tx, user.id, pkce, 'recovery');
    await sendEmailLink(tx, ctx.deps, user.id, 'recovery', address, redirectTo, pkce !== undefined);
  });
  return { status: 200, body: {} };
};

export const verifyLink: Handler = async (ctx) => {
  const token = ctx.url.searchParams.get('token') ?? '';
  const type = ctx.url.searchParams.get('type') ?? '';
  const redirectTo = redirectFor(ctx, ctx.url.searchParams.get('redirect_to'));
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const target = new URL(redirectTo);
  const kind = linkType(type);
  try {
    const outcome = await ctx.deps.db.transaction(async (tx): Promise<LinkOutcome> => {
      const user = await confirm(ctx, tx, kind, token, 'Email link is invalid or has expired');
      if (user === HALF_CONFIRMED) return { halfConfirmed: true };
      if (token.startsWith(PKCE_PREFIX) && kind !== 'email_change') {
        const method = kind === 'recovery' ? 'recovery' : 'email/signup';
        return { authCode: await issueAuthCode(tx, user.id, method) };
      }
      const userAgent = ctx.req.headers['user-agent'];
      return { session: await startSession(tx, ctx.deps, user, 'otp', userAgent) };
    });
    if ('halfConfirmed' in outcome) {
      target.hash = new URLSearchParams({ message: HALF_CONFIRMED, sb: '' }).toString();
    } else if ('authCode' in outcome) {
      target.searchParams.set('code', outcome.authCode);
    } else {
      const session = outcome.session;
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }).toString();
    }
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const fragment = new URLSearchParams();
    if (error.status === 403) fragment.set('error', 'access_denied');
    else if (error.status === 400) fragment.set('error', 'invalid_request');
    fragment.set('error_code', error.code);
    fragment.set('error_description', error.message);
    fragment.set('sb', '');
    target.hash = fragment.toString();
  }
  return { status: 303, headers: { location: target.toString() } };
};

export const verifyOtp: Handler = async (ctx) => {
  const body = await ctx.body();
  const type = stringField(body, 'type');
  const hash = stringField(body, 'token_hash');
  const code = stringField(body, 'token');
  const email = stringField(body, 'email');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!hash && !code) {
    throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  }
  if (hash && code) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let tokenHashValue = hash;
  if (!tokenHashValue) {
    if (!email)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    tokenHashValue = tokenHash(validateEmail(email), code ?? '');
  }
  const presented = tokenHashValue;
  const kind = linkType(type);
  const outcome = await ctx.deps.db.transaction(async (tx) => {
    const user = await confirm(ctx, tx, kind, presented, 'Token has expired or is invalid');
    if (user === HALF_CONFIRMED) return user;
    return startSession(tx, ctx.deps, user, 'otp', ctx.req.headers['user-agent']);
  });
  if (outcome === HALF_CONFIRMED) {
    return { status: 200, body: { msg: HALF_CONFIRMED, code: '200' } };
  }
  return { status: 200, body: outcome };
};

function redirectFor(ctx: AuthContext, requested: string | null): string {
  return allowedRedirect(requested, ctx.deps.siteUrl, ctx.deps.settings.additionalRedirectUrls);
}

function linkType(type: string): EmailLinkType {
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'recovery') return 'recovery';
  if (type === 'email_change') return 'email_change';
  throw badRequest('validation_failed', 'Unsupported verification type');
}

type LinkOutcome = { halfConfirmed: true } | { authCode: string } | { session: TokenResponse };

/** GoTrue's answer when one of the two email-change links has been followed. */
const HALF_CONFIRMED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Redeems an email token and applies what it confirms; the user it was for, afterwards. */
async function confirm(
  ctx: AuthContext,
  tx: Tx,
  type: EmailLinkType,
  hash: string,
  expiredMessage: string,
): Promise<UserRow | typeof HALF_CONFIRMED> {
  const consumed = await consumeEmailToken(tx, ctx.deps, type, hash);
  const user = consumed && (await findUserById(tx, consumed.userId));
  if (!consumed || !user) throw forbidden('otp_expired', expiredMessage);
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned');
  }
  if (type === 'signup') await confirmEmail(tx, user.id);
  if (type === 'recovery') {
    await clearRecoveryToken(tx, user.id);
    // Following a recovery link proves the address, as GoTrue's recoverVerify confirms it.
    await confirmEmail(tx, user.id);
  }
  if (type === 'email_change') {
    // Under autoconfirm GoTrue takes either link as enough; otherwise both must be followed.
    const { settings } = ctx.deps;
    const needsBoth = settings.enableConfirmations && settings.doubleConfirmChanges;
    if (needsBoth && user.email && user.email_change_confirm_status === 0) {
      await markEmailChangeHalfConfirmed(tx, user.id);
      return HALF_CONFIRMED;
    }
    await applyEmailChange(tx, user.id);
    const changed = (await findUserById(tx, user.id)) as UserRow;
    await insertEmailIdentity(tx, changed, {});
  }
  return (await findUserById(tx, user.id)) as UserRow;
}
