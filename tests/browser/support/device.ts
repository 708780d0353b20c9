/**
 * What the app keeps on the device, read in the page: the user's chat database and the
 * Supabase session, and ways to make that session look expired or gone.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface DeviceMessage {
  id: string;
  text?: string;
  type?: string;
  reaction_groups?: unknown;
}

/** Rows of one store of an IndexedDB database (read in the page), optionally by an index key. */
function databaseRows<T>(
  page: Page,
  database: string,
  store: string,
  by?: { index: string; key: string },
): Promise<T[]> {
  return page.evaluate(
    ({ name, store, by }) =>
      new Promise<T[]>((resolve, reject) => {
        // A read that never settles would hang the test silently until its own timeout.
        setTimeout(() => reject(new Error(`${name}/${store} did not answer in 10 s`)), 10_000);
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onblocked = () => reject(new Error(`opening ${name} is blocked`));
        open.onsuccess = () => {
          const db = open.result;
          try {
            const objects = db.transaction(store).objectStore(store);
            const request = by ? objects.index(by.index).getAll(by.key) : objects.getAll();
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              db.close();
              resolve(request.result as T[]);
            };
          } catch (error) {
            // A database not there yet (or gone) has no stores: say so instead of waiting.
            db.close();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
      }),
    { name: database, store, by },
  );
}

/** Rows of one store of the user's chat database, optionally by an index key. */
export function deviceRows<T>(
  page: Page,
  userId: string,
  store: string,
  by?: { index: string; key: string },
): Promise<T[]> {
  return databaseRows<T>(page, `parley-chat-${userId}`, store, by);
}

export interface StoredSession {
  access_token: string;
  expires_at: number;
  user: { id: string };
}

/** The Supabase session the page keeps on the device (src/core/supabase/session-on-device.ts). */
export async function storedSession(page: Page): Promise<StoredSession> {
  return theOneSession(await databaseRows<unknown>(page, 'parley-auth', 'sessions'));
}

/**
 * The same, read from a page of the app's origin that runs none of the app (a function's answer,
 * which the service worker leaves alone): what the worker stored, before any app page could
 * renew the session itself.
 */
export async function storedSessionOutsideTheApp(
  page: Page,
  appUrl: string,
): Promise<StoredSession> {
  await page.goto(`${appUrl}/api/stream-token`);
  try {
    return await storedSession(page);
  } finally {
    await page.goto('about:blank');
  }
}

/** The session among the store's values (it also keeps a sign-out plan and notice, as objects). */
function theOneSession(values: unknown[]): StoredSession {
  const sessions = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => JSON.parse(value) as Partial<StoredSession>)
    .filter((value) => typeof value.access_token === 'string' && value.user);
  if (sessions.length !== 1)
    throw new Error(`expected one stored session, found ${sessions.length}`);
  return sessions[0] as StoredSession;
}

/** Makes the stored session look expired, so its next reader has to renew it. */
export async function expireStoredSession(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parley-auth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('sessions', 'readwrite');
          const sessions = tx.objectStore('sessions');
          const cursor = sessions.openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            const value = JSON.parse(at.value as string) as { expires_at?: number };
            if (value.expires_at) {
              value.expires_at = Math.floor(Date.now() / 1000) - 60;
              at.update(JSON.stringify(value));
            }
            at.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Forgets the page's session as an expired or ended one would be, without signing out. */
export async function forgetStoredSession(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        localStorage.clear();
        const open = indexedDB.open('parley-auth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('sessions', 'readwrite');
          tx.objectStore('sessions').clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The messages the device keeps of one conversation. */
export async function deviceMessagesOf(
  page: Page,
  userId: string,
  cid: string,
): Promise<DeviceMessage[]> {
  const rows = await deviceRows<{ message: DeviceMessage }>(page, userId, 'messages', {
    index: 'cid',
    key: cid,
  });
  return rows.map((r) => r.message);
}

/** The user's unread count the device keeps for one conversation (undefined when not kept). */
export async function unreadOnDevice(
  page: Page,
  userId: string,
  cid: string,
): Promise<number | undefined> {
  const channels = await deviceRows<{
    cid: string;
    read: Record<string, { unread_messages: number }>;
  }>(page, userId, 'channels');
  return channels.find((c) => c.cid === cid)?.read[userId]?.unread_messages;
}

/** Whether the device still keeps a Supabase session (src/core/supabase/session-on-device.ts). */
export async function hasStoredSession(page: Page): Promise<boolean> {
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  if (!names.includes('parley-auth')) return false;
  const values = await databaseRows<unknown>(page, 'parley-auth', 'sessions').catch(() => []);
  return values.some((value) => typeof value === 'string' && value.includes('"access_token"'));
}

/** The user's cached profile (src/core/session/profile-cache.ts), if the device still keeps it. */
async function hasCachedProfile(page: Page, userId: string): Promise<boolean> {
  return page.evaluate(async (key) => {
    // Opening a database that is not there would create it, empty, under idb-keyval's name.
    if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) {
          db.close();
          resolve(false);
          return;
        }
        const request = db.transaction('keyval').objectStore('keyval').count(key);
        request.onsuccess = () => {
          db.close();
          resolve(request.result > 0);
        };
        request.onerror = () => resolve(false);
      };
    });
  }, `parley:profile:${userId}`);
}

/** Nothing of the user on the device: no session, no chat database, no cached profile. */
export async function expectNothingOfUser(page: Page, userId: string): Promise<void> {
  await expect.poll(() => hasStoredSession(page)).toBe(false);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .not.toContain(`parley-chat-${userId}`);
  await expect.poll(() => hasCachedProfile(page, userId)).toBe(false);
}
