/**
 * One navigation on every screen size: the app's own (a bottom tab bar on a phone, the header's
 * links on a wider screen) with Chats and Threads among its places; the SDK's view selector is
 * not shown. On a phone the conversation list takes the full width, the threads view shows the
 * list or the open thread, and the "n unread" notice takes a row of its own instead of covering
 * a message.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshots, useStackAndBrowser } from '../support/browser.ts';
import { type TestUser, createUser, startSignedIn } from '../support/app.ts';
import { seedConversation, serverChat, serverConversation } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

/** A conversation of the user's where a friend started a thread. */
async function conversationWithThread(user: TestUser) {
  const friend = `friend-${randomUUID()}`;
  const id = `nav-${randomUUID().slice(0, 8)}`;
  const channel = await serverConversation(
    stack,
    id,
    [
      { id: user.id, name: 'Reader' },
      { id: friend, name: 'Friend' },
    ],
    { createdBy: friend, name: `Threads ${id}` },
  );
  const { message } = await channel.sendMessage({ text: 'Who brings the map?', user_id: friend });
  await channel.sendMessage({ text: 'I will', parent_id: message.id, user_id: user.id });
  await channel.sendMessage({ text: 'Great, thanks', parent_id: message.id, user_id: friend });
}

async function openChats(page: Page, user: TestUser) {
  await startSignedIn(page, stack, user);
  await page
    .locator('.str-chat__channel-list [role=option], .str-chat__channel-preview')
    .first()
    .waitFor();
}

const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

