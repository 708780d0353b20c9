/**
 * Installable and updatable: the browser's own installability check, the manifest and meta
 * tags, and a new service worker offering itself (dismiss keeps the old version working; accept
 * reloads exactly once).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launchPersistent,
  newContext,
  screenshots,
  useStackAndBrowser,
} from '../support/browser.ts';
import { signedInUser, startUsing, waitForServiceWorkerControl } from '../support/app.ts';
import { checkForUpdate, usePrivateApp } from '../support/private-build.ts';

const { stack, browser } = useStackAndBrowser();

async function controlledBy(page: Page): Promise<string> {
  await waitForServiceWorkerControl(page);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('installability', () => {
  it('has no installability errors and the manifest, icons and meta tags it needs', async () => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'parley-profile-'));
    const context = await launchPersistent(profile);
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/sign-in`);
    await startUsing(page);
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const manifest = (await (await fetch(`${stack.appUrl}/manifest.webmanifest`)).json()) as {
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${stack.appUrl}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    await expect(page.locator('link[rel="apple-touch-icon"]').count()).resolves.toBe(1);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      /chat/,
    );
    const robots = await fetch(`${stack.appUrl}/robots.txt`);
    expect(await robots.text()).toContain('User-agent');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }, 60_000);

  it('never answers API or auth traffic from the service worker cache', async () => {
    const { context, page } = await signedInUser(browser(), stack);
    await controlledBy(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => url.includes('/api/') || !url.startsWith(stack.appUrl))).toEqual(
      [],
    );
    // The chat bundle is precached with the shell, so the chat opens offline-ready.
    expect(cached.some((url) => /\/assets\/chat-screen-[^/]+\.js/.test(url))).toBe(true);
    await context.close();
  }, 60_000);

  it('has the browser ask for a page while the worker starts, and opens from its answer', async () => {
    const { context, page } = await signedInUser(browser(), stack);
    await controlledBy(page);
    // Enabled as the worker activates, which a page claimed on its own request can see begin.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.navigationPreload.getState()).enabled;
        }),
      )
      .toBe(true);
    await page.reload();
    await page.locator('.str-chat__channel-list').waitFor();
    expect(await controlledBy(page)).toContain('/sw.js');
    await context.close();
  }, 60_000);
});

/** Where the page's registration is: `installing` and `active` workers' states, `-` for none. */
async function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return `installing ${registration?.installing?.state ?? '-'}, active ${registration?.active?.state ?? '-'}`;
  });
}

async function untilWorkers(page: Page, states: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while ((await workerStates(page)) !== states) {
    if (Date.now() > deadline) throw new Error(`the workers never got to "${states}"`);
    await page.waitForTimeout(100);
  }
}

describe('first install', () => {
  it('controls a page whose navigation was under way when the worker activated', async () => {
    const context = await newContext(browser());
    // The worker stays installing until the second navigation has started: it fetches the shell
    // with its revision, which only the worker asks for.
    let releaseInstall = () => {};
    const installHeld = new Promise<void>((resolve) => (releaseInstall = resolve));
    await context.route('**/index.html?__revision=*', async (route) => {
      await installHeld;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/sign-in`);
    await startUsing(page);
    await untilWorkers(page, 'installing installing, active -');

    // The worker activates, and claims the open pages, while this navigation waits for its answer.
    const watcher = await context.newPage();
    await watcher.goto(`${stack.appUrl}/robots.txt`);
    let statesAtRequest = '';
    await page.route('**/forgot-password', async (route) => {
      statesAtRequest = await workerStates(watcher);
      releaseInstall();
      await untilWorkers(watcher, 'installing -, active activated');
      await route.continue();
    });
    await page.goto(`${stack.appUrl}/forgot-password`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(statesAtRequest).toBe('installing installing, active -');
    // Signed out, the page registers (and so is claimed) once the visitor starts to use it.
    await startUsing(page);
    await waitForServiceWorkerControl(page, 10_000);
    await context.close();
  }, 90_000);
});

describe('updates', () => {
  const app = usePrivateApp(stack);

  it('offers a new version: later keeps the old one working, reload switches exactly once', async () => {
    const appUrl = app().url;
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${appUrl}/sign-in`);
    await startUsing(page);
    await controlledBy(page);

    // Deploy a "new version": a service worker whose bytes differ.
    app().deployNewVersion();
    const prompt = await checkForUpdate(page);
    await prompt.waitFor();
    await screenshots(page, 'update-prompt');

    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt.count()).resolves.toBe(0);
    // The old version still loads its lazy screens.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.goBack();

    // The next check finds the same waiting worker and asks again; this time accept.
    await page.reload();
    await prompt.waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Listen before pressing: the reload may finish before the click's promise settles.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // Give a second reload every chance to happen before counting.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(loads).toBe(1);
    await expect(prompt.count()).resolves.toBe(0);
    const waiting = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting).toBe(false);
    await context.close();
  }, 90_000);
});
