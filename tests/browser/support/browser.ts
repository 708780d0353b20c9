/**
 * Launches the machine's Chromium through playwright-core, and saves screenshots of a page at
 * phone and desktop sizes into test-results/screenshots/ when a run asks for them
 * (`PARLEY_TEST_SCREENSHOTS=1`). Every context made here is watched for page errors, which fail
 * the test (page-errors.ts), and a failed test leaves what its pages showed in
 * test-results/failures/ (failure-record.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { repoRoot } from '../../support/stack.ts';
import { testStack } from '../../support/test-stack.ts';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { chromiumPath } from '../../support/chromium.ts';
import { testScreenshots } from '../../support/test-screenshots.ts';
import { failOnPageErrors, watchPageErrors } from './page-errors.ts';
import { recordFailures, recordPagesOf } from './failure-record.ts';
import { forTheseTests } from './for-these-tests.ts';

export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every context a test opens is watched for page errors and kept for a failure's record. */
const watched = (context: BrowserContext): BrowserContext =>
  recordPagesOf(watchPageErrors(context));

/** Chromium's stand-in microphone (a beeping tone), granted without asking. */
export const FAKE_MICROPHONE_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...HEADLESS_FLAGS, ...extraFlags],
  });
  // `newPage` makes its own context through newContext, so its page is watched too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watched(await newContext(options));
  return browser;
}

/**
 * A browser profile on disk: Chromium reports every incognito context (what newContext gives)
 * as not installable, so the installability check needs a real profile.
 */
export async function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  return watched(
    await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath(),
      headless: true,
      args: HEADLESS_FLAGS,
      viewport: DESKTOP,
    }),
  );
}

/**
 * One browser for a test file (with `extraFlags` on Chromium's command line): launched before its
 * tests, closed after them; a test after which a page had raised an error fails.
 */
export function useBrowser(extraFlags: string[] = []): () => Browser {
  failOnPageErrors();
  recordFailures();
  return forTheseTests(
    'the browser',
    () => launchBrowser(extraFlags),
    (browser) => browser.close(),
  );
}

/** The worker's embedded stack and a browser for this file: what nearly every browser test needs. */
export function useStackAndBrowser(): { stack: StackFile; browser: () => Browser } {
  return { stack: testStack(), browser: useBrowser() };
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const SET_OFFLINE_WAIT_MS = 10_000;
const CLOSE_WAIT_MS = 15_000;
const NO_THROTTLING = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Waits for the work at most `ms`, and names it in a warning when it did not end by then (what
 * it throws later is dropped). Some of Playwright's calls into Chromium can wait for ever on a
 * service worker, and the test's own timeout would then fail it without saying where.
 */
async function within(ms: number, what: string, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = work.then(() => true);
  const ended = await Promise.race([
    done,
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  if (ended) return;
  done.catch(() => undefined);
  console.warn(`${what} did not answer in ${ms} ms`);
}

/**
 * Makes a document loaded while the context is offline (a reload, a new tab the service worker
 * serves) see that it is offline. With Chromium 150 and Playwright 1.65 such a document reports
 * `navigator.onLine` true and never hears `offline`, though its requests fail; a device without
 * network tells it the truth. The emulation is sent again to each new document, on a session
 * kept per page, and lifted with the context's.
 */
export function offlineForNewDocuments(context: BrowserContext): BrowserContext {
  let offline = false;
  const sessions = new Map<Page, Promise<CDPSession>>();
  const emulate = async (page: Page, value: boolean) => {
    let session = sessions.get(page);
    if (!session) {
      session = context.newCDPSession(page);
      sessions.set(page, session);
      page.once('close', () => sessions.delete(page));
    }
    await (
      await session
    ).send('Network.emulateNetworkConditions', { offline: value, ...NO_THROTTLING });
  };
  const contextSetOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    // Playwright can wait for ever on a service worker that Chromium is stopping or starting (no
    // tab open): the pages have their emulation by then, and the worker is judged by what it does.
    await within(SET_OFFLINE_WAIT_MS, `setOffline(${value})`, contextSetOffline(value));
    await within(
      SET_OFFLINE_WAIT_MS,
      `the pages' network emulation (${value})`,
      Promise.all([...sessions.keys()].map((page) => emulate(page, value).catch(() => undefined))),
    );
  };
  const watch = (page: Page) =>
    page.on('domcontentloaded', () => {
      if (offline) void emulate(page, true).catch(() => undefined);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return context;
}

/**
 * Makes `close` give up waiting after a while: Chromium can keep a context's service worker
 * past the context's close and never answer it, failing a test whose checks all passed. The
 * browser, closed after the file, takes what is left.
 */
function boundedClose(context: BrowserContext): BrowserContext {
  const close = context.close.bind(context);
  context.close = (options) => within(CLOSE_WAIT_MS, 'closing a browser context', close(options));
  return context;
}

export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  locale = 'en-US',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    locale,
  });
  return boundedClose(offlineForNewDocuments(context));
}

const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');
const TAKE_SCREENSHOTS = testScreenshots();

/** Saves what the page shows now as `<name>.png`; nothing unless the run asks. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Saves `<name>-phone.png` and `<name>-desktop.png`, and each again in the dark scheme
 * (`-dark`), restoring the page's own size and scheme after; nothing unless the run asks.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      const suffix = scheme === 'dark' ? `${label}-dark` : label;
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${suffix}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
}
