/**
 * The two apps the peer bench starts, each in its own desktop context. Every start is made in a
 * page of its own, as an app opened from the home screen: a new renderer with nothing in its
 * memory cache (reloading one page reused its renderer's copies now and then, and those starts
 * were twice as fast as the rest). Both apps are installed (their service worker in control) and
 * have started once each way (watched, and tapping the first conversation the moment the list
 * shows) before any start is measured, so every measured start is a second or later load.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StackFile } from '../../emulators/stack-types.ts';
import { DESKTOP } from '../../tests/browser/support/browser.ts';
import { waitForServiceWorkerControl, type TestUser } from '../../tests/browser/support/app.ts';
import { deviceRows } from '../../tests/browser/support/device.ts';
import { signedInPage } from './signed-in.ts';
import { LIST_ITEM, measureStart, watchStarts } from './start-notes.ts';

export interface Contender {
  name: string;
  context: BrowserContext;
  /** The page that installed the app, left on about:blank. */
  starts: Page;
  url: string;
}

/** One start of `url`, in a page of its own that closes after it. */
async function startInNewPage(context: BrowserContext, url: string, options: { tap: boolean }) {
  const page = await context.newPage();
  try {
    await watchStarts(page, options);
    return await measureStart(page, url, options);
  } finally {
    await page.close();
  }
}

async function contender(name: string, context: BrowserContext, page: Page, url: string) {
  await page.goto('about:blank');
  await startInNewPage(context, url, { tap: false });
  await startInNewPage(context, url, { tap: true });
  return { name, context, starts: page, url };
}

/** Parley signed in, with the list in its device copy. */
export async function openParley(
  browser: Browser,
  stack: StackFile,
  user: TestUser,
  conversations: number,
): Promise<Contender> {
  const { context, page } = await signedInPage(browser, stack, user);
  await page.locator(LIST_ITEM).first().waitFor();
  for (let tries = 0; ; tries++) {
    const saved = await deviceRows(page, user.id, 'channels').catch(() => []);
    if (saved.length >= conversations) break;
    if (tries === 100) throw new Error(`the device copy has ${saved.length} conversations`);
    await page.waitForTimeout(200);
  }
  return contender('Parley', context, page, stack.appUrl);
}

/** The tutorial app, handed its credentials in `firstUrl`'s fragment. */
export async function openPeer(browser: Browser, firstUrl: string): Promise<Contender> {
  const context = await browser.newContext({ locale: 'en-US', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(firstUrl);
  // Its worker does not claim the page that installed it: the next load is its first.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitForServiceWorkerControl(page);
  await page.locator(LIST_ITEM).first().waitFor();
  return contender('peer', context, page, new URL('/', firstUrl).href);
}

/**
 * `runs` starts of each app, taking turns (the first to start changes each round), so that the
 * machine's changing speed weighs on both alike.
 */
export async function startsInTurn(
  contenders: readonly Contender[],
  runs: number,
  options: { tap: boolean },
) {
  const starts = contenders.map(() => [] as Awaited<ReturnType<typeof measureStart>>[]);
  for (let run = 0; run < runs; run++) {
    const order = contenders.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      const { context, url } = contenders[i] as Contender;
      starts[i]?.push(await startInNewPage(context, url, options));
    }
  }
  return starts;
}
