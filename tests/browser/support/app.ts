/** Steps the browser tests share: fresh accounts, signing in, waiting for the chat connection. */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SignJWT } from 'jose';
import { StreamChat } from 'stream-chat';
import type { Page } from 'playwright-core';
import type { StackFile } from '../../../emulators/stack-types.ts';

export const TEST_PASSWORD = 'parley-test-pass';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** supabase-js with the service role, for setting up and checking what the browser did. */
export function adminClient(stack: StackFile): SupabaseClient {
  return createClient(stack.supabaseUrl, stack.supabaseServiceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is never used but is built with the client.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A confirmed account of its own, so tests running side by side never share a connection. */
export async function createUser(
  stack: StackFile,
  names: { first_name?: string | null; last_name?: string | null } = {
    first_name: 'Test',
    last_name: 'Person',
  },
): Promise<TestUser> {
  const admin = adminClient(stack);
  const email = `e2e-${randomUUID()}@parley.local`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: true,
    user_metadata: names,
  });
  if (error) throw error;
  return { id: data.user.id, email, password: TEST_PASSWORD };
}

/** The chat server seen with the app secret, as the provider's dashboard would. */
export function serverChat(stack: StackFile): StreamChat {
  const client = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
  client.setBaseURL(stack.chatUrl);
  return client;
}

export async function chatUser(stack: StackFile, userId: string) {
  const { users } = await serverChat(stack).queryUsers({ id: { $eq: userId } });
  return users[0];
}

/** Fills and submits the sign-in form the page already shows. */
export async function submitSignIn(page: Page, user: { email: string; password: string }) {
  await page.fill('#field-email', user.email);
  await page.fill('#field-password', user.password);
  await page.click('button[type=submit]');
}

export async function signIn(
  page: Page,
  stack: StackFile,
  user: { email: string; password: string },
) {
  await page.goto(`${stack.appUrl}/sign-in`);
  await submitSignIn(page, user);
}

/** The open conversation's message composer (not a thread's). */
export function composer(page: Page) {
  return page.locator('.str-chat__main-panel textarea').first();
}

export async function waitForStatus(page: Page, status: string, timeout = 20_000) {
  await page.waitForSelector(`.status-pill[data-status="${status}"]`, { timeout });
}

/** Signs out from the Security page, reached through the app's own navigation (no reload). */
export async function signOut(page: Page, button: 'Sign out' | 'Sign out everywhere' = 'Sign out') {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Security' })
    .click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(/\/sign-in$/);
}

/** Chat websocket connections the page opens (each is one connectUser or reconnect). */
export function countChatSockets(
  page: Page,
  stack: StackFile,
): { count: () => number; urls: string[] } {
  const urls: string[] = [];
  const chatWs = stack.chatUrl.replace(/^http/, 'ws');
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(chatWs)) urls.push(ws.url());
  });
  return { count: () => urls.length, urls };
}

/** The user details a connect sent, read from its websocket URL's `json` parameter. */
export function connectPayload(url: string): {
  user_id: string;
  user_details: Record<string, unknown>;
} {
  const json = new URL(url).searchParams.get('json');
  if (!json) throw new Error(`no json parameter in ${url}`);
  return JSON.parse(json) as { user_id: string; user_details: Record<string, unknown> };
}

/** A message in the page, by its text. */
export function messageWith(page: Page, text: string) {
  return page.locator('.str-chat__message', {
    has: page.locator('.str-chat__message-text', { hasText: text }),
  });
}

/** Opens a message's "more" menu (the SDK's dropdown of actions). */
export async function messageMenu(page: Page, text: string) {
  const message = messageWith(page, text);
  const toggle = message.getByRole('button', { name: 'Open Message Actions Menu' });
  // The toggle shows only under the pointer, and the list can move under it (a message arrives,
  // a hidden one is revealed), so hover again until the click lands.
  for (let attempt = 1; ; attempt += 1) {
    await message.hover();
    try {
      await toggle.click({ timeout: 2_000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  return page.getByRole('menu').last();
}

/** A toast the SDK's notification lists show: one still on its way in or shown; one leaving (an earlier one, same words) is not it. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.str-chat__notification:not(.str-chat__notification--is-exiting)', {
    hasText: text,
  });
}

/**
 * A toast fully in: its enter animation over. Screenshots wait for this: resizing the page for
 * them mid-animation can leave the SDK's toast entering for good, and its 3 seconds never start.
 */
export async function toastIn(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.waitFor();
  await page
    .locator('.str-chat__notification--is-entering', { hasText: text })
    .waitFor({ state: 'detached' });
  return shown;
}

/** Resolves once the service worker controls the page (an offline reload is then served by it). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve),
    );
  });
}

export interface SeededRoom {
  id: string;
  name: string;
  texts: string[];
}

/** Conversations between the user and a new friend, each with messages from the friend. */
export async function seedConversations(
  stack: StackFile,
  user: TestUser,
  count: number,
  messages: number,
  text: (room: string, n: number) => string = (room, n) => `${room} says ${n}`,
): Promise<{ friend: string; rooms: SeededRoom[] }> {
  const server = serverChat(stack);
  const friend = `friend-${randomUUID()}`;
  await server.upsertUsers([
    { id: user.id, name: 'Reader' },
    { id: friend, name: 'Friend' },
  ]);
  const rooms: SeededRoom[] = [];
  for (let i = 0; i < count; i++) {
    const id = `seeded-${randomUUID()}`;
    const name = `Room ${i} ${id.slice(7, 13)}`;
    const channel = server.channel('messaging', id, {
      members: [user.id, friend],
      created_by_id: friend,
      name,
    } as never);
    await channel.create();
    const texts: string[] = [];
    for (let n = 0; n < messages; n++) {
      texts.push(text(name, n));
      await channel.sendMessage({ text: texts[n] as string, user_id: friend });
    }
    rooms.push({ id, name, texts });
  }
  return { friend, rooms };
}

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

/** The Supabase session the page keeps on the device (src/lib/session-on-device.ts). */
export async function storedSession(page: Page): Promise<StoredSession> {
  return theOneSession(await databaseRows<string>(page, 'parley-auth', 'sessions'));
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

function theOneSession(values: string[]): StoredSession {
  const sessions = values
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

/**
 * The first chat token the endpoint hands this page lives `seconds`; later ones are the real
 * thing. Returns when it expires and how often the page asked.
 */
export async function shortFirstChatToken(
  page: Page,
  stack: StackFile,
  userId: string,
  seconds: number,
): Promise<{ expiresAt: number; calls: () => number }> {
  const expiresAt = Math.floor(Date.now() / 1000) + seconds;
  let calls = 0;
  await page.route('**/api/stream-token?**', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    const token = await new SignJWT({ user_id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(stack.chatApiSecret));
    return route.fulfill({ json: { token, user_id: userId, expires_at: expiresAt } });
  });
  return { expiresAt, calls: () => calls };
}