function overlaps(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

describe('one navigation', () => {
  it('on a phone: the tab bar alone, the list at full width, threads one tap away', async () => {
    const user = await createUser(stack);
    await conversationWithThread(user);
    // A moderator has a fifth place, the review queue: all five fit the phone's width.
    await serverChat(stack).partialUpdateUser({ id: user.id, set: { role: 'admin' } });
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await openChats(page, user);

    await expect(visible(page, 'nav').count()).resolves.toBe(1);
    await expect(page.locator('.str-chat__chat-view__selector').count()).resolves.toBe(0);
    const sidebar = await page.locator('.chat-sidebar').boundingBox();
    expect(sidebar?.width).toBe(PHONE.width);
    const tabs = visible(page, 'nav.app-nav a');
    await tabs.filter({ hasText: 'Review queue' }).waitFor();
    await tabs.filter({ hasText: 'Threads1' }).waitFor();
    // The Threads tab also counts the threads with unread replies (the friend's reply), shown as
    // a number and said in words.
    await expect(tabs.allTextContents()).resolves.toEqual([
      'Chats',
      'Threads1, 1 unread thread',
      'Profile',
      'Security',
      'Review queue',
    ]);
    for (const box of await tabs.evaluateAll((links) =>
      links.map((link) => {
        const { left, right } = link.getBoundingClientRect();
        return { left, right, clipped: link.scrollWidth > link.clientWidth };
      }),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(box.clipped).toBe(false);
    }

    await visible(page, 'nav.app-nav a').filter({ hasText: 'Threads' }).click();
    await page.waitForURL(/\/threads$/);
    const item = page.locator('.str-chat__thread-list-item').first();
    await item.waitFor();
    const list = await page.locator('.str-chat__thread-list-container').boundingBox();
    expect(list?.width).toBe(PHONE.width);
    await screenshots(page, 'threads-view');

    await item.click();
    await page
      .locator('.str-chat__thread .str-chat__message-text')
      .filter({ hasText: 'Great, thanks' })
      .waitFor();
    // The open thread takes the screen: no list beside it, no tab bar under it.
    await expect(visible(page, '.str-chat__thread-list-container').count()).resolves.toBe(0);
    await expect(visible(page, 'nav.app-nav').count()).resolves.toBe(0);
    const thread = await visible(page, '.str-chat__thread-container').boundingBox();
    expect(thread?.width).toBe(PHONE.width);
    await screenshots(page, 'threads-view-open');

    await page.getByRole('button', { name: 'Back to threads' }).click();
    await item.waitFor();
    await expect(visible(page, 'nav.app-nav').count()).resolves.toBe(1);

    await visible(page, 'nav.app-nav a').filter({ hasText: 'Chats' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.chat-sidebar').waitFor();
    await context.close();
  });

  it('on a phone: the tab bar, and focus on it, stay while the threads view loads', async () => {
    const user = await createUser(stack);
    await conversationWithThread(user);
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await openChats(page, user);
    // The threads' first answer held back: the SDK shows an empty conversation in the meantime,
    // which is not an open thread.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/threads(\?|$)/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      return route.fallback();
    });
    const threadsTab = visible(page, 'nav.app-nav a').filter({ hasText: 'Threads' });
    await threadsTab.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/threads$/);
    await page
      .locator('.str-chat__chat-view__threads .str-chat__thread-list-container')
      .waitFor({ state: 'attached' });
    await expect(visible(page, 'nav.app-nav').count(), 'the tab bar shows').resolves.toBe(1);
    await expect(visible(page, '.str-chat__thread-list-container').count()).resolves.toBe(1);
    await expect(
      threadsTab.evaluate((link) => link === document.activeElement),
      'focus stays on the Threads tab',
    ).resolves.toBe(true);
    release();
    await page.locator('.str-chat__thread-list-item').first().waitFor();
    await expect(visible(page, 'nav.app-nav').count()).resolves.toBe(1);
    await expect(threadsTab.evaluate((link) => link === document.activeElement)).resolves.toBe(
      true,
    );
    await context.close();
  });

  it('on a wide screen: the header links, the threads list as a column beside the thread', async () => {
    const user = await createUser(stack);
    await conversationWithThread(user);
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await openChats(page, user);
    await expect(page.locator('.str-chat__chat-view__selector').count()).resolves.toBe(0);

    await page.goto(`${stack.appUrl}/threads`);
    await page.locator('.str-chat__thread-list-item').first().click();
    await page
      .locator('.str-chat__thread .str-chat__message-text')
      .filter({ hasText: 'Great, thanks' })
      .waitFor();
    const list = await page.locator('.str-chat__thread-list-container').boundingBox();
    const thread = await visible(page, '.str-chat__thread-container').boundingBox();
    expect(list?.width).toBe(340);
    expect(thread && list && thread.x).toBeGreaterThanOrEqual(
      (list?.x ?? 0) + (list?.width ?? 0) - 1,
    );
    expect(thread && thread.width).toBeGreaterThan(DESKTOP.width / 2);
    await context.close();
  });
});

describe('the unread notice on a phone', () => {
  it('takes a row of its own above the messages instead of covering one', async () => {
    const user = await createUser(stack);
    // More unread messages than a screen holds: the list opens at the latest one, with the
    // first unread above the top, which is when the SDK shows its notice.
    const conversation = await seedConversation(stack, user, 30);
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await openChats(page, user);
    // What follows the unread separator in each frame, until the notice shows.
    const separatorPlaces = page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          setTimeout(() => reject(new Error('no unread notice in 20 s')), 20_000);
          const seen: string[] = [];
          const look = () => {
            const next = document.querySelector(
              '.str-chat__unread-messages-separator-wrapper + li',
            );
            if (next) seen.push(next.textContent ?? '');
            if (document.querySelector('.str-chat__unread-messages-notification')) resolve(seen);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );
    await page.getByText(conversation.name).first().click();
    const notice = page.locator('.str-chat__unread-messages-notification');
    await notice.waitFor();
    // The first paint holds only the newest messages; in no frame does the separator stand
    // anywhere but above the first unread one, where the notice's "jump" takes the reader.
    const places = await separatorPlaces;
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain(conversation.texts[0]);
    await page
      .locator('.str-chat__message-text')
      .filter({ hasText: conversation.texts.at(-1) ?? '' })
      .waitFor();

    await expect(page.locator('.str-chat__unread-messages-separator').count()).resolves.toBe(1);

    const noticeBox = await notice.boundingBox();
    if (!noticeBox) throw new Error('the notice has no box');
    // What shows of each message: its box cut to the scrolling list's.
    const bubbles = await page
      .locator('.str-chat__main-panel .str-chat__message-list')
      .evaluate((list) => {
        const view = list.getBoundingClientRect();
        return [...list.querySelectorAll('.str-chat__message')].flatMap((message) => {
          const box = message.getBoundingClientRect();
          const top = Math.max(box.top, view.top);
          const bottom = Math.min(box.bottom, view.bottom);
          return bottom > top
            ? [{ x: box.left, y: top, width: box.width, height: bottom - top }]
            : [];
        });
      });
    expect(bubbles.length).toBeGreaterThan(0);
    expect(bubbles.filter((bubble) => overlaps(bubble, noticeBox))).toEqual([]);
    await screenshots(page, 'unread-notice');
    await context.close();
  }, 90_000);
});
