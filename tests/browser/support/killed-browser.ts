/**
 * A browser on a profile of its own that a test can kill as the system kills an app, and start
 * again on the same profile; and storage as slow as a busy phone's for the outbox's writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent, offlineForNewDocuments } from './browser.ts';

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
