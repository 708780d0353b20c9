/**
 * What the screen shows as waiting is already kept: a browser killed the moment a message written
 * offline says "Waiting for network" still has it after a restart, and delivers it once.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent, offlineForNewDocuments } from '../support/browser.ts';
import {
  composer,
  signInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();

/** The browser with this profile, started again as a person reopens it. */
async function reopen(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = offlineForNewDocuments(await launchPersistent(profile));
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * Kills the browser that runs this profile, as the system kills an app: no unload, no chance to
 * finish what it was writing. Its main process is the one started with the profile and no
 * `--type` (the renderers and helpers carry one).
 */
function killBrowser(profile: string): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const ours = args.some((arg) => arg === `--user-data-dir=${profile}`);
    if (ours && !args.some((arg) => arg.startsWith('--type=')))
      process.kill(Number(pid), 'SIGKILL');
  }
}

/**
 * Storage as slow as a busy phone's: a write to the outbox takes 400 ms to commit (its
 * transaction is kept busy with reads until then), so a screen that says "waiting" before the
 * write is done says it while nothing is kept yet.
 */
const SLOW_OUTBOX_WRITES = `(() => {
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, options) {
    const tx = transaction.call(this, stores, mode, options);
    const names = typeof stores === 'string' ? [stores] : [...stores];
    if (mode !== 'readwrite' || !names.includes('pendingTasks')) return tx;
    const until = performance.now() + 400;
    const busy = () => {
      if (performance.now() < until) tx.objectStore('pendingTasks').count().onsuccess = busy;
    };
    busy();
    return tx;
  };
})()`;

/** Presses Enter and resolves in the first frame whose message says it waits. */
async function sendUntilWaitingPainted(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  const painted = page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('.str-chat__main-panel .str-chat__message')].some(
        (node) =>
          node.textContent?.includes(wanted) && node.textContent.includes('Waiting for network'),
      ),
    text,
    { polling: 'raf', timeout: 10_000 },
  );
  await composer(page).press('Enter');
  await painted;
}

describe('a browser killed as a message shows waiting', () => {
  it('has each message after a restart, and delivers it once', async () => {
    const { sender, channelId } = await outbox.newConversation('Kim', 'Killed');
    const profile = mkdtempSync(path.join(os.tmpdir(), 'parley-profile-'));
    const texts = [1, 2, 3].map((n) => `killed at once ${n} ${randomUUID()}`);
    try {
      let { context, page } = await reopen(profile);
      await context.addInitScript(SLOW_OUTBOX_WRITES);
      await signInConnected(page, stack, sender);
      for (const text of texts) {
        await outbox.openConversation(page, channelId);
        await waitForServiceWorkerControl(page);
        await context.setOffline(true);
        await waitForStatus(page, 'offline');
        await sendUntilWaitingPainted(page, text);
        // No pause: the browser goes the moment the screen said the message waits.
        killBrowser(profile);
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
