/**
 * An installed app's start at the conversations: the list on screen first is the app's own,
 * read from the device, and it is usable at once: a tap the moment it shows opens the
 * conversation's saved messages, the keyboard moves between its rows and opens one, a screen
 * reader hears each row's name, unread count and last message; online and offline. When the
 * SDK's list takes over, focus stays on the same conversation, and a message from the server
 * updates its row where it is.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { DESKTOP, newContext, useBrowser } from '../support/browser.ts';
import {
  createUser,
  listItem,
  messageWith,
  signIn,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const browser = useBrowser();

const ROW = '#root .str-chat__channel-list .str-chat__channel-list-item';
/** The SDK's rows carry its action buttons; the list at start's do not. */
const SDK_ROW_BUTTONS = '.str-chat__channel-list-item__action-buttons button';

/** Clicks the first row in the first frame it is in the page, noting whether it was the SDK's. */
const TAP_AT_FIRST_FRAME = `(() => {
  if (window.top !== window || !location.protocol.startsWith('http')) return;
  const frame = () => {
    const row = document.querySelector(${JSON.stringify(ROW)});
    if (!row) return requestAnimationFrame(frame);
    window.tappedAtStart = {
      title: row.querySelector('.str-chat__channel-list-item-data__title span')?.textContent,
      sdk: !!row.parentElement?.querySelector(${JSON.stringify(SDK_ROW_BUTTONS)}),
    };
    row.click();
  };
  requestAnimationFrame(frame);
})();`;

/** A person with three conversations, signed in, installed, with the list saved on the device. */
async function installed(name: string) {
  const user = await createUser(stack, { first_name: name, last_name: 'Start' });
  const { friend, conversations } = await seedConversations(stack, user, 3, 3);
  const context = await newContext(browser());
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  for (const conversation of conversations) await listItem(page, conversation.name).waitFor();
  await waitForServiceWorkerControl(page);
  await expect.poll(async () => (await deviceRows(page, user.id, 'channels')).length).toBe(3);
  return { user, friend, conversations, context, page };
}

/** Most recent first, as the list orders them. */
const newestFirst = (conversations: SeededConversation[]) => [...conversations].reverse();

async function tapAtStart(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
  const page = await context.newPage();
  await page.addInitScript({ content: TAP_AT_FIRST_FRAME });
  await page.goto(stack.appUrl, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'tappedAtStart' in window);
  const tapped = await page.evaluate(
    () => (window as unknown as { tappedAtStart: { title: string; sdk: boolean } }).tappedAtStart,
  );
  return { page, tapped };
}

/**
 * A second page of the same person with the chat screen's code held back (no service worker:
 * its requests are the page's own), so the list at start stays as long as the test needs.
 */
async function heldAtStart(context: BrowserContext) {
  const state = await context.storageState({ indexedDB: true });
  const held = await browser().newContext({
    viewport: DESKTOP,
    locale: 'en-US',
    serviceWorkers: 'block',
    storageState: state,
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await held.route(/\/assets\/chat-screen-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  const page = await held.newPage();
  await page.goto(stack.appUrl);
  return { held, page, release };
}

const rowsIn = (page: Page) =>
  page.getByRole('listbox', { name: 'Channel list' }).getByRole('option');

describe('the list at start', () => {
  it('opens the conversation tapped the moment it shows, online and offline', async () => {
    const { context, conversations } = await installed('Tia');
    const [first] = newestFirst(conversations);
    for (const offline of [false, true]) {
      const { page, tapped } = await tapAtStart(context, offline);
      expect(tapped.title).toBe(first!.name);
      expect(tapped.sdk, 'the first row on screen is the list at start').toBe(false);
      await page.waitForURL(new RegExp(`/c/messaging/${first!.id}$`));
      await expect
        .poll(() => messageWith(page, first!.texts.at(-1)!).isVisible(), { timeout: 20_000 })
        .toBe(true);
      await page.close();
    }
    await context.setOffline(false);
    await context.close();
  });

  it('is heard, moved through with the keyboard, and opens from it', async () => {
    const { context, conversations } = await installed('Kai');
    const { held, page, release } = await heldAtStart(context);
    const ordered = newestFirst(conversations);
    const rows = rowsIn(page);
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.locator(SDK_ROW_BUTTONS).count()).toBe(0);
    for (const [index, conversation] of ordered.entries()) {
      const name = await rows.nth(index).evaluate((row) => row.textContent ?? '');
      expect(name).toContain(conversation.name);
      expect(name).toContain('3 unread messages');
      expect(name).toContain(conversation.texts.at(-1)!);
    }

    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => rows.nth(1).evaluate((row) => row === document.activeElement))
      .toBe(true);
    await page.keyboard.press('End');
    await expect
      .poll(() => rows.nth(2).evaluate((row) => row === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    const chosen = ordered[2]!;
    await page.waitForURL(new RegExp(`/c/messaging/${chosen.id}$`));
    await expect.poll(() => messageWith(page, chosen.texts.at(-1)!).isVisible()).toBe(true);
    release();
    await held.close();
    await context.close();
  });

  it('keeps a dialog opened from it open when the SDK takes over', async () => {
    const { context } = await installed('Ria');
    const { held, page, release } = await heldAtStart(context);
    await expect.poll(() => rowsIn(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminders and saved' });
    await dialog.getByRole('status').waitFor();
    release();
    await page.locator(SDK_ROW_BUTTONS).first().waitFor({ state: 'attached' });
    // The panel comes with the chat UI; before it, the dialog says it is loading.
    await dialog.getByText('No reminders or saved messages', { exact: false }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await held.close();
    await context.close();
  });

  it('hands over to the SDK keeping focus, and a new message updates its row in place', async () => {
    const { user, friend, context, conversations } = await installed('Uma');
    const { held, page, release } = await heldAtStart(context);
    const [, second] = newestFirst(conversations);
    const rows = rowsIn(page);
    await expect.poll(() => rows.count()).toBe(3);
    await rows.nth(1).focus();

    release();
    await page.locator(SDK_ROW_BUTTONS).first().waitFor({ state: 'attached' });
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest('[role="option"]')?.textContent ?? '');
    await expect.poll(focused).toContain(second!.name);

    const row = page.locator(ROW, { hasText: second!.name });
    const before = await row.elementHandle();
    const words = `New from the server for ${user.id}`;
    await serverChat(stack)
      .channel('messaging', second!.id)
      .sendMessage({ text: words, user_id: friend });
    await expect.poll(() => row.first().textContent()).toContain(words);
    await expect.poll(() => row.first().textContent()).toContain('4 unread messages');
    expect(await row.first().evaluate((element, kept) => element === kept, before)).toBe(true);
    await held.close();
    await context.close();
  });
});
