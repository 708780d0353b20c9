/**
 * Steps the offline-sending tests share: a sender and a reader in a conversation of their own,
 * the sender's page on it (offline when asked), messages written while the chat server is out of
 * reach, and what the device, the page and the chat server hold of them.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser.ts';
import {
  type TestUser,
  chatWsUrl,
  composer,
  countChatSockets,
  createUser,
  messageWith as messageIn,
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from './app.ts';
import { serverConversation, serverMessages } from './conversations.ts';
import { deviceRows } from './device.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
export const chatWs = chatWsUrl(stack);

/** A conversation between the sender and a reader, made on the server side. */
async function conversation(sender: TestUser, reader: TestUser): Promise<string> {
  const id = `offline-${randomUUID()}`;
  await serverConversation(stack, id, [
    { id: sender.id, name: 'Sender' },
    { id: reader.id, name: 'Reader' },
  ]);
  return id;
}

/** A new sender (`first` Sender unless named) and reader (Rae Reader), in a conversation. */
export async function newConversation(first: string, last = 'Sender', readerFirst = 'Rae') {
  const sender = await createUser(stack, { first_name: first, last_name: last });
  const reader = await createUser(stack, { first_name: readerFirst, last_name: 'Reader' });
  return { sender, reader, channelId: await conversation(sender, reader) };
}

/** The message texts the chat server holds for a channel, as the reader's client sees them. */
export async function storedTexts(channelId: string): Promise<string[]> {
  return (await serverMessages(stack, channelId)).map((m) => m.text ?? '');
}

/** A message of the open conversation (not a thread's), by its text. */
export function messageWith(page: Page, text: string) {
  return messageIn(page, text, page.locator('.str-chat__main-panel'));
}

/** A page of a new context, signed in as the user, on the conversation, connected. */
export async function openChannel(browser: Browser, user: TestUser, channelId: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { sockets } = countChatSockets(page, stack);
  await startSignedInConnected(page, stack, user);
  // The page before the conversation's load is gone with its socket, but Playwright never
  // reports that socket closed: only the sockets of the page as loaded are counted.
  const loaded = sockets.length;
  await openConversation(page, channelId);
  return { context, page, openSockets: () => sockets.slice(loaded).filter((ws) => !ws.closed) };
}

/** Goes to the conversation from a signed-in page and waits for its connected composer. */
export async function openConversation(page: Page, channelId: string) {
  await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
  await composer(page).waitFor();
  await waitForStatus(page, 'connected');
}

/** Takes the device offline and waits for the app to say so. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await waitForStatus(page, 'offline');
}

/** The same once the service worker controls the page, so an offline reload is served by it. */
export async function goOfflineServed(context: BrowserContext, page: Page) {
  await waitForServiceWorkerControl(page);
  await goOffline(context, page);
}

/** A new sender in a conversation with a reader, the conversation open, the device offline. */
export async function senderOffline(
  browser: Browser,
  first: string,
  prepare?: (channelId: string) => Promise<void>,
) {
  const { sender, reader, channelId } = await newConversation(first);
  await prepare?.(channelId);
  const opened = await openChannel(browser, sender, channelId);
  await goOfflineServed(opened.context, opened.page);
  return { sender, reader, channelId, ...opened };
}

/** The same, gone offline and back: connected again, the conversation open. */
export async function backOnline(browser: Browser, first: string) {
  const opened = await senderOffline(browser, first);
  await opened.context.setOffline(false);
  await waitForStatus(opened.page, 'connected');
  return opened;
}

/** Writes and sends a message that then waits on the device, never shown failed. */
export async function sendQueued(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const message = messageWith(page, text);
  await message.getByText('Waiting for network').waitFor();
  await expect(message.and(page.locator('.str-chat__message--failed')).count()).resolves.toBe(0);
}

/**
 * Writes and sends a message, resolving in the first animation frame that paints it showing its
 * text and each of `showing` too: the moment a test can kill the browser in.
 */
export async function sendUntilPainted(page: Page, text: string, showing: string[] = []) {
  await composer(page).fill(text);
  const painted = page.waitForFunction(
    (words) =>
      [...document.querySelectorAll('.str-chat__main-panel .str-chat__message')].some((node) =>
        words.every((word) => node.textContent?.includes(word)),
      ),
    [text, ...showing],
    { polling: 'raf', timeout: 10_000 },
  );
  await composer(page).press('Enter');
  await painted;
}

/** The ids of the messages waiting on the device to be sent. */
export async function pendingSendIds(page: Page, userId: string): Promise<string[]> {
  const tasks = await deviceRows<{ type: string; messageId?: string }>(
    page,
    userId,
    'pendingTasks',
  );
  return tasks.filter((t) => t.type === 'send-message').map((t) => t.messageId ?? '');
}

/** The page asked the service worker to deliver once the network is back (Background Sync). */
export async function expectBackgroundDelivery(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // getRegistration answers at once; `ready` waits, with no timeout, for an active worker.
        const registration = (await navigator.serviceWorker.getRegistration()) as
          (ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }) | undefined;
        return registration ? registration.sync.getTags() : [];
      }),
    )
    .toContain('parley-outbox');
}

/**
 * Closes the app's only tab, leaving a blank one (not the app's, so no client of its service
 * worker) to open the app again later: opening a new page while Chromium starts or stops a
 * worker with no tab can hang Playwright, which a fresh-clone run met.
 */
export async function closeAppTab(context: BrowserContext, page: Page): Promise<Page> {
  const blank = await context.newPage();
  await page.close();
  return blank;
}

/** The user's chat database is gone from the browser (signing out removes it). */
export async function expectNoChatData(page: Page, userId: string) {
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '')))
    .not.toContain(`parley-chat-${userId}`);
}

/** The message shows sent, once, and the chat server holds it once. */
export async function expectDeliveredOnce(page: Page, channelId: string, text: string) {
  await messageWith(page, text).and(page.locator('.str-chat__message--received')).waitFor();
  await expect
    .poll(async () => (await storedTexts(channelId)).filter((t) => t === text))
    .toEqual([text]);
  await expect(messageWith(page, text).count()).resolves.toBe(1);
}
