/**
 * What a page fetches, for the loading benches: every script with its gzip size (the size a CDN
 * sends) and when it arrived, the page's network going quiet, and the figures printed of them.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface Script {
  url: string;
  gzipBytes: number;
  /** ms since navigation start when the response ended. */
  at: number;
}

export interface Recorder {
  scripts: Map<string, Script>;
  /** Script URLs in the order their responses arrived (sizes follow in `scripts`). */
  responded: string[];
  /** Resolves once no request has been in flight for `quietMs`. */
  idle(quietMs?: number): Promise<void>;
}

/** How long the network must be quiet for the page to count as idle. */
const IDLE_MS = 2000;

/** Records every script the page fetches with its gzip size, and the page's network activity. */
export function record(page: Page): Recorder {
  const scripts = new Map<string, Script>();
  const responded: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending = new Set<Promise<unknown>>();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responded.push(response.url());
    const task = response
      .body()
      .then(async (body) => {
        const at = await page.evaluate(() => performance.now()).catch(() => Number.NaN);
        scripts.set(response.url(), { url: response.url(), gzipBytes: gzipSync(body).length, at });
      })
      .catch(() => undefined);
    pending.add(task);
    void task.finally(() => pending.delete(task));
  });
  return {
    scripts,
    responded,
    async idle(quietMs = IDLE_MS) {
      for (;;) {
        await Promise.all(pending);
        const quiet = Date.now() - lastActivity;
        if (inFlight === 0 && quiet >= quietMs) return;
        await page.waitForTimeout(Math.max(100, quietMs - quiet));
      }
    },
  };
}

/** When the page first painted content, in ms since navigation start. */
export async function firstPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

const KB = 1024;

/** The scripts' gzip size in KB. */
export const total = (scripts: Iterable<Script>): number =>
  [...scripts].reduce((sum, s) => sum + s.gzipBytes, 0) / KB;

/** `https://…/assets/chat-screen-AbC123xy.js`, or the file name alone, → `chat-screen`. */
export function chunkName(urlOrFile: string): string {
  // A bare file name resolves against the base; a full URL ignores it.
  const file = new URL(urlOrFile, 'file:///').pathname.split('/').pop() ?? urlOrFile;
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** `chat-screen 12.3, channel-view 4.5, …`: each script's chunk and gzip KB, largest first. */
export function perChunk(scripts: Iterable<Script>): string {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${chunkName(s.url)} ${(s.gzipBytes / KB).toFixed(1)}`)
    .join(', ');
}
