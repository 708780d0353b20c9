/**
 * Where the Supabase session lives: IndexedDB, which the service worker can read too (it cannot
 * read localStorage), so the worker can renew the session and fetch a chat token to deliver the
 * outbox after every tab has closed. The page's first paint decides before any async read
 * whether someone may be signed in, so a marker without the session's contents stays in
 * localStorage. A session an older version kept in localStorage is moved over on first read.
 */
import type { SupportedStorage } from '@supabase/auth-js';
import { del, get, set } from 'idb-keyval';
import { authStore } from './auth-store.ts';

const MARKER_SUFFIX = '.present';

/**
 * The localStorage key saying "a session is on this device". Its value is the session's user id
 * (no secret: the device copy's database is named after it too), so the start can read that
 * person's saved list while the auth client is still loading; '1' where the id is unknown.
 */
export const sessionMarkerFor = (sessionKey: string): string => `${sessionKey}${MARKER_SUFFIX}`;

const UNKNOWN_USER = '1';

function userIdOf(session: string): string | undefined {
  try {
    const id: unknown = (JSON.parse(session) as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The user id the marker names, or undefined (no marker, or one written before it named one). */
export function markedUserId(storage: Pick<PageStorage, 'getItem'>, sessionKey: string) {
  const value = storage.getItem(sessionMarkerFor(sessionKey));
  return value === null || value === UNKNOWN_USER ? undefined : value;
}

/** localStorage's part used here, named without the DOM types the worker is compiled without. */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage; undefined in the service worker, or where storage is blocked. */
function pageStorage(): PageStorage | undefined {
  try {
    return (globalThis as { localStorage?: PageStorage }).localStorage;
  } catch {
    return undefined;
  }
}

/** Marks the session under `key` as kept (`session` its stored value) or gone (null). */
function mark(sessionKey: string, key: string, session: string | null): void {
  if (key !== sessionKey) return;
  try {
    const marker = sessionMarkerFor(key);
    if (session === null) pageStorage()?.removeItem(marker);
    else pageStorage()?.setItem(marker, userIdOf(session) ?? UNKNOWN_USER);
  } catch {
    // A full or blocked localStorage only costs the first paint its shortcut.
  }
}

/**
 * auth-js's storage for the session under `sessionKey` (and its PKCE verifier beside it). A
 * device with no room left in IndexedDB (or none at all) keeps the session in localStorage, as
 * before: signing in still works there, and the outbox then waits for the next start.
 */
export function sessionOnDevice(sessionKey: string): SupportedStorage {
  const keepInPage = (key: string, value: string) => {
    pageStorage()?.setItem(key, value);
    mark(sessionKey, key, null);
  };
  const keepInDatabase = async (key: string, value: string): Promise<boolean> => {
    try {
      await set(key, value, authStore());
    } catch (error) {
      // The worker has nowhere else to keep it, and must not lose the copy it has.
      if (!pageStorage()) throw error;
      // The old copy must not outlive a newer one kept in the page.
      await del(key, authStore()).catch(() => undefined);
      return false;
    }
    pageStorage()?.removeItem(key);
    mark(sessionKey, key, value);
    return true;
  };
  return {
    async getItem(key: string) {
      // In the page only if an older version put it there, or the database had no room.
      const inPage = pageStorage()?.getItem(key) ?? null;
      if (inPage !== null) {
        await keepInDatabase(key, inPage);
        return inPage;
      }
      const kept = await get<string>(key, authStore()).catch(() => undefined);
      // Ended elsewhere (by the worker, or the database was cleared), the marker goes too; a
      // marker an older version wrote learns whose session it marks.
      mark(sessionKey, key, kept ?? null);
      return kept ?? null;
    },
    async setItem(key: string, value: string) {
      if (!(await keepInDatabase(key, value))) keepInPage(key, value);
    },
    async removeItem(key: string) {
      // A failure here must fail the sign-out, not leave the session to be read back later.
      await del(key, authStore());
      pageStorage()?.removeItem(key);
      mark(sessionKey, key, null);
    },
  };
}
