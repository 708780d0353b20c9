/**
 * The auth client, loaded on first use. The sign-in page paints before @supabase/auth-js has
 * arrived; pressing a button waits for it (by then it has long been fetched).
 */
import type { GoTrueClient, Session } from '@supabase/auth-js';
import { hasAuthRedirect } from './auth-redirect.ts';
import { storageKeyFor } from './storage-key.ts';
import { markedUserId, sessionMarkerFor } from './session-on-device.ts';
import { readKeptSession } from './kept-session.ts';
import { config } from '../../config/load-config.ts';

export function authClient(): Promise<GoTrueClient> {
  return import('./auth-js-client.ts').then((m) => m.authJsClient());
}

/**
 * Whether this page may hold a session, without loading the auth client: a stored session, or
 * an auth redirect (recovery link) in the address.
 */
export function maySignIn(): boolean {
  return hasAuthRedirect(window.location) || sessionMarked();
}

/**
 * The session kept on this device as the auth client will find it, read without loading it;
 * null where there is none, it is about to be renewed, or the address carries an auth redirect
 * (which replaces it).
 */
export function keptSession(): Promise<Session | null> {
  if (hasAuthRedirect(window.location)) return Promise.resolve(null);
  return readKeptSession(storageKeyFor(config().supabaseUrl));
}

/** Whether a session is kept on this device, as far as the page can tell before reading it. */
export function sessionMarked(): boolean {
  const key = storageKeyFor(config().supabaseUrl);
  try {
    // The marker, or a session an older version left in localStorage (moved on first read).
    const { localStorage } = window;
    return (
      localStorage.getItem(sessionMarkerFor(key)) !== null || localStorage.getItem(key) !== null
    );
  } catch {
    return true;
  }
}

/**
 * Who the kept session belongs to, as far as the page can tell before reading it: a guess for
 * work worth starting early (the start's read of the device), never a sign-in.
 */
export function markedUser(): string | undefined {
  try {
    return markedUserId(window.localStorage, storageKeyFor(config().supabaseUrl));
  } catch {
    return undefined;
  }
}
