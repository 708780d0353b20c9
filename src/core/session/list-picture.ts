/**
 * The picture of the conversation list as the person last saw it, kept beside their session so
 * the next start can show it before the app has loaded (app/list-picture/). It is theirs only:
 * written only while their session is in the same store (one transaction), shown only while it
 * still is, and it goes with everything else of theirs at sign-out (leave-nothing.ts, which runs
 * once the session has gone), in a tab or the service worker.
 */
import { promisifyRequest } from 'idb-keyval';
import { authStore, authStoreValue } from '../supabase/auth-store.ts';

export interface ListPicture {
  /** Whose list it is: shown only while their session is the one on the device. */
  userId: string;
  /** Where auth-js keeps that session in the auth store. */
  sessionKey: string;
  /** The markup of the page's root, with everything that changes by itself taken out. */
  html: string;
  /**
   * The page's CSS that may style it (app/list-picture/picture-css.ts): the list's own
   * stylesheets come with the chat screen's code, long after the picture.
   */
  css: string;
  /** The window it was taken in: a page laid out for another size is not the same page. */
  width: number;
  height: number;
  savedAt: number;
}

const KEY = 'list-picture';
const picture = authStoreValue<ListPicture>(KEY);

/** The user of a session as auth-js keeps it (JSON), if it is one. */
function userOf(kept: unknown): string | undefined {
  if (typeof kept !== 'string') return undefined;
  try {
    const id = (JSON.parse(kept) as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The picture, if the session on the device is still that of the person it shows: both read in
 * one transaction, so a sign-out cannot come between them.
 */
export function readListPictureOfSession(): Promise<ListPicture | undefined> {
  return authStore()('readonly', (store) => {
    let found: ListPicture | undefined;
    const kept = store.get(KEY);
    kept.onsuccess = () => {
      const value = kept.result as ListPicture | undefined;
      if (!value || typeof value.sessionKey !== 'string') return;
      const session = store.get(value.sessionKey);
      session.onsuccess = () => {
        if (userOf(session.result) === value.userId) found = value;
      };
    };
    return promisifyRequest(store.transaction).then(() => found);
  }).catch(() => undefined);
}

/** Keeps the picture if its person's session is on the device at that moment; never throws. */
export function keepListPicture(value: ListPicture): Promise<void> {
  return authStore()('readwrite', (store) => {
    const session = store.get(value.sessionKey);
    session.onsuccess = () => {
      if (userOf(session.result) === value.userId) store.put(value, KEY);
    };
    return promisifyRequest(store.transaction);
  }).catch(() => undefined);
}

export const forgetListPicture = (): Promise<void> => picture.remove().catch(() => undefined);
