/**
 * A browser killed as the system kills an app, and started again on the same profile; and
 * storage as slow as a busy phone's, for the tests that what shows is already kept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent, offlineForNewDocuments } from './browser.ts';
import { waitForServiceWorkerControl, waitForStatus } from './app.ts';
import { openConversation } from './offline-send.ts';

/** The browser with this profile, started again as a person reopens it. */
export async function reopen(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = offlineForNewDocuments(await launchPersistent(profile));
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * Kills the browser that runs this profile, as the system kills an app: no unload, no chance to
 * finish what it was writing. Its main process is the one started with the profile and no
 * `--type` (the renderers and helpers carry one).
 */
export function killBrowser(profile: string): void {
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
 * transaction is kept busy with reads until then), so a screen that shows a message before the
 * write is done shows it while nothing is kept yet.
 */
export const SLOW_OUTBOX_WRITES = `(() => {
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

export interface Browsing {
  context: BrowserContext;
  page: Page;
}

/**
 * On the conversation, offline: `send` writes a message and resolves the frame it shows what the
 * test waits for; the browser is killed then, with no pause, and started again on the same
 * profile with the network back (`prepare` runs on the new context first), on the conversation.
 */
export async function killedAsItShows(
  { context, page }: Browsing,
  profile: string,
  channelId: string,
  send: (page: Page) => Promise<void>,
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<Browsing> {
  await openConversation(page, channelId);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await waitForStatus(page, 'offline');
  await send(page);
  killBrowser(profile);
  await context.close().catch(() => undefined);
  const next = await reopen(profile);
  await prepare(next.context);
  await openConversation(next.page, channelId);
  return next;
}
