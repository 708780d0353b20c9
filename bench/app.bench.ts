/**
 * The app's loading budget, measured in Chromium on a whole embedded stack (run `npm run build`
 * first): gzip JS before the sign-in page's first paint, JS of the chat route in all, which
 * stream-chat-react translations load (only the browser's language), whether the chat bundle is
 * prefetched while signing in, and Lighthouse mobile figures for both pages.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { createUser, signIn, waitForStatus } from '../tests/browser/support/app.ts';
import { runLighthouse } from '../tests/browser/support/lighthouse.ts';
import { report } from './support/stats.ts';

const RUNS = 5;
const KB = 1024;

interface Script {
  url: string;
  gzipBytes: number;
  /** ms since navigation start when the response ended. */
  at: number;
}

/** Records every script the page fetches with its gzip size (the size a CDN would send). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then(async (body) => {
        const at = await page.evaluate(() => performance.now()).catch(() => Number.NaN);
        scripts.push({ url: response.url(), gzipBytes: gzipSync(body).length, at });
      })
      .catch(() => undefined);
  });
  return scripts;
}

async function firstPaintMs(page: Page): Promise<number> {
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

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser();
try {
  const beforePaint: number[] = [];
  const chatTotal: number[] = [];
  const translationFiles = new Set<string>();
  let prefetched = true;

  for (let run = 0; run < RUNS; run++) {
    // A German browser: exactly one translation (de) should load.
    const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${stack.appUrl}/sign-in`);
    const fcp = await firstPaintMs(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    beforePaint.push(
      scripts.filter((s) => s.at <= fcp).reduce((sum, s) => sum + s.gzipBytes, 0) / KB,
    );

    // Prefetched chat chunks are in the HTTP cache before signing in.
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    prefetched &&= await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).some((l) =>
        /chat-page-/.test(l.href),
      ),
    );

    await signIn(page, stack, await createUser(stack));
    await waitForStatus(page, 'connected');
    await page.locator('.str-chat__channel-list').waitFor();
    await page.waitForTimeout(500);
    const unique = new Map(scripts.map((s) => [s.url, s.gzipBytes]));
    chatTotal.push([...unique.values()].reduce((a, b) => a + b, 0) / KB);
    for (const url of unique.keys()) {
      const match = /\/i18n-(\w+)-/.exec(url);
      if (match?.[1]) translationFiles.add(match[1]);
    }
    await context.close();
  }

  report('sign-in: JS before first paint (gzip)', beforePaint, 'KB');
  report('chat route: JS in all (gzip)', chatTotal, 'KB');
  console.log(
    `translations loaded for a de-DE browser: ${[...translationFiles].join(', ') || 'none'}`,
  );
  console.log(`chat bundle prefetched while signing in: ${prefetched ? 'yes' : 'no'}`);

  const lighthouse = await runLighthouse(stack);
  for (const figure of lighthouse.figures) {
    const page = new URL(figure.url).pathname === '/' ? 'chat page' : 'sign-in page';
    console.log(
      `lighthouse ${page.padEnd(13)} performance=${figure.scores.performance} accessibility=${figure.scores.accessibility} best-practices=${figure.scores['best-practices']} seo=${figure.scores.seo} LCP=${Math.round(figure.lcpMs)}ms FCP=${Math.round(figure.fcpMs)}ms TBT=${Math.round(figure.tbtMs)}ms`,
    );
  }
} finally {
  await browser.close();
  await spawned.stop();
}
