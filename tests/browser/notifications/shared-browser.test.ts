/**
 * One browser, two people: Alice turns notifications on and signs out, and her sign-out does not
 * go as planned (the row delete answers 401, as with a token that expired while the laptop
 * slept; or the browser fails to drop the subscription as well). Bob signs in on the same
 * browser and turns notifications on. Then Carol writes to each of them: no notification ever
 * shows Alice's words, nothing is pushed to her old subscription (her session ended), and Bob's
 * own pushes arrive. Chromium here reaches no real push service: PushManager is stood in for
 * with subscriptions of this test's own push service (tests/support/push-service.ts), and what
 * arrives there for the subscription this browser holds is handed to the worker as the browser
 * would (DevTools' deliverPushMessage).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import { createUser, signOut, type TestUser } from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';
import { notificationsSection, pushChannel, shownNotifications, signedInPage } from './support.ts';
import { startPushService, type PushService } from '../../support/push-service.ts';

const { stack, browser } = useStackAndBrowser();
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
});

/**
 * PushManager stood in for, in every page of the context: each subscribe takes the next of the
 * given subscriptions, which stays the browser's until dropped (in localStorage, as a browser's
 * outlives its pages). While `parley-test-push-stuck` is set, dropping it fails.
 */
function standInPushManager(
  context: BrowserContext,
  subscriptions: ReturnType<PushService['subscribe']>[],
) {
  return context.addInitScript((subscriptions) => {
    const CURRENT = 'parley-test-push';
    const made = ({ index, key }: { index: number; key: number[] }) => {
      const json = subscriptions[index];
      return {
        endpoint: json?.endpoint ?? '',
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
        toJSON: () => json,
        unsubscribe: () => {
          if (localStorage.getItem('parley-test-push-stuck')) {
            return Promise.reject(new DOMException('Unsubscribe failed', 'AbortError'));
          }
          localStorage.removeItem(CURRENT);
          return Promise.resolve(true);
        },
      };
    };
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const index = Number(localStorage.getItem('parley-test-push-next'));
      localStorage.setItem('parley-test-push-next', String(index + 1));
      const key = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
      localStorage.setItem(CURRENT, JSON.stringify({ index, key }));
      return Promise.resolve(made({ index, key }) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      const current = localStorage.getItem(CURRENT);
      return Promise.resolve(
        current ? (made(JSON.parse(current)) as unknown as PushSubscription) : null,
      );
    };
  }, subscriptions);
}

/** The endpoint of the subscription the browser holds now, if any. */
const heldEndpoint = (page: Page, endpoints: string[]) =>
  page.evaluate((endpoints) => {
    const current = localStorage.getItem('parley-test-push');
    return current ? (endpoints[(JSON.parse(current) as { index: number }).index] ?? null) : null;
  }, endpoints);

async function turnOnNotifications(context: BrowserContext, user: TestUser): Promise<Page> {
  const page = await signedInPage(context, stack, user);
  const section = await notificationsSection(page);
  await section.getByRole('button', { name: 'Turn on notifications' }).click();
  await section
    .getByText('Notifications come to this device, also while Parley is closed.')
    .waitFor();
  return page;
}

describe('a browser that two people use, one after the other', () => {
  it.each<[string, boolean]>([
    ['whose row delete answers 401 at sign-out', false],
    ['whose subscription the browser also fails to drop', true],
  ])(
    'never shows the first person’s messages to the second, %s, and brings the second their own',
    async (_, stuck) => {
      const subscriptions = [service.subscribe(), service.subscribe(), service.subscribe()];
      const endpoints = subscriptions.map((subscription) => subscription.endpoint);
      const alice = await createUser(stack, { first_name: 'Alice', last_name: 'Before' });
      const bob = await createUser(stack, { first_name: 'Bob', last_name: 'After' });
      const context = await newContext(browser());
      await context.grantPermissions(['notifications'], { origin: stack.appUrl });
      await standInPushManager(context, subscriptions);
      try {
        const alicesPage = await turnOnNotifications(context, alice);
        const alicesEndpoint = await heldEndpoint(alicesPage, endpoints);
        expect(alicesEndpoint).toBe(endpoints[0]);

        await alicesPage.route(`${stack.supabaseUrl}/rest/v1/push_subscriptions**`, (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({ status: 401, json: { code: 'PGRST301', message: 'JWT expired' } })
            : route.fallback(),
        );
        if (stuck) {
          await alicesPage.evaluate(() => localStorage.setItem('parley-test-push-stuck', '1'));
        }
        await signOut(alicesPage);
        await alicesPage.evaluate(() => localStorage.removeItem('parley-test-push-stuck'));
        await alicesPage.close();

        const page = await turnOnNotifications(context, bob);
        const bobsEndpoint = await heldEndpoint(page, endpoints);
        expect(bobsEndpoint).not.toBe(alicesEndpoint);

        const carol = { id: `carol-${randomUUID()}`, name: 'Carol Writer' };
        const toAlice = await serverConversation(stack, `dm-${randomUUID()}`, [carol, alice.id]);
        const toBob = await serverConversation(stack, `dm-${randomUUID()}`, [carol.id, bob.id]);
        const before = service.pushes.length;
        await toAlice.sendMessage({ text: 'Alice, the door code is 4711', user_id: carol.id });
        await toBob.sendMessage({ text: 'Bob, welcome aboard', user_id: carol.id });
        await service.waitFor(before + 1, 10_000);
        // Anything more for this pair of messages has arrived by now.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const arrived = service.pushes.slice(before);
        expect(arrived.map((push) => push.endpoint)).toEqual([bobsEndpoint]);

        const push = await pushChannel(context, page, stack);
        for (const received of arrived) {
          if (received.endpoint === (await heldEndpoint(page, endpoints))) {
            await push(received.payload);
          }
        }
        const bobsTag = toBob.cid;
        await expect
          .poll(() => shownNotifications(page, bobsTag))
          .toMatchObject([{ body: 'Bob, welcome aboard' }]);
        const everything = await shownNotifications(page);
        expect(JSON.stringify(everything)).not.toContain('door code');
      } finally {
        await context.close();
      }
    },
    // Two people sign in and turn notifications on in turn, then a push is awaited: on two busy
    // cores that alone can take the default 30 s.
    60_000,
  );
});
