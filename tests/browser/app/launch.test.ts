/**
 * Launching like an installed app: the manifest as Chromium parses it (share target, shortcuts,
 * screenshots, launch handler, no errors), each screenshot and shortcut icon served at its
 * declared size, each shortcut opening its screen, and a launch handed to the open window
 * (launch_handler focus-existing) routed there with no reload, the draft kept. And storage that
 * stays: the browser is asked to keep it once the person has written, and the profile says
 * whether it does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  composer,
  createUser,
  signedInUser,
  startSignedInConnected,
  waitForServiceWorkerControl,
} from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';
import { pngSize } from '../../../scripts/vite-plugins/manifest-check.ts';

const { stack, browser } = useStackAndBrowser();

/** What Chromium parsed (Page.getAppManifest's `manifest`), as far as these tests read it. */
interface ParsedManifest {
  id: string;
  shareTarget?: { action: string; method: string };
  shortcuts?: { name: string; url: string }[];
  screenshots?: { image: { url: string; sizes: string }; formFactor: string }[];
  launchHandler?: { clientMode: string };
}

interface ManifestJson {
  screenshots: { src: string; sizes: string; type: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
}

describe('the installed app', () => {
  it('has a manifest Chromium parses with no errors', async () => {
    const { context, page } = await signedInUser(browser(), stack);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { errors, manifest } = (await cdp.send('Page.getAppManifest', {})) as unknown as {
      errors: unknown[];
      manifest: ParsedManifest;
    };
    expect(errors).toEqual([]);
    expect(manifest.id).toBe(`${stack.appUrl}/`);
    expect(manifest.shareTarget).toMatchObject({
      action: `${stack.appUrl}/share`,
      method: 'kPost',
    });
    expect(manifest.shortcuts?.map((s) => s.url)).toEqual([
      `${stack.appUrl}/`,
      `${stack.appUrl}/new`,
      `${stack.appUrl}/threads`,
    ]);
    expect(manifest.screenshots?.map((s) => `${s.formFactor} ${s.image.sizes}`)).toEqual([
      'kNarrow 390x844',
      'kWide 1280x800',
    ]);
    expect(manifest.launchHandler?.clientMode).toBe('kFocusExisting');
    // Installability, which needs a profile on disk, is pwa.test.ts's.
    await context.close();
  }, 60_000);

  it('serves each screenshot and shortcut icon as a PNG of its declared size', async () => {
    const json = (await (
      await fetch(`${stack.appUrl}/manifest.webmanifest`)
    ).json()) as ManifestJson;
    const pictures = [...json.screenshots, ...json.shortcuts.flatMap((s) => s.icons)];
    expect(pictures).toHaveLength(5);
    for (const picture of pictures) {
      const response = await fetch(`${stack.appUrl}${picture.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      const size = pngSize(new Uint8Array(await response.arrayBuffer()));
      expect(`${size?.width}x${size?.height}`).toBe(picture.sizes);
    }
  });

  it('opens each shortcut on its screen, signed in', async () => {
    const { context, page } = await signedInUser(browser(), stack);
    await page.goto(`${stack.appUrl}/`);
    await page.getByRole('complementary', { name: 'Conversations' }).waitFor();
    await page.goto(`${stack.appUrl}/new`);
    await page.getByRole('dialog', { name: 'New conversation' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${stack.appUrl}/`);
    await page.goto(`${stack.appUrl}/threads`);
    await page.locator('[aria-current=page]', { hasText: 'Threads' }).waitFor();
    await context.close();
  }, 60_000);
});

/**
 * Keeps the consumer the app gives `window.launchQueue`, to hand it a launch as Chromium does for
 * an installed app whose launch_handler is focus-existing. (The DevTools protocol can install
 * Parley and launch it, PWA.install and PWA.launch, but in a profile on disk the app window it
 * opens is no target a test can drive.)
 */
async function catchLaunchConsumer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const queue = (window as unknown as { launchQueue?: { setConsumer(c: unknown): void } })
      .launchQueue;
    if (!queue) throw new Error('this Chromium has no launchQueue');
    const set = queue.setConsumer.bind(queue);
    queue.setConsumer = (consumer: unknown) => {
      (window as unknown as { launchConsumer: unknown }).launchConsumer = consumer;
      set(consumer);
    };
  });
}

describe('one window', () => {
  it('routes a launch into the open window, with no reload and the draft kept', async () => {
    const user = await createUser(stack);
    const first = `launch-a-${Date.now()}`;
    const second = `launch-b-${Date.now()}`;
    await serverConversation(stack, first, [user.id], { name: 'First room' });
    await serverConversation(stack, second, [user.id], { name: 'Second room' });
    const context = await newContext(browser());
    const page = await context.newPage();
    await catchLaunchConsumer(page);
    await startSignedInConnected(page, stack, user);
    await page.goto(`${stack.appUrl}/c/messaging/${first}`);
    await composer(page).fill('A draft I am still writing');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.evaluate((targetURL) => {
      const consume = (window as unknown as { launchConsumer(p: { targetURL: string }): void })
        .launchConsumer;
      consume({ targetURL });
    }, `${stack.appUrl}/c/messaging/${second}`);
    await page.waitForURL(`${stack.appUrl}/c/messaging/${second}`);
    await page.locator('.channel-bar-title', { hasText: 'Second room' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);

    await page.goBack();
    await page.waitForURL(`${stack.appUrl}/c/messaging/${first}`);
    await expect.poll(() => composer(page).inputValue()).toBe('A draft I am still writing');
    await context.close();
  }, 60_000);
});

describe('storage that stays', () => {
  it('asks the browser to keep the saved conversations after the first message, never at first paint', async () => {
    const user = await createUser(stack);
    const room = `persist-${Date.now()}`;
    await serverConversation(stack, room, [user.id], { name: 'Kept room' });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.addInitScript(() => {
      const storage = navigator.storage;
      const persist = storage.persist.bind(storage);
      const counted = window as unknown as { persistAsks: number };
      counted.persistAsks = 0;
      storage.persist = () => {
        counted.persistAsks += 1;
        return persist();
      };
    });
    const asks = () =>
      page.evaluate(() => (window as unknown as { persistAsks: number }).persistAsks);
    await startSignedInConnected(page, stack, user);
    await page.goto(`${stack.appUrl}/c/messaging/${room}`);
    await composer(page).waitFor();
    await expect(asks()).resolves.toBe(0);

    await composer(page).fill('The first message');
    await composer(page).press('Enter');
    await expect.poll(asks).toBe(1);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    const notice = page.getByRole('region', { name: 'Saved on this device' });
    await notice
      .getByText(
        /This browser (keeps them until you sign out|may remove them when the device runs low on space)/,
      )
      .waitFor();
    await context.close();
  }, 60_000);
});
