/**
 * Messages sent while the device is offline: they show as waiting (a clock and "Waiting for
 * network", never the failed style) and are kept on the device under their own id, through a
 * reload, a slow-mode cool-down and a chat token running out; once the connection is back each
 * is delivered by itself, in order, exactly once, from one tab or two.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  composer,
  shortFirstChatToken,
  startSignedInConnected,
  waitForStatus,
} from '../support/app.ts';
import { serverChat, serverMessages } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('sending while offline', () => {
  it('offline: messages wait on the device, and after reconnecting each is delivered once, in order, by itself', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Sina', 'Sender', 'Rui');
    const { context, page, openSockets } = await outbox.openChannel(browser(), sender, channelId);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    expect(openSockets(), 'one chat socket, connected').toHaveLength(1);

    await outbox.goOffline(context, page);
    await page.getByText('You are offline:').waitFor();
    // The app drops its socket at once rather than leave it half open (Chromium's offline mode
    // only holds its frames, and the SDK would give up on it after 35 s of silence).
    await expect
      .poll(() => openSockets().length, { timeout: 10_000, message: 'no chat socket open offline' })
      .toBe(0);

    const text = `sent offline ${randomUUID()}`;
    const second = `then this ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    await outbox.sendQueued(page, second);
    await page.getByText('2 messages waiting to be sent.').waitFor();
    await screenshots(page, 'offline-send-queued');
    expect(await outbox.storedTexts(channelId)).not.toContain(text);

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    // Back online, one chat socket (a new one) is open.
    await expect.poll(() => openSockets().length).toBe(1);
    // Coming back online delivers both with no click, in the order written.
    await outbox.expectDeliveredOnce(page, channelId, text);
    await outbox.expectDeliveredOnce(page, channelId, second);
    await page.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    const stored = await outbox.storedTexts(channelId);
    expect(stored.indexOf(text)).toBeLessThan(stored.indexOf(second));
    await expect(
      page.evaluate(() => (window as unknown as { marker?: string }).marker),
    ).resolves.toBe('same page');

    // The reader's own browser shows it once as well.
    const readerView = await outbox.openChannel(browser(), reader, channelId);
    await outbox.messageWith(readerView.page, text).waitFor();
    await expect(outbox.messageWith(readerView.page, text).count()).resolves.toBe(1);
    await readerView.context.close();
    await context.close();
  }, 90_000);

  it('offline send, then an offline reload: still waiting under the same id, then delivered once', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Rey');
    const text = `survives a reload ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    const waiting = await outbox.pendingSendIds(page, sender.id);
    expect(waiting).toHaveLength(1);

    await page.reload();
    await outbox.messageWith(page, text).getByText('Waiting for network').waitFor();
    // Told at start, for browsers that cannot deliver with the app closed.
    await page.getByText('1 message waiting to be sent.').waitFor();
    expect(await outbox.pendingSendIds(page, sender.id)).toEqual(waiting);

    await context.setOffline(false);
    await outbox.expectDeliveredOnce(page, channelId, text);
    const messages = await serverMessages(stack, channelId);
    expect(messages.find((m) => m.text === text)?.id).toBe(waiting[0]);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('slow mode: the second message waits out the cool-down, then both arrive once, in order', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(
      browser(),
      'Slo',
      async (id) => {
        await serverChat(stack).channel('messaging', id).update({ cooldown: 3 });
      },
    );
    const first = `first under slow mode ${randomUUID()}`;
    const second = `second under slow mode ${randomUUID()}`;
    await outbox.sendQueued(page, first);
    await outbox.sendQueued(page, second);
    await context.setOffline(false);
    await outbox.expectDeliveredOnce(page, channelId, first);
    await outbox.expectDeliveredOnce(page, channelId, second);
    await page.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    const stored = await outbox.storedTexts(channelId);
    expect(stored.indexOf(first)).toBeLessThan(stored.indexOf(second));
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  // Twenty, not more: the delivery loop's own tests prove the order and the once-each for any
  // number (src/core/outbox/delivery/delivery-loop.test.ts); this one proves them from the
  // composer through the device to the chat server, which twenty back-to-back sends show.
  it('twenty messages written offline arrive in the order written, each once', async () => {
    const count = 20;
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Fif');
    const texts = Array.from(
      { length: count },
      (_, i) => `queued ${i + 1} of ${count} ${randomUUID()}`,
    );
    for (const text of texts) {
      await composer(page).fill(text);
      await composer(page).press('Enter');
    }
    await outbox
      .messageWith(page, texts.at(-1) as string)
      .getByText('Waiting for network')
      .waitFor();
    await expect
      .poll(async () => (await outbox.pendingSendIds(page, sender.id)).length)
      .toBe(count);
    await context.setOffline(false);
    await expect.poll(() => outbox.storedTexts(channelId), { timeout: 60_000 }).toEqual(texts);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 150_000);

  it('two tabs coming online together deliver each waiting message once', async () => {
    const { channelId, context, page } = await outbox.senderOffline(browser(), 'Two');
    const other = await context.newPage();
    await other.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await composer(other).waitFor();
    await waitForStatus(other, 'offline');
    const fromFirst = `from the first tab ${randomUUID()}`;
    const fromSecond = `from the second tab ${randomUUID()}`;
    await outbox.sendQueued(page, fromFirst);
    await outbox.sendQueued(other, fromSecond);
    for (const tab of [page, other])
      await tab.getByText('2 messages waiting to be sent.').waitFor();
    await context.setOffline(false);
    for (const tab of [page, other]) {
      await outbox.expectDeliveredOnce(tab, channelId, fromFirst);
      await outbox.expectDeliveredOnce(tab, channelId, fromSecond);
    }
    await context.close();
  }, 120_000);

  it('a chat token that expired while offline is renewed, then the waiting message goes out once', async () => {
    const { sender, channelId } = await outbox.newConversation('Tok');
    const context = await newContext(browser());
    const page = await context.newPage();
    const token = await shortFirstChatToken(page, stack, sender.id, 6);
    await startSignedInConnected(page, stack, sender);
    await outbox.openConversation(page, channelId);
    await outbox.goOffline(context, page);
    const text = `outlived its token ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    // Wait out the short token (a wait, not an assertion on time).
    while (Date.now() < token.expiresAt * 1000 + 1000) await page.waitForTimeout(250);
    await context.setOffline(false);
    await outbox.expectDeliveredOnce(page, channelId, text);
    expect(token.calls()).toBeGreaterThan(1);
    await context.close();
  }, 90_000);
});
