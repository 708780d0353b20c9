/**
 * Access tokens and the session response GoTrue answers on every grant: an ES256 JWT with our
 * `kid` and the claims Supabase issues, plus the refresh token and the user.
 */
import { SignJWT } from 'jose';
import type { Tx } from '../../db/database.ts';
import { es256Key } from '../../keys.ts';
import type { AuthDeps, JsonObject } from '../context.ts';
import {
  amrClaims,
  createSession,
  issueRefreshToken,
  type SessionRow,
} from '../store/session-store.ts';
import { userJson } from '../store/user-json.ts';
import { touchSignIn, type UserRow } from '../store/user-store.ts';

export interface TokenResponse extends JsonObject {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
}

async function signAccessToken(
  tx: Tx,
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + deps.settings.jwtExpiry;
  const claims = {
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: session.aal ?? 'aal1',
    amr: await amrClaims(tx, session.id),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: deps.keys.signingKey.kid, typ: 'JWT' })
    .setIssuer(`${deps.publicUrl}/auth/v1`)
    .setSubject(user.id)
    .setAudience(user.aud || 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await es256Key(deps.keys, 'sign'));
  return { token, expiresAt };
}

export async function tokenResponse(
  tx: Tx,
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await signAccessToken(tx, deps, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** A new session for a fresh sign-in by `method` (password, anonymous, recovery, ...). */
export async function startSession(
  tx: Tx,
  deps: AuthDeps,
  user: UserRow,
  method: string,
  userAgent: string | undefined,
): Promise<TokenResponse> {
  await touchSignIn(tx, user.id);
  const session = await createSession(tx, user.id, method, userAgent);
  const refreshToken = await issueRefreshToken(tx, user.id, session.id, null);
  const fresh = { ...user, last_sign_in_at: new Date() };
  return tokenResponse(tx, deps, fresh, session, refreshToken);
}
