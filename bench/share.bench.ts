/**
 * Sharing into Parley with no network, measured in Chromium on a whole embedded stack (build
 * first): from the share target's form submitted (a POST navigation the service worker keeps on
 * the device and answers with a redirect) to the picker's conversations painted from the list
 * saved on the device, for Alice in the demo workspace, as the machine runs and with its CPU
 * slowed. Also the precache: what the service worker downloads at install, with the manifest's
 * screenshots left out of it.
 */
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../emulators/demo/users.ts';
import { buildDir, removeDataDir, spawnStack } from '../tests/support/stack.ts';
import { launchBrowser } from '../tests/browser/support/browser.ts';
import { waitForStatus } from '../tests/browser/support/app.ts';
import { report } from './support/stats.ts';
import { signedInPage } from './support/signed-in.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RUNS = 15;
const CHOICE = '.share-choice';

/** Submits a share and answers the epoch ms of the submit and of the picker's first paint. */
async function shareOnce(page: Page, n: number): Promise<number> {
  const submittedAt = await page.evaluate((text) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.name = 'text';
    input.value = text;
    form.append(input);
    document.body.append(form);
    const at = performance.timeOrigin + performance.now();
    form.submit();
    return at;
  }, `Shared ${n}`);
  await page.waitForURL(/\/share\/[^/]+$/);
  const paintedAt = await page.waitForFunction(
    (selector) =>
      document.querySelector(selector) ? performance.timeOrigin + performance.now() : 0,
    CHOICE,
    { polling: 'raf', timeout: 30_000 },
  );
  return ((await paintedAt.jsonValue()) as number) - submittedAt;
}

function precacheBytes(): { entries: number; bytes: number; screenshots: number } {
  const sw = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  const bytes = urls.reduce((sum, url) => sum + statSync(path.join(buildDir, url)).size, 0);
  const shots = readdirSync(path.join(buildDir, 'screenshots')).reduce(
    (sum, file) => sum + statSync(path.join(buildDir, 'screenshots', file)).size,
    0,
  );
  return { entries: urls.length, bytes, screenshots: shots };
}

const spawned = await spawnStack();
const browser = await launchBrowser();
try {
  const alice = DEMO_USERS[0];
  if (!alice) throw new Error('the demo workspace has no users');
  const { context, page } = await signedInPage(browser, spawned.stack, alice);
  await context.setOffline(true);
  await waitForStatus(page, 'offline');
  // The first share also starts the service worker's share code: measured apart.
  const first = await shareOnce(page, 0);
  const shares = async (runs: number): Promise<number[]> => {
    const samples: number[] = [];
    for (let n = 1; n <= runs; n++) {
      await page.goto(`${spawned.stack.appUrl}/`);
      await page.locator('.str-chat__channel-list-item').first().waitFor();
      samples.push(await shareOnce(page, n));
    }
    return samples;
  };
  const quick = await shares(RUNS);
  // A phone's CPU, roughly: this machine's slowed four times (DevTools' own emulation). The page
  // is CPU-bound there, so this row moves with the code more than with the machine.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowed = await shares(RUNS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`first share after the worker started: ${first.toFixed(1)} ms`);
  report('share submitted → picker painted (offline)', quick);
  report('the same, CPU slowed ×4', slowed);
  const precache = precacheBytes();
  console.log(
    `precache: ${precache.entries} files, ${(precache.bytes / 1024).toFixed(1)} KiB; ` +
      `screenshots (not precached): ${(precache.screenshots / 1024).toFixed(1)} KiB`,
  );
  await context.close();
} finally {
  await browser.close();
  await spawned.stop();
  removeDataDir(spawned.dataDir);
}
