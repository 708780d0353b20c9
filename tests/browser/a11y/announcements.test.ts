/**
 * What a screen reader hears, read from the page's live regions: a message from someone else is
 * announced politely once (and not the history when a conversation opens), the connection
 * banner's changes and the count of waiting messages are announced as they happen, a refusal at
 * once; the tab bar is a navigation landmark with the current page marked, and unread counts
 * are words.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

/** The chat kit's polite live region (stream-chat-react's AriaLiveOutlet), which Parley also speaks through. */
const polite = (page: Page) => page.getByTestId('str-chat__aria-live-region--polite');
const assertive = (page: Page) => page.getByTestId('str-chat__aria-live-region--assertive');
const bannerRegion = (page: Page) => page.locator('.banner-region');

describe('announcements', () => {
  it('announces a message from someone else once, and not the history on open', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Ann', 'Sender', 'Ben');
    const channel = serverChat(stack).channel('messaging', channelId);
    for (const text of ['earlier one', 'earlier two'])
      await channel.sendMessage({ text, user_id: reader.id });
    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    await outbox.messageWith(page, 'earlier two').waitFor();
    await expect(polite(page).innerText()).resolves.not.toContain('New message');

    await channel.sendMessage({ text: `hello ${randomUUID()}`, user_id: reader.id });
    // Ben's chat name is the one the conversation was made with
    await expect
      .poll(() => polite(page).innerText(), { timeout: 10_000 })
      .toContain('New message from Reader');
    const said = await polite(page).innerText();
    expect(said.split('New message from Reader')).toHaveLength(2);
    await context.close();
  }, 60_000);

  it('announces going offline, the waiting messages and a refusal, in a region that was there before', async () => {
    const { channelId, context, page } = await outbox.senderOffline(browser(), 'Reg');
    // The region is on the page while online too, empty: a filled region that appears is not read.
    await expect(bannerRegion(page).getAttribute('aria-live')).resolves.toBe('polite');
    await expect(bannerRegion(page).innerText()).resolves.toContain('You are offline');

    await outbox.sendQueued(page, `waits ${randomUUID()}`);
    await expect
      .poll(() => bannerRegion(page).innerText(), { timeout: 10_000 })
      .toContain('1 message waiting to be sent.');

    await serverChat(stack).channel('messaging', channelId).update({ frozen: true });
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await expect
      .poll(() => assertive(page).innerText(), { timeout: 10_000 })
      .toContain('Not sent: you cannot post in this conversation.');
    await expect.poll(() => bannerRegion(page).innerText(), { timeout: 10_000 }).toBe('');
    await context.close();
  }, 90_000);

  it('marks the current page in the navigation landmark and says unread counts in words', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Una', 'Sender', 'Uri');
    await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: 'are you there?', user_id: reader.id });
    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    await page.goto(`${stack.appUrl}/`);
    await waitForStatus(page, 'connected');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]').innerText()).resolves.toBe('Chats');

    // A second message while the list shows: its row's name says the count in words.
    await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: 'hello?', user_id: reader.id });
    const row = page
      .getByRole('option', { name: /\d+ unread messages?/ })
      .filter({ hasText: 'hello?' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  }, 60_000);
});
