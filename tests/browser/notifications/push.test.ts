/**
 * A push reaching the service worker (handed over through the DevTools protocol, as the browser
 * does once it has decrypted one) shows its conversation's notification and sets the badge;
 * nothing while a window in front shows that conversation.
 * A click on the notification, given to the worker's own handler, routes the window there with
 * no reload. The browser's click cannot be made from a test: the event is dispatched in the
 * worker, where it may not waitUntil nor focus a window; the decision between focusing a window
 * and opening one is unit-tested (notification-click-decision.test.ts).
 */
import { expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useStackAndBrowser } from '../support/browser.ts';
import { listItem, messageWith } from '../support/app.ts';
import { seedConversations } from '../support/conversations.ts';
import { notifiedUser, pushChannel, shownNotifications } from './support.ts';
import type { PushMessage } from '../../../shared/push-payload.ts';

const { stack, browser } = useStackAndBrowser();

/** Records the worker's badge calls in the worker (it stays up while DevTools is attached). */
async function workerBadges(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = self as unknown as { __badges: number[] };
    scope.__badges = [];
    const badge = Object.getPrototypeOf(self.navigator) as Pick<
      Navigator,
      'setAppBadge' | 'clearAppBadge'
    >;
    const set = badge.setAppBadge;
    const clear = badge.clearAppBadge;
    badge.setAppBadge = function (count?: number) {
      scope.__badges.push(count ?? 0);
      return set.call(this, count);
    };
    badge.clearAppBadge = function () {
      scope.__badges.push(0);
      return clear.call(this);
    };
  });
  return {
    worker,
    last: () => worker.evaluate(() => (self as unknown as { __badges: number[] }).__badges.at(-1)),
  };
}

/** In the worker: how many windows are in front. */
async function frontWindows(): Promise<number> {
  const { clients } = self as unknown as {
    clients: { matchAll(options: object): Promise<{ focused: boolean }[]> };
  };
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((window) => window.focused).length;
}

/** A push as the sender writes it, for `uid`. */
function payloadFor(
  uid: string,
  id: string,
  text: string,
  messageId: string,
  unread: number,
): PushMessage {
  const path = `/c/messaging/${id}`;
  return {
    web_push: 8030,
    notification: {
      title: 'Friend',
      body: text,
      navigate: `${stack.appUrl}${path}`,
      tag: `messaging:${id}`,
    },
    app_badge: unread,
    mutable: true,
    parley: { v: 2, uid, cid: `messaging:${id}`, path, messageId },
  };
}

it('shows a pushed message once with the badge, and nothing while a window in front shows it', async () => {
  const { user, context, page } = await notifiedUser(browser(), stack);
  try {
    const { conversations } = await seedConversations(stack, user, 1, 1);
    const conversation = conversations[0] as { id: string; name: string };
    const cid = `messaging:${conversation.id}`;
    await listItem(page, conversation.name).waitFor();
    const push = await pushChannel(context, page, stack);
    const badges = await workerBadges(context);

    await push(payloadFor(user.id, conversation.id, 'Pushed hello', 'p1', 4));
    await expect.poll(() => shownNotifications(page, cid)).toHaveLength(1);
    expect((await shownNotifications(page, cid))[0]).toMatchObject({
      title: 'Friend',
      body: 'Pushed hello',
      data: { path: `/c/messaging/${conversation.id}` },
    });
    expect(await badges.last()).toBe(4);
    // The same message again (a tab showed it, or a retry) is not counted twice.
    await push(payloadFor(user.id, conversation.id, 'Pushed hello', 'p1', 4));
    await push(payloadFor(user.id, conversation.id, 'Pushed again', 'p2', 5));
    await expect
      .poll(() => shownNotifications(page, cid))
      .toMatchObject([{ title: 'Friend (2)', body: 'Pushed again' }]);
    expect(await badges.last()).toBe(5);

    // A malformed push shows the app's name only, as Chrome demands something be shown.
    await push('{not json');
    await expect
      .poll(() => shownNotifications(page, 'parley'))
      .toMatchObject([{ title: 'Parley' }]);

    await page.bringToFront();
    await listItem(page, conversation.name).click();
    await expect.poll(() => shownNotifications(page, cid)).toEqual([]);
    // As the worker sees it: a window in front (headless Chromium may take a moment).
    await expect.poll(() => badges.worker.evaluate(frontWindows)).toBe(1);
    await push(payloadFor(user.id, conversation.id, 'Seen already', 'p3', 1));
    await expect.poll(() => badges.last()).toBe(1);
    expect(await shownNotifications(page, cid)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a click on a pushed notification opens its conversation in the window, with no reload', async () => {
  const { user, context, page } = await notifiedUser(browser(), stack);
  try {
    const { conversations } = await seedConversations(stack, user, 1, 1);
    const conversation = conversations[0] as { id: string; name: string; texts: string[] };
    const cid = `messaging:${conversation.id}`;
    await listItem(page, conversation.name).waitFor();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const push = await pushChannel(context, page, stack);
    await push(payloadFor(user.id, conversation.id, 'Open me', 'c1', 1));
    await expect.poll(() => shownNotifications(page, cid)).toHaveLength(1);

    // The worker's own notificationclick handler, given the notification it showed.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async (tag) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        addEventListener(type: string, listener: (event: Event) => void): void;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      // A synthetic event may not wait (waitUntil throws after the handler started its work)
      // nor focus a window: only those two steps are left out.
      scope.addEventListener('error', (event) => event.preventDefault());
      const Click = (self as unknown as { NotificationEvent: typeof Event }).NotificationEvent;
      scope.dispatchEvent(new Click('notificationclick', { notification } as EventInit));
    }, cid);

    const path = `/c/messaging/${conversation.id}`;
    await page.waitForURL(`${stack.appUrl}${path}`);
    await messageWith(page, conversation.texts[0] as string).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
    expect(await shownNotifications(page, cid)).toEqual([]);
  } finally {
    await context.close();
  }
});
