/**
 * This device's row in public.push_subscriptions, written and deleted over PostgREST with a
 * given access token: the page, its sign-out (with the session it is ending) and the service
 * worker (with the session kept on the device) all reach it the same way, without the data client.
 */
import type { PushSubscriptionRow } from './push-keys.ts';

export interface RowAccess {
  supabaseUrl: string;
  supabaseAnonKey: string;
  accessToken: string;
  /** Sign-out bounds its wait; the rest waits as long as the browser does. */
  signal?: AbortSignal;
}

const table = (supabaseUrl: string) => `${supabaseUrl}/rest/v1/push_subscriptions`;

const headers = ({ supabaseAnonKey, accessToken }: RowAccess): Record<string, string> => ({
  apikey: supabaseAnonKey,
  Authorization: `Bearer ${accessToken}`,
  'Content-Type': 'application/json',
  Prefer: 'resolution=merge-duplicates,return=minimal',
});

async function answered(response: Promise<Response>, what: string): Promise<void> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
}

/** Adds the row, or brings it up to date (one row per endpoint, that is per device). */
export function storePushRow(access: RowAccess, row: PushSubscriptionRow): Promise<void> {
  return answered(
    fetch(`${table(access.supabaseUrl)}?on_conflict=endpoint`, {
      method: 'POST',
      headers: headers(access),
      body: JSON.stringify({ ...row, updated_at: new Date().toISOString() }),
      cache: 'no-store',
      signal: access.signal,
    }),
    'The push subscription could not be stored',
  );
}

export function deletePushRow(access: RowAccess, endpoint: string): Promise<void> {
  return answered(
    fetch(`${table(access.supabaseUrl)}?endpoint=eq.${encodeURIComponent(endpoint)}`, {
      method: 'DELETE',
      headers: headers(access),
      cache: 'no-store',
      signal: access.signal,
    }),
    'The push subscription could not be deleted',
  );
}
