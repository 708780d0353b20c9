/**
 * The Notifications section on the profile page: it asks the browser's permission only from the
 * person's click, saves the choices in Supabase (read back here as the person), says in words
 * what to do when the browser refuses, and keeps this device's Web Push subscription in
 * push_subscriptions while notifications are on (gone when turned off and at sign-out).
 * Chromium here reaches no real push service, so PushManager is stood in for in the page: a
 * subscription shaped as a browser gives it (a real P-256 key and auth secret).
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import { adminClient, createUser, signOut, type TestUser } from '../support/app.ts';
import { notificationsSection, signedInPage } from './support.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';

const { stack, browser } = useStackAndBrowser();

interface Asked {
  calls: number;
  /** Whether each call came while the page had the person's activation (a click). */
  activated: boolean[];
}

/** Counts Notification.requestPermission calls; `answer` stands in for the browser's prompt. */
function spyOnPermission(context: BrowserContext, answer?: NotificationPermission) {
  return context.addInitScript((answer) => {
    const asked = { calls: 0, activated: [] as boolean[] };
    (window as unknown as { parleyAsked: typeof asked }).parleyAsked = asked;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (() => {
      asked.calls += 1;
      asked.activated.push(navigator.userActivation.isActive);
      return answer ? Promise.resolve(answer) : ask();
    }) as typeof Notification.requestPermission;
  }, answer);
}

const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { parleyAsked: Asked }).parleyAsked);

/** A subscription as PushSubscription.toJSON() gives it. */
function fakeSubscription() {
  const key = createECDH('prime256v1');
  key.generateKeys();
  return {
    endpoint: `https://push.parley.test/send/${randomUUID()}`,
    expirationTime: null,
    keys: {
      p256dh: key.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/**
 * PushManager stood in for: subscribe gives `json` (or fails as with no push service when
 * `json` is null), and the subscription lasts the tab's session, as a browser's outlives pages.
 */
function standInPushManager(
  context: BrowserContext,
  json: ReturnType<typeof fakeSubscription> | null,
) {
  return context.addInitScript((json) => {
    const KEY = 'parley-test-push';
    const made = (key: number[]) => ({
      endpoint: json?.endpoint ?? '',
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => json,
      unsubscribe: () => {
        sessionStorage.removeItem(KEY);
        sessionStorage.setItem(
          `${KEY}-left`,
          String(Number(sessionStorage.getItem(`${KEY}-left`)) + 1),
        );
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      if (!json)
        return Promise.reject(
          new DOMException('Registration failed - push service error', 'AbortError'),
        );
      const key = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
      sessionStorage.setItem(KEY, JSON.stringify(key));
      return Promise.resolve(made(key) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      const key = sessionStorage.getItem(KEY);
      return Promise.resolve(
        key ? (made(JSON.parse(key) as number[]) as unknown as PushSubscription) : null,
      );
    };
  }, json);
}

const unsubscribed = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('parley-test-push-left')));

async function asUser(user: TestUser) {
  const client = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

async function savedChoices(user: TestUser) {
  const { data, error } = await (
    await asUser(user)
  )
    .from('notification_settings')
    .select('level, show_text')
    .maybeSingle();
  if (error) throw error;
  return data;
}

async function pushRows(user: TestUser) {
  const { data, error } = await adminClient(stack)
    .from('push_subscriptions')
    .select('endpoint, user_id, p256dh, auth')
    .eq('user_id', user.id);
  if (error) throw error;
  return data;
}

/** A new person on the profile page, with the context prepared by `prepare`. */
async function onProfile(prepare: (context: BrowserContext) => Promise<unknown>) {
  const user = await createUser(stack, { first_name: 'Nora', last_name: 'Notified' });
  const context = await newContext(browser());
  await prepare(context);
  const page = await signedInPage(context, stack, user);
  const section = await notificationsSection(page);
  return { user, context, page, section };
}

/** Screenshots of the section itself: kept in view at each size `screenshots` sets. */
async function sectionShots(page: Page, name: string) {
  await page.evaluate(() => {
    const section = document.querySelector('.notification-settings');
    const keep = () => section?.scrollIntoView({ block: 'end' });
    new ResizeObserver(keep).observe(document.documentElement);
    keep();
  });
  await screenshots(page, name);
}

const grant = (context: BrowserContext) =>
  context.grantPermissions(['notifications'], { origin: stack.appUrl });

describe('the Notifications section', () => {
  it('asks the permission only from the click, then saves the choices for every device', async () => {
    const { user, context, page, section } = await onProfile(async (context) => {
      await grant(context);
      await spyOnPermission(context);
      await standInPushManager(context, fakeSubscription());
    });
    const turnOn = section.getByRole('button', { name: 'Turn on notifications' });
    await turnOn.waitFor();
    expect((await asked(page)).calls).toBe(0);
    expect(await savedChoices(user)).toBeNull();

    await turnOn.click();
    const levels = section.getByRole('group', { name: 'Notify me about' });
    await expect
      .poll(() => levels.getByRole('radio', { name: 'Direct messages and mentions' }).isChecked())
      .toBe(true);
    expect(await asked(page)).toEqual({ calls: 1, activated: [true] });
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'direct', show_text: true });
    expect(
      await section.getByRole('switch', { name: 'Show message text in notifications' }).isChecked(),
    ).toBe(true);

    await levels.getByRole('radio', { name: 'All messages' }).check();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'all', show_text: true });
    await section.getByRole('switch', { name: 'Show message text in notifications' }).uncheck();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'all', show_text: false });

    // Another page of the same person reads the same choices (here: after a reload).
    await page.reload();
    const again = page.getByRole('region', { name: 'Notifications' });
    await expect
      .poll(() => again.getByRole('radio', { name: 'All messages' }).isChecked())
      .toBe(true);
    expect(
      await again.getByRole('switch', { name: 'Show message text in notifications' }).isChecked(),
    ).toBe(false);
    expect((await asked(page)).calls).toBe(0);
    await again.getByRole('radio', { name: 'Direct messages and mentions' }).check();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'direct', show_text: false });
    await again.getByRole('switch', { name: 'Show message text in notifications' }).check();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'direct', show_text: true });
    await sectionShots(page, 'notification-settings-on');
    await context.close();
  });

  it('says what to do when the browser refuses, with no button that cannot work', async () => {
    const { user, context, page, section } = await onProfile((context) =>
      spyOnPermission(context, 'denied'),
    );
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await section
      .getByText('Notifications are blocked for Parley in this browser.', { exact: false })
      .waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await section.getByRole('radio').count()).toBe(0);
    expect(await savedChoices(user)).toBeNull();
    expect((await asked(page)).calls).toBe(1);
    await sectionShots(page, 'notification-settings-blocked');
    await context.close();
  });

  it('saves nothing offline, says so, and keeps the saved choice shown', async () => {
    const { user, context, section } = await onProfile(async (context) => {
      await grant(context);
      await standInPushManager(context, fakeSubscription());
    });
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'direct', show_text: true });
    await context.setOffline(true);
    await section.getByText('Saving needs the network. Connect and try again.').waitFor();
    const all = section.getByRole('radio', { name: 'All messages' });
    expect(await all.isDisabled()).toBe(true);
    expect(
      await section.getByRole('radio', { name: 'Direct messages and mentions' }).isChecked(),
    ).toBe(true);
    await context.setOffline(false);
    await all.check();
    await expect.poll(() => savedChoices(user)).toEqual({ level: 'all', show_text: true });
    await context.close();
  });
});

