/**
 * Messages sent while the chat server is out of reach though the device is online: the status
 * says reconnecting and they wait, then go once it answers; and a send whose answer was lost
 * after the server stored it leaves one copy, shown sent, with nothing left waiting.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  composer,
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('sending while the chat server is out of reach', () => {
  it('online but the chat server unreachable: reconnecting, waiting, then delivered once by itself', async () => {
    const { sender, channelId } = await outbox.newConversation('Sol');
    const context = await newContext(browser());
    const page = await context.newPage();
    // The chat server "goes away" while the device stays online: its open socket is closed and
    // new sockets and API calls are refused until it comes back, for the page and for the
    // service worker's Background Sync alike.
    let reachable = true;
    const pageSides: { close: () => Promise<void> }[] = [];
    await context.routeWebSocket(
      (url) => url.href.startsWith(outbox.chatWs),
      (ws) => {
        if (!reachable) {
          void ws.close({ code: 4000, reason: 'unreachable' });
          return;
        }
        ws.connectToServer();
        pageSides.push(ws);
      },
    );
    await context.route(`${stack.chatUrl}/**`, (route) =>
      reachable ? route.continue() : route.abort('connectionrefused'),
    );
    await startSignedInConnected(page, stack, sender);
    await outbox.openConversation(page, channelId);

    reachable = false;
    await Promise.all(pageSides.splice(0).map((ws) => ws.close()));
    await waitForStatus(page, 'reconnecting');
    await page.getByText('Reconnecting to the chat server…').waitFor();

    const text = `sent while unreachable ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    expect(await outbox.storedTexts(channelId)).not.toContain(text);

    reachable = true;
    await waitForStatus(page, 'connected', 60_000);
    await outbox.expectDeliveredOnce(page, channelId, text);
    await context.close();
  }, 120_000);

  it.each([
    ['sent online', false],
    ['delivered from the outbox on return', true],
  ] as const)(
    'the answer lost after the server stored the message (%s): one copy, shown sent, nothing left waiting',
    async (_how, queuedOffline) => {
      const { sender, channelId } = await outbox.newConversation('Lia', 'Lost');
      const { context, page } = await outbox.openChannel(browser(), sender, channelId);
      await waitForServiceWorkerControl(page);
      const attempts: string[] = [];
      // The first send reaches the server, which stores it; its answer never comes back.
      await context.route(
        `${stack.chatUrl}/channels/messaging/${channelId}/message**`,
        async (route) => {
          attempts.push(route.request().url());
          if (attempts.length > 1) return route.continue();
          await route.fetch();
          await route.abort('connectionreset');
        },
      );
      const text = `answer lost ${randomUUID()}`;
      if (queuedOffline) {
        await outbox.goOffline(context, page);
        await outbox.sendQueued(page, text);
        await context.setOffline(false);
      } else {
        await composer(page).fill(text);
        await composer(page).press('Enter');
      }
      await outbox.expectDeliveredOnce(page, channelId, text);
      await expect(
        outbox.messageWith(page, text).and(page.locator('.str-chat__message--failed')).count(),
      ).resolves.toBe(0);
      // The outbox tries what got no answer again after a pause (1 s, doubling).
      await expect
        .poll(() => outbox.pendingSendIds(page, sender.id), { timeout: 10_000 })
        .toEqual([]);
      await expect(page.getByText('messages waiting to be sent.').count()).resolves.toBe(0);
      // Sent again under the same id where the outbox had it, and never once more after.
      if (queuedOffline) expect(attempts.length).toBeGreaterThan(1);
      const tries = attempts.length;
      await page.waitForTimeout(2_000);
      expect(attempts.length).toBe(tries);
      expect((await outbox.storedTexts(channelId)).filter((t) => t === text)).toEqual([text]);
      await context.close();
    },
    90_000,
  );
});
