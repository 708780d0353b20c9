/**
 * Messages that waited on the device and are refused once they reach the chat server: shown
 * failed with the reason and never sent again, or, when what they answer or the conversation
 * itself was deleted meanwhile, dropped with a notice.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshots, useStackAndBrowser } from '../support/browser.ts';
import { toast, waitForStatus } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('refused on return', () => {
  it('a refusal on return shows the message failed with the reason, and it is never sent again', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Ref');
    const text = `refused on return ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    await serverChat(stack).channel('messaging', channelId).update({ frozen: true });
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await outbox.messageWith(page, text).and(page.locator('.str-chat__message--failed')).waitFor();
    await outbox
      .messageWith(page, text)
      .getByText('Not sent: you cannot post in this conversation.')
      .waitFor();
    await screenshots(page, 'offline-send-refused');
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    expect(await outbox.storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);

  it('a reply whose message was deleted while it waited is dropped with a notice, never sent', async () => {
    const { sender, reader, channelId, context, page } = await outbox.backOnline(browser(), 'Par');
    const parent = await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: `answer me ${randomUUID()}`, user_id: reader.id });
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.message.id}`);
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.waitFor();
    await waitForStatus(page, 'connected');
    await outbox.goOffline(context, page);
    const reply = `a reply to a message about to go ${randomUUID()}`;
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await page
      .locator('.str-chat__thread .str-chat__message', { hasText: reply })
      .getByText('Waiting for network')
      .waitFor();
    await expect.poll(async () => (await outbox.pendingSendIds(page, sender.id)).length).toBe(1);

    await serverChat(stack).deleteMessage(parent.message.id);
    await context.setOffline(false);
    await toast(page, 'Not sent: the message it answers was deleted.').waitFor();
    // The thread shows the deletion that happened while offline (a phone shows the thread alone).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.str-chat__thread').getByText('Message deleted').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'offline-reply-parent-deleted');
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    const { messages } = await serverChat(stack)
      .channel('messaging', channelId)
      .getReplies(parent.message.id, { limit: 10 });
    expect(messages.map((m) => m.text)).not.toContain(reply);
    await context.close();
  }, 90_000);

  it('a message whose conversation was deleted while it waited is dropped with a notice', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Gon');
    const text = `into a conversation about to go ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    await serverChat(stack).channel('messaging', channelId).delete({ hard_delete: true });
    await context.setOffline(false);
    await toast(page, 'Not sent: the conversation was deleted.').waitFor();
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);
});