describe("this device's Web Push subscription", () => {
  it('is stored while notifications are on, and removed when they are turned off and at sign-out', async () => {
    const subscription = fakeSubscription();
    const { user, context, page, section } = await onProfile(async (context) => {
      await grant(context);
      await standInPushManager(context, subscription);
    });
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await section
      .getByText('Notifications come to this device, also while Parley is closed.')
      .waitFor();
    const row = {
      endpoint: subscription.endpoint,
      user_id: user.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
    expect(await pushRows(user)).toEqual([row]);

    // click, not check: once saved, the choices give way to the button (nothing left to check).
    await section.getByRole('radio', { name: 'Off' }).click();
    await section.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    await expect.poll(() => pushRows(user)).toEqual([]);
    // The row goes first, then the browser's subscription.
    await expect.poll(() => unsubscribed(page)).toBe(1);

    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect.poll(() => pushRows(user)).toEqual([row]);

    await signOut(page);
    expect(await pushRows(user)).toEqual([]);
    expect(await unsubscribed(page)).toBe(2);
    await context.close();
  });

  it('failing (no push service) leaves notifications on while Parley is open, said once in words', async () => {
    const { user, context, section } = await onProfile(async (context) => {
      await grant(context);
      await standInPushManager(context, null);
    });
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await section
      .getByText('On this device, notifications show while Parley is open', { exact: false })
      .waitFor();
    expect(await savedChoices(user)).toEqual({ level: 'direct', show_text: true });
    expect(await pushRows(user)).toEqual([]);
    expect(await section.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
