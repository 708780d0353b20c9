/**
 * `POST /token`: the password grant and the refresh-token grant. Refresh tokens rotate; a
 * revoked token is still honoured when it is the parent of the session's current one (a client
 * that lost the last answer) or within `refresh_token_reuse_interval`; any other reuse revokes
 * the session's whole token family and fails with refresh_token_already_used, as GoTrue does.
 */
import type { Tx } from '../../db/database.ts';
import { stringField, type AuthContext, type Handler, type Reply } from '../context.ts';
import { badRequest, OAuthError } from '../errors.ts';
import { redeemAuthCode } from '../tokens/pkce.ts';
import {
  activeRefreshToken,
  findRefreshToken,
  findSession,
  issueRefreshToken,
  revokeRefreshToken,
  revokeSessionFamily,
} from '../store/session-store.ts';
import { startSession, tokenResponse } from '../tokens/session-tokens.ts';
import { findUserByEmail, findUserById, passwordMatches } from '../store/user-store.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export const token: Handler = async (ctx) => {
  const grant = ctx.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx);
  if (grant === 'refresh_token') return refreshGrant(ctx);
  if (grant === 'pkce') return pkceGrant(ctx);
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
};

async function passwordGrant(ctx: AuthContext): Promise<Reply> {
  const body = await ctx.body();
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
  if (!email) throw badRequest('invalid_credentials', INVALID_LOGIN);
  const userAgent = ctx.req.headers['user-agent'];
  return ctx.deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw badRequest('user_banned', 'User is banned');
    }
    if (!(await passwordMatches(tx, user.id, password))) {
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return { status: 200, body: await startSession(tx, ctx.deps, user, 'password', userAgent) };
  });
}

async function pkceGrant(ctx: AuthContext): Promise<Reply> {
  const body = await ctx.body();
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const userAgent = ctx.req.headers['user-agent'];
  return ctx.deps.db.transaction(async (tx) => {
    const flow = await redeemAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, flow.userId);
    if (!user) throw badRequest('user_not_found', 'User not found');
    return { status: 200, body: await startSession(tx, ctx.deps, user, flow.method, userAgent) };
  });
}

async function refreshGrant(ctx: AuthContext): Promise<Reply> {
  const body = await ctx.body();
  const presented = stringField(body, 'refresh_token');
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');
  // A reuse that revokes the family must stay revoked although the request fails: the
  // failure is returned, not thrown, so the transaction commits.
  const outcome = await ctx.deps.db.transaction((tx) => rotate(ctx, tx, presented));
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

async function rotate(ctx: AuthContext, tx: Tx, presented: string): Promise<Reply | Error> {
  const notFound = () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const row = await findRefreshToken(tx, presented);
  if (!row) throw notFound();
  const user = await findUserById(tx, row.user_id);
  if (!user) throw notFound();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  }
  const session = row.session_id ? await findSession(tx, row.session_id) : undefined;
  if (!session) {
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }

  let issued: string | undefined;
  if (row.revoked) {
    const active = await activeRefreshToken(tx, session.id);
    if (active && active.parent === row.token) {
      issued = active.token;
    } else {
      const reuseUntil =
        row.updated_at.getTime() + ctx.deps.settings.refreshTokenReuseInterval * 1000;
      if (Date.now() > reuseUntil) {
        await revokeSessionFamily(tx, session.id);
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
  }
  if (!issued) {
    await revokeRefreshToken(tx, row.token);
    issued = await issueRefreshToken(tx, user.id, session.id, row.token);
  }
  return { status: 200, body: await tokenResponse(tx, ctx.deps, user, session, issued) };
}
