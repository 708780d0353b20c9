/**
 * An installed app's start: the list the person last saw is on screen first, as a picture, and
 * the app's own list takes its place; a tap on a conversation in the picture opens it once the
 * app is there. The picture is the signed-in person's only: it goes at sign-out, and the next
 * person never sees it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, useBrowser } from '../support/browser.ts';
import {
  createUser,
  listItem,
  messageWith,
  signIn,
  signOut,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';
import { seedConversations } from '../support/conversations.ts';
import { authStoreKeys, authStoreValue, putAuthStoreValue } from '../support/device.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const browser = useBrowser();

const PICTURE_MARK = 'parley:list-picture';
const pictureShown = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PICTURE_MARK);
const pictureOnScreen = (page: Page) =>
  page.evaluate(() => document.getElementById('list-picture')?.style.visibility === '');

/** Until the picture is kept: it is taken a moment after the list last changed. */
async function pictureKept(page: Page): Promise<void> {
  await expect.poll(() => authStoreKeys(page), { timeout: 10_000 }).toContain('list-picture');
}

/** A person with conversations, signed in on a new desktop page whose list's picture is kept. */
async function signedInWithPicture(name: { first_name: string; last_name: string }) {
  const user = await createUser(stack, name);
  const { conversations } = await seedConversations(stack, user, 3, 3);
  const context = await newContext(browser());
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  for (const conversation of conversations) await listItem(page, conversation.name).waitFor();
  await waitForServiceWorkerControl(page);
  await pictureKept(page);
  return { context, page, conversations };
}

describe('the list picture at start', () => {
  it('shows first at an offline start, gives way to the list, and a tap on it opens that conversation', async () => {
    const { context, page, conversations } = await signedInWithPicture({
      first_name: 'Pia',
      last_name: 'Picture',
    });
    const chosen = conversations[1]!;
    const box = await listItem(page, chosen.name).boundingBox();
    if (!box) throw new Error('the conversation has no place on screen');

    // A slow phone: the picture stays long enough to be tapped before the app is there.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PICTURE_MARK,
      { polling: 'raf' },
    );
    const tappedThePicture = await pictureOnScreen(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.waitForURL(new RegExp(`/c/messaging/${chosen.id}$`));
    await expect
      .poll(() => messageWith(page, chosen.texts.at(-1)!).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await page.evaluate(() => document.getElementById('list-picture'))).toBeNull();
    for (const conversation of conversations) await listItem(page, conversation.name).waitFor();
    // The tap landed on the picture, not on the app's list (which was not there yet).
    expect(tappedThePicture).toBe(true);
    await context.close();
  }, 90_000);

  it('goes at sign-out, and one left of another person is never shown', async () => {
    const { context, page, conversations } = await signedInWithPicture({
      first_name: 'Fay',
      last_name: 'First',
    });
    const next = await createUser(stack, { first_name: 'Ned', last_name: 'Next' });
    await page.reload();
    await listItem(page, conversations[0]!.name).waitFor();
    expect(await pictureShown(page)).toBe(true);
    const firstPicture = await authStoreValue(page, 'list-picture');

    await signOut(page);
    await expect.poll(() => authStoreKeys(page)).not.toContain('list-picture');

    // As if the sign-out had not reached it: the picture of someone else is on the device.
    await signIn(page, stack, next);
    await waitForStatus(page, 'connected');
    await page.getByText('No conversations yet').waitFor();
    await page.goto(`${stack.appUrl}/profile`);
    await putAuthStoreValue(page, 'list-picture', firstPicture);
    await page.goto(stack.appUrl);
    await page.getByText('No conversations yet').waitFor();
    expect(await pictureShown(page)).toBe(false);
    expect(await page.getByText(conversations[0]!.name).count()).toBe(0);
    await context.close();
  });
});
