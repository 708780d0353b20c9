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

/** PostgREST's refusal: its status, and the error's `code` and `message` when it sent JSON. */
export class PushRowError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly reason: string | undefined;

  constructor(what: string, status: number, body: string) {
    super(`${what}: ${status} ${body}`);
    this.status = status;
    let parsed: { code?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      // Not PostgREST's JSON: the status alone says it.
    }
    this.code = typeof parsed.code === 'string' ? parsed.code : undefined;
    this.reason = typeof parsed.message === 'string' ? parsed.message : undefined;
  }
}

/** The database holds at most this many devices per person (the 11th is refused). */
export const isDeviceLimit = (error: unknown): boolean =>
  error instanceof PushRowError && error.status === 400 && error.reason === 'push_device_limit';

/** Row level security refused the row: its endpoint is another person's. */
export const isAnotherPersonsRow = (error: unknown): boolean =>
  error instanceof PushRowError && (error.code === '42501' || error.status === 403);

async function answered(response: Promise<Response>, what: string): Promise<void> {
  const answer = await response;
  if (!answer.ok) throw new PushRowError(what, answer.status, await answer.text());
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
