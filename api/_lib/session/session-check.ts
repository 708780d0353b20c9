/**
 * Whether a verified access token is still a live session, and whether its user has a verified
 * MFA factor. A signature only proves the token was issued; a session signed out (here or "everywhere")
 * keeps a valid signature until it expires, so the auth server is asked, the way the user's own
 * client asks: `GET /auth/v1/user` with the user's token answers with the user and its
 * `factors`, or 401/403 for a session it no longer knows. We hold no privileged key.
 *
 * Every request asks, nothing is taken on trust: a session's answer remembered even for seconds let
 * a chat token be minted after "Sign out everywhere" (a stolen token kept it warm, and a device
 * whose session ended elsewhere delivered what waited on it). Token requests are few per session
 * (one per connection and renewal), so the look-up costs little.
 */
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError, SessionError } from './errors.ts';
import { fetchAsUser } from './supabase-as-user.ts';

export interface SessionStatus {
  hasVerifiedFactor: boolean;
}

export type SessionCheck = (accessToken: string) => Promise<SessionStatus>;

interface UserResponse {
  factors?: { status?: unknown }[] | null;
}

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
  timeoutMs = 3_000,
): SessionCheck {
  return (accessToken) => askAuthServer(config, accessToken, timeoutMs);
}
