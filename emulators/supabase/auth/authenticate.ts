/**
 * GoTrue's `requireAuthentication` and `requireAdmin`: the bearer token must verify, name an
 * existing user and (when it carries one) a live session; each failure has GoTrue's code.
 */
import type { JwtClaims, Tx } from '../db/database.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { isUuid } from './store/ids.ts';
import { findSession, type SessionRow } from './store/session-store.ts';
import { findUserById, type UserRow } from './store/user-store.ts';
import { InvalidJwtError, verifyJwt } from './tokens/verify-jwt.ts';

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  session: SessionRow | undefined;
}

function bearer(ctx: AuthContext): string {
  const header = ctx.req.headers.authorization ?? '';
  const match = /^bearer (\S+)$/i.exec(header.trim());
  if (!match?.[1]) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return match[1];
}

async function verifiedClaims(ctx: AuthContext): Promise<JwtClaims> {
  const token = bearer(ctx);
  try {
    return await verifyJwt(ctx.deps.keys, token);
  } catch (error) {
    if (error instanceof InvalidJwtError) {
      throw forbidden(
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${error.message}`,
      );
    }
    throw error;
  }
}

/** Loads the caller's user and session inside `tx`; throws GoTrue's error when either is gone. */
export async function authenticate(ctx: AuthContext, tx: Tx): Promise<Authenticated> {
  const claims = await verifiedClaims(ctx);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | undefined;
  const sessionId = claims.session_id;
  if (sessionId !== undefined && sessionId !== null && sessionId !== '') {
    if (typeof sessionId !== 'string' || !isUuid(sessionId)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    session = await findSession(tx, sessionId);
    if (!session) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned');
  }
  return { claims, user, session };
}

/** Admin routes accept the service-role key (or any token whose role is service_role). */
export async function requireAdmin(ctx: AuthContext): Promise<void> {
  const claims = await verifiedClaims(ctx);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
}
