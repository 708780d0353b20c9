/**
 * One start of an app, noted in the page from the document's start: its first contentful paint,
 * the first frame with the list, the long tasks, and (on a page watching for a tap) the first
 * frame with a conversation's messages after the first list item was clicked in the list's own
 * frame. Nothing of the bench's own is in the page until the start is over (Playwright's script,
 * injected at the first call into a page, costs tens of milliseconds on the main thread), so the
 * notes are read only after it. Plain text: tsx's helpers do not exist in the page.
 */
import type { Page } from 'playwright-core';

/**
 * A conversation in the app's real list in its DOM (Parley's and the tutorial's: both render the
 * SDK's list), not the SDK's loading placeholders, which carry the same class.
 */
export const LIST_ITEM =
  '#root .str-chat__channel-list .str-chat__channel-list-item:not(.str-chat__channel-list-item--loading)';
export const MESSAGE = '.str-chat__main-panel .str-chat__message-text';

/** Total blocking time counts the long tasks that start after FCP and within this window. */
export const BLOCKING_WINDOW_MS = 5000;
/** React commits are counted within this window. */
export const COMMIT_WINDOW_MS = 3000;
const LONG_TASK_MS = 50;
/** Frames watched before the watcher gives up (a start that never shows the list). */
const WATCH_MS = 30_000;

interface Notes {
  fcp?: number;
  /** When React committed, ms since navigation start (React DOM reports to a devtools hook). */
  commits: number[];
  list?: number;
  messages?: number;
  longTasks: { start: number; duration: number }[];
}

export interface Start {
  /** ms since navigation start. */
  fcp: number;
  list: number;
  /** With a tap: the first frame with messages on screen, ms since navigation start. */
  messages?: number;
  /** The part over 50 ms of each long task after FCP, within the first 5 s, summed. */
  blocking: number;
  /** React commits in the first COMMIT_WINDOW_MS. */
  commits: number;
  /** A tap after which no messages showed: where the page was 30 s later. */
  lostTapAt?: string;
}

const watcher = (tap: boolean) => `(() => {
  if (window.top !== window || !location.protocol.startsWith('http')) return;
  const notes = { longTasks: [], commits: [] };
  window.benchStart = notes;
  // React DOM tells a devtools hook of each commit, in production builds too.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberRoot() { notes.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
  new PerformanceObserver((list) => {
    for (const paint of list.getEntriesByName('first-contentful-paint')) notes.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      notes.longTasks.push({ start: task.startTime, duration: task.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    const now = performance.now();
    if (notes.list === undefined) {
      const item = document.querySelector(${JSON.stringify(LIST_ITEM)});
      if (item) {
        notes.list = now;
        if (${tap}) item.click();
      }
    }
    if (${tap} && notes.list !== undefined && document.querySelector(${JSON.stringify(MESSAGE)})) {
      notes.messages = now;
    }
    const done = notes.list !== undefined && (!${tap} || notes.messages !== undefined);
    if (!done && now < ${WATCH_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Makes each start of this page noted; with `tap`, the first list item is clicked at once. */
export async function watchStarts(page: Page, options: { tap: boolean }): Promise<void> {
  await page.addInitScript({ content: watcher(options.tap) });
}

function blockingTime(notes: Notes, fcp: number): number {
  return notes.longTasks
    .filter((task) => task.start >= fcp && task.start < BLOCKING_WINDOW_MS)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}

/**
 * Opens `url` in `page` and returns its start once it is over (the list shown, and the
 * messages for a tapping page, and the blocking window past), leaving the page on about:blank
 * so that nothing of it runs during the next app's start. A tap after which no messages showed
 * in 30 s is returned without `messages`, with the address the page was at.
 */
export async function measureStart(page: Page, url: string, options: { tap: boolean }) {
  // The page a person starts is the one in front: Chromium paints a page behind another (the
  // other contender's, or the tapping page) only now and then, which held its list off screen
  // for a second whatever either app did.
  await page.bringToFront();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(options.tap ? 3000 : BLOCKING_WINDOW_MS + 500);
  let notes: Notes | undefined;
  for (let wait = 0; wait < 60; wait++) {
    notes = await page.evaluate(() => (window as { benchStart?: Notes }).benchStart);
    const tapLost = wait === 59 && options.tap;
    if (notes?.fcp !== undefined && notes.list !== undefined) {
      if (!options.tap || notes.messages !== undefined || tapLost) {
        const start: Start = {
          fcp: notes.fcp,
          list: notes.list,
          messages: notes.messages,
          blocking: blockingTime(notes, notes.fcp),
          commits: notes.commits.filter((at) => at < COMMIT_WINDOW_MS).length,
          ...(notes.messages === undefined && options.tap ? { lostTapAt: page.url() } : {}),
        };
        await page.goto('about:blank');
        return start;
      }
    }
    await page.waitForTimeout(500);
  }
  const seen = JSON.stringify({ ...notes, longTasks: notes?.longTasks.length });
  throw new Error(`${page.url()}: the list did not show in 30 s (${seen})`);
}
