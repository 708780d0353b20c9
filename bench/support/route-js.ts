/**
 * An app's route JavaScript: every script a browser with an empty HTTP cache and no service
 * worker fetches from loading the app until its list shows, and until a conversation opened from
 * it shows its messages and the network has been quiet for 2 s (gzip, the size a CDN sends).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP } from '../../tests/browser/support/browser.ts';
import { record, total } from './script-recorder.ts';
import { LIST_ITEM, MESSAGE } from './start-notes.ts';

export interface RouteJs {
  /** gzip KB fetched by the time the list showed. */
  untilList: number;
  /** gzip KB with a conversation open. */
  opened: number;
}

export async function routeJs(
  browser: Browser,
  url: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<RouteJs> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: DESKTOP,
    serviceWorkers: 'block',
    storageState,
  });
  try {
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(url);
    await page.locator(LIST_ITEM).first().waitFor();
    const listed = new Set(recorder.responded);
    await page.locator(LIST_ITEM).first().click();
    await page.locator(MESSAGE).first().waitFor();
    await recorder.idle();
    const scripts = [...recorder.scripts.values()];
    return { untilList: total(scripts.filter((s) => listed.has(s.url))), opened: total(scripts) };
  } finally {
    await context.close();
  }
}
