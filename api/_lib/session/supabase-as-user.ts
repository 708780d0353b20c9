/** A request to Supabase as the user, the way their own client makes it: their token, the anon key. */
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError } from './errors.ts';

/** A write through the Data API: the verb, the JSON body, PostgREST's `Prefer` header. */
export interface UserWrite {
  method: 'POST' | 'PATCH';
  body: unknown;
  prefer: string;
}

export async function fetchAsUser(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  accessToken: string,
  path: string,
  timeoutMs: number,
  write?: UserWrite,
): Promise<Response> {
  try {
    return await fetch(`${config.supabaseUrl}${path}`, {
      method: write?.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        apikey: config.supabaseAnonKey,
        accept: 'application/json',
        ...(write ? { 'content-type': 'application/json', prefer: write.prefer } : {}),
      },
      body: write ? JSON.stringify(write.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new AuthUnavailableError(`Supabase unreachable for ${path.split('?')[0]}`, { cause });
  }
}
