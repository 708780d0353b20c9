/**
 * Whether a user has a verified MFA factor. The access token says which level the session
 * reached (`aal`) but not whether the user could reach aal2, and we hold no privileged key,
 * so we ask GoTrue the way the user's own client does: `GET /auth/v1/user` with the user's
 * token answers the user with its `factors`. A token the auth server no longer accepts
 * (signed out, user deleted) is reported as such.
 */
import type { FunctionConfig } from './_config.ts';
import { AuthUnavailableError, SessionError } from './_errors.ts';

interface UserResponse {
  factors?: { status?: unknown }[] | null;
}

export type FactorCheck = (accessToken: string) => Promise<boolean>;

export function createFactorCheck(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  timeoutMs = 3_000,
): FactorCheck {
  return async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(`${config.supabaseUrl}/auth/v1/user`, {
        headers: {
          authorization: `Bearer ${accessToken}`,
          apikey: config.supabaseAnonKey ?? '',
          accept: 'application/json',
        },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new AuthUnavailableError('auth server unreachable for the factor check', { cause });
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new SessionError('invalid', 'The session is no longer valid.');
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AuthUnavailableError(`factor check answered ${response.status}`);
    }
    let user: UserResponse;
    try {
      user = (await response.json()) as UserResponse;
    } catch (cause) {
      throw new AuthUnavailableError('factor check answer is not JSON', { cause });
    }
    return (user.factors ?? []).some((factor) => factor.status === 'verified');
  };
}
