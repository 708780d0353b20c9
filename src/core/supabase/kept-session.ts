/**
 * The session auth-js will restore, read from the device without waiting for auth-js: the first
 * screen of someone signed in is drawn from it while the auth client loads, takes its lock and
 * reads the same record. Only a session auth-js takes as it is gets an answer: complete, with its
 * user, and not so close to expiry that auth-js renews it first. Anything else (an auth redirect,
 * a session due for renewal, one an older version left in localStorage) is left to auth-js.
 */
import type { Session } from '@supabase/auth-js';
import { get } from 'idb-keyval';
import { authStore } from './auth-store.ts';
import { hasAuthRedirect } from './auth-redirect.ts';
import { storageKeyFor } from './storage-key.ts';
import { config } from '../../config/load-config.ts';

/** auth-js renews a restored session this close to its expiry before answering with it. */
export const RENEWAL_MARGIN_MS = 90_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The stored value as a session auth-js would restore unchanged, else null. */
export function usableSession(stored: unknown, now: number): Session | null {
  if (!isObject(stored)) return null;
  const { access_token, refresh_token, expires_at, user } = stored;
  if (typeof access_token !== 'string' || !access_token) return null;
  if (typeof refresh_token !== 'string' || !refresh_token) return null;
  if (typeof expires_at !== 'number' || expires_at * 1000 - now < RENEWAL_MARGIN_MS) return null;
  if (!isObject(user) || typeof user.id !== 'string' || !user.id) return null;
  // A session kept without its user: auth-js fetches the user before it answers.
  if (user.__isUserNotAvailableProxy === true) return null;
  return stored as unknown as Session;
}

/** The session on the device auth-js will answer with, or null where that is not certain. */
export async function keptSession(): Promise<Session | null> {
  if (hasAuthRedirect(window.location)) return null;
  const stored = await get<unknown>(storageKeyFor(config().supabaseUrl), authStore()).catch(
    () => undefined,
  );
  if (typeof stored !== 'string') return null;
  try {
    return usableSession(JSON.parse(stored), Date.now());
  } catch {
    return null;
  }
}
