/**
 * The session kept on this device, read straight from where session-on-device.ts keeps it, while
 * the auth client is still loading and initialising (about half of a warm start to the list).
 * Read only: auth-js stays the one that moves, renews and removes it. A session it would renew
 * before answering (within its expiry margin) is not returned, nor anything that is not a session.
 */
import type { Session } from '@supabase/auth-js';
import { get } from 'idb-keyval';
import { authStore } from './auth-store.ts';

/** auth-js renews a session this close to its expiry before handing it out (EXPIRY_MARGIN_MS). */
const RENEWAL_MARGIN_MS = 90_000;

function usable(value: unknown, now: number): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token, expires_at, user } = value as Partial<Session>;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof expires_at === 'number' &&
    expires_at * 1000 - now > RENEWAL_MARGIN_MS &&
    typeof user?.id === 'string'
  );
}

/** Parses a stored session's text; null unless it is a session auth-js would hand out as is. */
export function keptSessionOf(stored: string | null | undefined, now: number): Session | null {
  if (typeof stored !== 'string') return null;
  try {
    const value: unknown = JSON.parse(stored);
    return usable(value, now) ? value : null;
  } catch {
    return null;
  }
}

/** The kept session under `sessionKey`, or null; never rejects. */
export async function readKeptSession(sessionKey: string): Promise<Session | null> {
  try {
    // An older version kept it in the page; auth-js moves it on its first read.
    const inPage = globalThis.localStorage?.getItem(sessionKey);
    const stored = inPage ?? (await get<string>(sessionKey, authStore()));
    return keptSessionOf(stored, Date.now());
  } catch {
    return null;
  }
}
