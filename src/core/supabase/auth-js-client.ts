/**
 * The one Supabase auth client. Only `@supabase/auth-js` is imported here, so signing in does
 * not need supabase-js's REST, storage and realtime code (data-client.ts and storage-client.ts
 * add REST and storage where they are used; realtime is never used).
 * Import it through auth-client.ts, which keeps it out of the first paint.
 */
import { GoTrueClient as AuthClient } from '@supabase/auth-js';
import { config } from '../../config/load-config.ts';
import { authSettings } from './auth-settings.ts';

let client: AuthClient | undefined;

export function authJsClient(): AuthClient {
  if (client) return client;
  client = new AuthClient({
    ...authSettings(config()),
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
  return client;
}

/** The current access token, refreshed by the auth client when it is close to expiry. */
export async function accessToken(): Promise<string | null> {
  const { data } = await authJsClient().getSession();
  return data.session?.access_token ?? null;
}
