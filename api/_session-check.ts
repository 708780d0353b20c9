/**
 * Whether a verified access token is still a live session, and whether its user has a verified
 * MFA factor. A signature only proves the token was issued; a session signed out (here or "everywhere")
 * keeps a valid signature until it expires, so the auth server is asked, the way the user's own
 * client asks: `GET /auth/v1/user` with the user's token answers with the user and its
 * `factors`, or 401/403 for a session it no longer knows. We hold no privileged key.
 *
 * Answers are remembered per session for at most SESSION_CACHE_MS, so a burst of requests costs
 * one look-up, and a sign-out is honoured within that long.
 */
import type { FunctionConfig } from './_config.ts';
import { AuthUnavailableError, SessionError } from './_errors.ts';
import { fetchAsUser } from './_supabase-as-user.ts';

export interface SessionStatus {
  hasVerifiedFactor: boolean;
}

export type SessionCheck = (accessToken: string, sessionId: string) => Promise<SessionStatus>;

interface UserResponse {
  factors?: { status?: unknown }[] | null;
}

/** How long a live session is taken on trust; a sign-out takes effect within this. */
export const SESSION_CACHE_MS = 30_000;
/** Bounded, so a flood of fresh sessions cannot grow the function's memory. */
const SESSION_CACHE_LIMIT = 5_000;

async function askAuthServer(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  accessToken: string,
  timeoutMs: number,
): Promise<SessionStatus> {
  const response = await fetchAsUser(config, accessToken, '/auth/v1/user', timeoutMs);
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new SessionError('invalid', 'The session has ended; sign in again.');
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new AuthUnavailableError(`session check answered ${response.status}`);
  }
  let user: UserResponse;
  try {
    user = (await response.json()) as UserResponse;
  } catch (cause) {
    throw new AuthUnavailableError('session check answer is not JSON', { cause });
  }
  return { hasVerifiedFactor: (user.factors ?? []).some((f) => f.status === 'verified') };
}

export function createSessionCheck(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  now: () => number = Date.now,
  timeoutMs = 3_000,
): SessionCheck {
  const remembered = new Map<string, { status: SessionStatus; until: number }>();
  return async (accessToken, sessionId) => {
    const hit = remembered.get(sessionId);
    if (hit && hit.until > now()) return hit.status;
    const status = await askAuthServer(config, accessToken, timeoutMs);
    if (remembered.size >= SESSION_CACHE_LIMIT) remembered.clear();
    remembered.set(sessionId, { status, until: now() + SESSION_CACHE_MS });
    return status;
  };
}
