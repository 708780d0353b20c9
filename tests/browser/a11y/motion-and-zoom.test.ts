/**
 * Asked for less motion, nothing on the page animates or transitions (but the spinner, which
 * turns slowly); and a phone zoomed to 200% (a 390 px wide screen showing 195 CSS pixels, as
 * browser zoom does) loses nothing sideways: no page scrolls horizontally and the composer
 * stays whole.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import { type TestUser, composer, startSignedInConnected, waitForStatus } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

const ZOOMED_PHONE = { width: 195, height: 422 };

/** Elements whose animation or transition lasts longer than a frame. */
function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value.split(',').map((part) => parseFloat(part) * (part.includes('ms') ? 1e-3 : 1)),
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.classList.contains('spinner')) continue;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.02;
        const transitioned =
          style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.02;
        if (animated || transitioned)
          found.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`);
      }
    }
    return found;
  });
}

async function openAs(page: Page, user: TestUser, channelId: string): Promise<void> {
  await startSignedInConnected(page, stack, user);
  await outbox.openConversation(page, channelId);
}

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('motion and zoom', () => {
  it('moves nothing when less motion is asked for', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Mo', 'Sender', 'Max');
    await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: 'hello there', user_id: reader.id });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, sender, channelId);
    await expect(moving(page)).resolves.toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The check itself sees motion where there is some: the chat kit's buttons transition.
    await expect(moving(page).then((list) => list.length)).resolves.toBeGreaterThan(0);
    await context.close();
  }, 60_000);

  it('keeps every page within the width of a phone zoomed to 200%', async () => {
    const { sender, reader, channelId } = await outbox.newConversation('Zoe', 'Sender', 'Zed');
    await serverChat(stack)
      .channel('messaging', channelId)
      .sendMessage({ text: 'a message to read at a large size', user_id: reader.id });
    const context = await newContext(browser(), ZOOMED_PHONE);
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/sign-in`);
    await page.locator('#field-email').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await openAs(page, sender, channelId);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const box = await composer(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= ZOOMED_PHONE.width).toBe(true);

    for (const path of ['/', '/profile', '/security']) {
      await page.goto(`${stack.appUrl}${path}`);
      await waitForStatus(page, 'connected');
      await page.locator('main').waitFor();
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
    }
    await context.close();
  }, 90_000);
});
