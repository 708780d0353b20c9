/**
 * Messages that waited on the device while the app's tab was closed: the service worker delivers
 * them once the network is back (renewing the session first), once and in order, and a refusal
 * it met shows on the message at the next start, never sent again.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { waitForStatus } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import {
  expireStoredSession,
  storedSession,
  storedSessionOutsideTheApp,
} from '../support/device.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('delivered with the tab closed', () => {
  it('refused while no tab was open: the next start shows the message failed with the reason', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Rex');
    const text = `refused with the tab closed ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    await serverChat(stack).channel('messaging', channelId).update({ frozen: true });
    await outbox.expectBackgroundDelivery(page);
    const later = await outbox.closeAppTab(context, page);
    // The service worker's attempt, answered with the refusal.
    const refused = context.waitForEvent('response', {
      predicate: (response) =>
        response.request().method() === 'POST' &&
        response.url().includes(`/channels/messaging/${channelId}/message`),
      timeout: 20_000,
    });
    await context.setOffline(false);
    expect((await refused).status()).toBe(403);

    const again = later;
    const sent: string[] = [];
    again.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/${channelId}/message`)) {
        sent.push(request.url());
      }
    });
    await again.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await waitForStatus(again, 'connected');
    await outbox
      .messageWith(again, text)
      .getByText('Not sent: you cannot post in this conversation.')
      .waitFor();
    await expect.poll(() => outbox.pendingSendIds(again, sender.id)).toEqual([]);
    await again.getByText('messages waiting to be sent.').waitFor({ state: 'detached' });
    // Settled by the worker: the tab shows the refusal without asking the server again.
    expect(sent).toEqual([]);
    expect(await outbox.storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);

  it('the tab closed, then the network back: the service worker delivers what waited, once, in order, with a renewed session', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Bao');
    const first = `written before closing ${randomUUID()}`;
    const second = `and this one too ${randomUUID()}`;
    await outbox.sendQueued(page, first);
    await outbox.sendQueued(page, second);
    // The Supabase session runs out while the device is away: the worker has to renew it before
    // it may ask for a chat token.
    const before = await storedSession(page);
    await expireStoredSession(page);
    await outbox.expectBackgroundDelivery(page);
    const later = await outbox.closeAppTab(context, page);
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await outbox.storedTexts(channelId)).not.toContain(first);

    // Chromium fires Background Sync once the network is back; no tab is open to deliver. The
    // worker asks for its chat token with the session it renewed, not the one that ran out
    // (Playwright reports a worker's requests once attached to it, which a worker Chromium starts
    // for the sync can outrun; the session it stored is checked either way).
    const workerBearers: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/api/stream-token')) {
        workerBearers.push(request.headers()['authorization'] ?? '');
      }
    });
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await outbox.storedTexts(channelId)).filter((t) => t === first || t === second),
        {
          timeout: 20_000,
        },
      )
      .toEqual([first, second]);
    expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
    expect(workerBearers).not.toContain(`Bearer ${before.access_token}`);
    const renewedByWorker = await storedSessionOutsideTheApp(later, stack.appUrl);
    expect(renewedByWorker.access_token).not.toBe(before.access_token);
    expect(renewedByWorker.expires_at).toBeGreaterThan(Date.now() / 1000);

    const again = later;
    await again.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await waitForStatus(again, 'connected');
    await outbox.expectDeliveredOnce(again, channelId, first);
    await outbox.expectDeliveredOnce(again, channelId, second);
    expect(await outbox.pendingSendIds(again, sender.id)).toEqual([]);
    await expect(again.getByText('messages waiting to be sent.').count()).resolves.toBe(0);
    const renewed = await storedSession(again);
    expect(renewed.access_token).not.toBe(before.access_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000);
    // Nothing more arrives later: each message is on the server once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      (await outbox.storedTexts(channelId)).filter((t) => t === first || t === second),
    ).toEqual([first, second]);
    await context.close();
  }, 90_000);
});
