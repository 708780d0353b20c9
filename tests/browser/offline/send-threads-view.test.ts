/**
 * A reply written offline in the threads view (/threads, the SDK's thread list and its open
 * thread) goes the outbox's way, as in a conversation's thread panel: kept on the device, shown
 * waiting (never failed), still waiting after an offline reload, and delivered once when the
 * network is back.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { serverChat, serverReplies } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

const inThread = (page: Page, text: string) =>
  page.locator('.str-chat__thread .str-chat__message', { hasText: text });

describe('a reply written offline in the threads view', () => {
  it('waits on the device, through an offline reload, then is delivered once', async () => {
    const { sender, reader, channelId, context, page } = await outbox.backOnline(browser(), 'Thea');
    const channel = serverChat(stack).channel('messaging', channelId);
    const { message: parent } = await channel.sendMessage({
      text: `a question for the thread ${randomUUID()}`,
      user_id: reader.id,
    });
    // The sender takes part in the thread, so it is in their threads view.
    await serverReplies(channel, parent.id, [
      { text: 'my first answer', user_id: sender.id },
      { text: 'their follow-up', user_id: reader.id },
    ]);
    await page.goto(`${stack.appUrl}/threads`);
    await page.locator('.str-chat__thread-list-item').first().click();
    await inThread(page, 'their follow-up').waitFor();
    await outbox.goOffline(context, page);

    const reply = `a reply from the threads view ${randomUUID()}`;
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await inThread(page, reply).getByText('Waiting for network').waitFor();
    await expect(
      inThread(page, reply).and(page.locator('.str-chat__message--failed')).count(),
    ).resolves.toBe(0);
    const waiting = await outbox.pendingSendIds(page, sender.id);
    expect(waiting).toHaveLength(1);

    // Reloaded offline: the reply waits in its thread, under the same id.
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.id}`);
    await waitForStatus(page, 'offline');
    await inThread(page, reply).getByText('Waiting for network').waitFor();
    expect(await outbox.pendingSendIds(page, sender.id)).toEqual(waiting);

    await context.setOffline(false);
    await inThread(page, reply).and(page.locator('.str-chat__message--received')).waitFor();
    const sentOnce = async () =>
      (await channel.getReplies(parent.id, { limit: 20 })).messages.filter((m) => m.text === reply);
    await expect.poll(async () => (await sentOnce()).map((m) => m.id)).toEqual(waiting);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await expect(inThread(page, reply).count()).resolves.toBe(1);

    // The other side sees it once.
    const readerView = await outbox.openChannel(browser(), reader, channelId);
    await readerView.page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.id}`);
    await inThread(readerView.page, reply).waitFor();
    await expect(inThread(readerView.page, reply).count()).resolves.toBe(1);
    await readerView.context.close();
    await context.close();
  }, 120_000);
});
