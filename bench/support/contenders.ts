/**
 * The two apps the peer bench starts, each in its own desktop context with two pages: one whose
 * starts are only watched, one that taps the first conversation the moment the list shows. Both
 * are installed (their service worker in control) and have started once before any start is
 * measured, so every measured start is a second or later load.
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
  /** The page whose starts are watched. */
  starts: Page;
  /** The page whose starts tap the first conversation. */
  taps: Page;
  url: string;
}

async function contender(name: string, context: BrowserContext, page: Page, url: string) {
  const taps = await context.newPage();
  await watchStarts(page, { tap: false });
  await watchStarts(taps, { tap: true });
  await page.goto('about:blank');
  await measureStart(page, url, { tap: false });
  await measureStart(taps, url, { tap: true });
  return { name, context, starts: page, taps, url };
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
 * `runs` starts of each app, each in a new page, taking turns (the first to start changes each round), so that the
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
      // A page of its own, as an app opened from the home screen: a new renderer with nothing in
      // its memory cache. Reloading one page reused its renderer's copies now and then, and those
      // starts were twice as fast as the rest.
      const page = await context.newPage();
      await watchStarts(page, options);
      starts[i]?.push(await measureStart(page, url, options));
      await page.close();
    }
  }
  return starts;
}
