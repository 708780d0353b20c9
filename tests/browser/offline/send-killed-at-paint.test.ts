/**
 * A message that shows is kept: a browser killed the first frame a message written offline is
 * painted (its text, before any "Waiting for network") finds it after a restart, waiting or still
 * in the composer (or already sent by its service worker), and it is delivered once when the
 * network is back; with storage as fast as the machine's and as slow as a busy phone's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { killBrowser, reopen, SLOW_OUTBOX_WRITES } from '../support/killed-browser.ts';
import {
  composer,
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

/** The browser on this profile, with the outbox's writes slowed when asked. */
async function start(profile: string, slow: boolean) {
  const started = await reopen(profile);
  if (slow) await started.context.addInitScript(SLOW_OUTBOX_WRITES);
  return started;
}

/**
 * Where the restarted browser has the message: waiting to be sent, written in the composer, or
 * already sent by its service worker (Chromium wakes it to deliver what waits as it starts, before
 * the test's offline emulation reaches it). A message lost is nowhere.
 */
async function whereKept(page: Page, channelId: string, text: string): Promise<string> {
  if ((await composer(page).inputValue()) === text) return 'in the composer';
  const waiting = outbox.messageWith(page, text).filter({ hasText: 'Waiting for network' });
  if ((await waiting.count()) === 1) return 'waiting';
  const sent = (await outbox.storedTexts(channelId)).includes(text);
  return sent ? 'sent by the service worker' : 'nowhere';
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await waitForStatus(page, 'connected');
}

describe('a browser killed the first frame a message written offline shows', () => {
  it.each([
    { storage: 'the machine’s own storage', slow: false },
    { storage: 'storage slowed to 400 ms a write', slow: true },
  ])(
    'with $storage: after a restart it is kept (waiting, in the composer or sent by the worker), and goes once',
    async ({ slow }) => {
      const { sender, channelId } = await outbox.newConversation('Paula', 'Painted');
      const profile = mkdtempSync(path.join(os.tmpdir(), 'parley-profile-'));
      const text = `killed as it shows ${randomUUID()}`;
      try {
        let { context, page } = await start(profile, slow);
        await startSignedInConnected(page, stack, sender);
        await outbox.openConversation(page, channelId);
        await waitForServiceWorkerControl(page);
        await outbox.goOffline(context, page);
        await outbox.sendUntilPainted(page, text);
        // No pause: the browser goes in the frame that showed the message.
        await killBrowser(profile);
        await context.close().catch(() => undefined);

        // Started again still offline, the app served by its service worker.
        ({ context, page } = await start(profile, slow));
        await context.setOffline(true);
        await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
        await composer(page).waitFor();
        await waitForStatus(page, 'offline');
        await expect
          .poll(() => whereKept(page, channelId, text), { timeout: 10_000 })
          .not.toBe('nowhere');
        const inComposer = (await whereKept(page, channelId, text)) === 'in the composer';
        await goOnline(context, page);
        if (inComposer) await composer(page).press('Enter');
        await outbox.expectDeliveredOnce(page, channelId, text);
        await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
        await context.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
