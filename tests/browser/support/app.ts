/**
 * Steps the browser tests share: fresh accounts, signing in, waiting for the chat connection,
 * and finding what the page shows.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { Browser, Locator, Page } from 'playwright-core';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { storageKeyFor } from '../../../src/core/supabase/storage-key.ts';
import { newContext } from './browser.ts';

export const TEST_PASSWORD = 'parley-test-pass';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** supabase-js with the service role, for setting up and checking what the browser did. */
export function adminClient(stack: StackFile): SupabaseClient {
  return nodeClient(stack.supabaseUrl, stack.supabaseServiceRoleKey);
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

/** Signs in through the sign-in page and waits for the chat connection. */
export async function signInConnected(
  page: Page,
  stack: StackFile,
  user: { email: string; password: string },
) {
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
}

/**
 * Starts the app at `/` as someone who signed in on this device earlier: the session is asked
 * of the auth server here and left in the page's localStorage, where an older version of the app
 * kept it (the app moves it to IndexedDB on its first read). For tests whose subject is not the
 * sign-in page, which costs a test seconds on two busy cores.
 */
export async function startSignedIn(
  page: Page,
  stack: StackFile,
  user: { email: string; password: string },
) {
  const auth = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey).auth;
  const { data, error } = await auth.signInWithPassword(user);
  if (error) throw error;
  // A page of the app's origin that runs none of its code.
  await page.goto(`${stack.appUrl}/robots.txt`);
  await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
    storageKeyFor(stack.supabaseUrl),
    JSON.stringify(data.session),
  ] as const);
  await page.goto(`${stack.appUrl}/`);
}

/** startSignedIn, then waits for the chat connection. */
export async function startSignedInConnected(
  page: Page,
  stack: StackFile,
  user: { email: string; password: string },
) {
  await startSignedIn(page, stack, user);
  await waitForStatus(page, 'connected');
}

/** A new user signed in on a page of a new desktop context, connected to chat. */
export async function signedInUser(browser: Browser, stack: StackFile) {
  const user = await createUser(stack);
  const context = await newContext(browser);
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  return { user, context, page };
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

/** Where the page's chat websockets connect: the chat server's URL in ws(s). */
export function chatWsUrl(stack: StackFile): string {
  return stack.chatUrl.replace(/^http/, 'ws');
}

/** A chat websocket the page opened, and whether it has closed since. */
export interface ChatSocket {
  url: string;
  closed: boolean;
  /** The server answered on it (a try the browser could not open, offline, never is). */
  answered: boolean;
  /** What the server said first (its event type or error code), for a failure's message. */
  first?: string;
}

/**
 * Chat websocket connections the page opens (each is one connectUser or reconnect), in the
 * order opened.
 */
export function countChatSockets(
  page: Page,
  stack: StackFile,
): { count: () => number; urls: string[]; sockets: ChatSocket[] } {
  const sockets: ChatSocket[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith(chatWsUrl(stack))) return;
    const socket: ChatSocket = { url: ws.url(), closed: false, answered: false };
    sockets.push(socket);
    ws.on('close', () => (socket.closed = true));
    ws.on('framereceived', ({ payload }) => {
      if (socket.answered) return;
      socket.answered = true;
      socket.first = firstWords(payload);
    });
  });
  return {
    count: () => sockets.length,
    get urls() {
      return sockets.map((socket) => socket.url);
    },
    sockets,
  };
}

function firstWords(payload: string | Buffer): string {
  try {
    const frame = JSON.parse(payload.toString()) as { type?: string; error?: { code?: number } };
    return frame.type ?? `error ${frame.error?.code ?? '?'}`;
  } catch {
    return payload.toString().slice(0, 80);
  }
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

/** A message in the page, or only within `scope` (such as one panel), by its text. */
export function messageWith(page: Page, text: string, scope: Page | Locator = page) {
  return scope.locator('.str-chat__message', {
    has: page.locator('.str-chat__message-text', { hasText: text }),
  });
}

/** A conversation in the conversation list, by its name. */
export function listItem(page: Page, name: string) {
  return page.locator('.str-chat__channel-list').getByText(name, { exact: true });
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

/**
 * A visitor on a signed-out page starts to use it, as one who starts to sign in does: focus
 * in its e-mail field. A first visit registers the service worker only then.
 */
export async function startUsing(page: Page): Promise<void> {
  await page.locator('#field-email').focus();
}

/**
 * Resolves once the service worker controls the page (an offline reload is then served by it).
 * It looks for the controller every 100 ms instead of awaiting `navigator.serviceWorker.ready` in
 * the page: an await in the page has no timeout of its own, so a worker that did not take
 * control hung a fresh-clone run's test to its own timeout without naming the step. A full run
 * on two busy cores once took over 20 s to install the worker (it precaches the whole build):
 * the wait is 45 s, and a timeout says how far the worker got.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 45_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      polling: 100,
      timeout,
    });
  } catch (error) {
    // Say where the worker got to: never registered, still installing, or gone (a failed install).
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return 'no registration';
        const { installing, waiting, active } = registration;
        return `installing ${installing?.state ?? '-'}, waiting ${waiting?.state ?? '-'}, active ${active?.state ?? '-'}`;
      })
      .catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(`the service worker did not take control in ${timeout} ms: ${state}`, {
      cause: error,
    });
  }
}

/**
 * A page of a new desktop context signed in as `user` and connected, its list showing each named
 * conversation, under the service worker's control: ready to be taken offline and reloaded.
 */
export async function signedInOnList(
  browser: Browser,
  stack: StackFile,
  user: TestUser,
  conversations: readonly string[] = [],
) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  for (const name of conversations) await listItem(page, name).waitFor();
  await waitForServiceWorkerControl(page);
  return { context, page };
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

/** What the auth server says of an access token's session: 200 while it stands. */
export async function sessionStatus(stack: StackFile, accessToken: string): Promise<number> {
  const response = await fetch(`${stack.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: stack.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}
