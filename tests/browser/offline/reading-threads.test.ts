/**
 * The threads view offline: the list of the person's threads the chat server last gave is kept
 * on the device, so /threads reloaded with no network lists them, and a thread opened from it
 * shows its replies from the device; back online, the server's list takes its place.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots, useStackAndBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

const threadInList = (page: Page, text: string) =>
  page.locator('.str-chat__thread-list-item', { hasText: text });
const inThread = (page: Page, text: string) =>
  page.locator('.str-chat__thread .str-chat__message-text', { hasText: text });

/** The parent message ids of the threads list kept on the device. */
async function keptThreads(page: Page, userId: string): Promise<string[]> {
  const meta = await deviceRows<unknown>(page, userId, 'meta');
  const list = meta.find((value): value is { parent_message_id: string }[] => Array.isArray(value));
  return (list ?? []).map((thread) => thread.parent_message_id);
}

describe('the threads view with no network', () => {
  it('lists the threads kept from the last visit and opens one with its replies', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Tess', 'Threader');
    const channel = serverChat(stack).channel('messaging', channelId);
    const question = `Which train do we take? ${randomUUID()}`;
    const { message: parent } = await channel.sendMessage({ text: question, user_id: reader.id });
    await channel.sendMessage({ text: 'The 9:14', parent_id: parent.id, user_id: sender.id });
    await channel.sendMessage({
      text: 'From platform 4',
      parent_id: parent.id,
      user_id: reader.id,
    });

    const { context, page } = await outbox.openChannel(browser(), sender, channelId);
    await page.goto(`${stack.appUrl}/threads`);
    await threadInList(page, question).waitFor();
    await expect.poll(() => keptThreads(page, sender.id)).toEqual([parent.id]);

    await outbox.goOfflineServed(context, page);
    await page.goto(`${stack.appUrl}/threads`);
    await waitForStatus(page, 'offline');
    await threadInList(page, question).waitFor();
    await screenshots(page, 'offline-threads');
    await threadInList(page, question).click();
    await inThread(page, 'The 9:14').waitFor();
    await inThread(page, 'From platform 4').waitFor();
    await screenshots(page, 'offline-threads-open');

    // A thread begun while away: back online, the server's list replaces the kept one.
    const later = `Who brings the tickets? ${randomUUID()}`;
    const { message: newer } = await channel.sendMessage({ text: later, user_id: reader.id });
    await channel.sendMessage({ text: 'I do', parent_id: newer.id, user_id: sender.id });
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await page.goto(`${stack.appUrl}/threads`);
    await threadInList(page, later).waitFor();
    await threadInList(page, question).waitFor();
    await expect.poll(() => keptThreads(page, sender.id)).toEqual([newer.id, parent.id]);
    await context.close();
  }, 120_000);
});
