/**
 * A conversation opened with unread messages keeps its "unread messages" separator and notice
 * while it is read, however slowly the server confirms the read: the device knows it is read
 * the moment it asks, so the SDK's message list does not ask again, and a second ask is what
 * clears them.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, PHONE, useStackAndBrowser } from '../support/browser.ts';
import { createUser, startSignedIn } from '../support/app.ts';
import { seedConversation } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

// Past stream-chat-react's half-second throttle on marking a conversation read.
const PAST_THROTTLE_MS = 700;

describe('opening a conversation with unread messages', () => {
  it('keeps the separator and the notice when the app comes back before the server answered the read, until its × is pressed', async () => {
    const user = await createUser(stack);
    const conversation = await seedConversation(stack, user, 30);
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await startSignedIn(page, stack, user);

    // Every read of the conversation waits at the network until the test lets it through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstAsked = () => {};
    const asked = new Promise<void>((resolve) => (firstAsked = resolve));
    const answers: Promise<void>[] = [];
    const hold = (route: Route) => {
      firstAsked();
      const answered = released.then(async () => {
        await route.fulfill({ response: await route.fetch() });
      });
      answers.push(answered);
      return answered;
    };
    const isRead = (url: URL) =>
      url.pathname.endsWith(`/channels/messaging/${conversation.id}/read`);
    await page.route(isRead, hold);
    try {
      await page.getByText(conversation.name).first().click();
      const notice = page.locator('.str-chat__unread-messages-notification');
      await notice.waitFor();
      await asked;
      // The person leaves the app and comes back, the first read still on its way.
      await page.waitForTimeout(PAST_THROTTLE_MS);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.waitForTimeout(PAST_THROTTLE_MS);
      release();
      await Promise.all(answers);
      // The answers handled by the page (and rendered) before it is looked at.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(page.locator('.str-chat__unread-messages-separator').count()).resolves.toBe(1);
      expect(answers).toHaveLength(1);
      // Its × still marks the conversation read and takes the notice away.
      await notice.getByRole('button', { name: /mark messages as read/i }).click();
      await notice.waitFor({ state: 'detached' });
    } finally {
      release();
      await page.unroute(isRead, hold);
      await context.close();
    }
  });
});
