/** A request to Supabase as the user, the way their own client makes it: their token, the anon key. */
import type { FunctionConfig } from './_config.ts';
import { AuthUnavailableError } from './_errors.ts';

export async function fetchAsUser(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  accessToken: string,
  path: string,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(`${config.supabaseUrl}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        apikey: config.supabaseAnonKey,
        accept: 'application/json',
      },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new AuthUnavailableError(`Supabase unreachable for ${path.split('?')[0]}`, { cause });
  }
}
