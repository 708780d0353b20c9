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

/** The process group of each process on this machine that is not yet gone (a zombie is gone). */
function liveGroups(): Map<number, number> {
  const groups = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state, parent, process group.
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') groups.set(Number(pid), Number(group));
    } catch {
      // Gone while read.
    }
  }
  return groups;
}

/**
 * Kills the browser that runs this profile as the system kills an app: every process of it at
 * once (renderers and the storage service too, which would otherwise live on for a moment and
 * could finish writing), no unload. Its main process leads a process group of its own (Playwright
 * starts it detached): it is the one started with the profile and no `--type`. Resolves once
 * none of them is left, so a restart never meets the old one's files still held.
 */
export async function killBrowser(profile: string): Promise<void> {
  const leaders: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const ours = args.some((arg) => arg === `--user-data-dir=${profile}`);
    if (ours && !args.some((arg) => arg.startsWith('--type='))) leaders.push(Number(pid));
  }
  for (const leader of leaders) process.kill(-leader, 'SIGKILL');
  const deadline = Date.now() + 15_000;
  const left = () => [...liveGroups().values()].some((group) => leaders.includes(group));
  while (left()) {
    if (Date.now() > deadline) throw new Error(`the browser on ${profile} outlived SIGKILL`);
    await new Promise((resolve) => setTimeout(resolve, 50));
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
