/**
 * The database client (PostgREST only), loaded with the signed-in part of the app. supabase-js's
 * createClient would also bring realtime, storage and functions, which the chat route never
 * uses; storage-client.ts adds storage on the profile page. Both borrow the session from the
 * auth client, so there is still one auth client per page.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { config } from '../../config/load-config.ts';
import { accessToken } from './auth-js-client.ts';

/** fetch with the project key and the signed-in user's token, as supabase-js sends them. */
export function fetchAsUser(): typeof fetch {
  const { supabaseAnonKey } = config();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', supabaseAnonKey);
    if (!headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${(await accessToken()) ?? supabaseAnonKey}`);
    }
    return fetch(input, { ...init, headers });
  };
}

let client: PostgrestClient | undefined;

export function database(): PostgrestClient {
  client ??= new PostgrestClient(`${config().supabaseUrl}/rest/v1`, { fetch: fetchAsUser() });
  return client;
}
