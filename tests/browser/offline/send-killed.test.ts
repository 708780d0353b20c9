/**
 * What the screen shows as waiting is already kept: a browser killed the moment a message written
 * offline says "Waiting for network" still has it after a restart, and delivers it once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { killBrowser, reopen, SLOW_OUTBOX_WRITES } from '../support/killed-browser.ts';
import {
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

describe('a browser killed as a message shows waiting', () => {
  it('has each message after a restart, and delivers it once', async () => {
    const { sender, channelId } = await outbox.newConversation('Kim', 'Killed');
    const profile = mkdtempSync(path.join(os.tmpdir(), 'parley-profile-'));
    const texts = [1, 2, 3].map((n) => `killed at once ${n} ${randomUUID()}`);
    try {
      let { context, page } = await reopen(profile);
      await context.addInitScript(SLOW_OUTBOX_WRITES);
      await startSignedInConnected(page, stack, sender);
      for (const text of texts) {
        await outbox.openConversation(page, channelId);
        await waitForServiceWorkerControl(page);
        await context.setOffline(true);
        await waitForStatus(page, 'offline');
        await outbox.sendUntilPainted(page, text, ['Waiting for network']);
        // No pause: the browser goes the moment the screen said the message waits.
        await killBrowser(profile);
        await context.close().catch(() => undefined);
        // Started again with the network back: the page, or the service worker woken by it,
        // delivers what was kept.
        ({ context, page } = await reopen(profile));
        await context.addInitScript(SLOW_OUTBOX_WRITES);
        await outbox.openConversation(page, channelId);
        await outbox.expectDeliveredOnce(page, channelId, text);
      }
      await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
      expect((await outbox.storedTexts(channelId)).filter((t) => texts.includes(t))).toEqual(texts);
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);
});
