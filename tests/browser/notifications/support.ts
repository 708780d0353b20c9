/**
 * What the notification tests share: a signed-in person whose browser allows notifications and
 * whose page records its badge calls, a page made hidden (Playwright's pages are always visible),
 * and the notifications the service worker's registration lists.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { NOTIFICATIONS_LOCK } from '../../../src/core/notifications/notifications-lock.ts';
import { newContext } from '../support/browser.ts';
import {
  type TestUser,
  adminClient,
  createUser,
  startSignedInConnected,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../support/app.ts';

declare global {
  interface Window {
    /** Every badge the page set, in order (0 for a clear). */
    __badges?: number[];
    /** How many notifications this page showed. */
    __shown?: number;
    /** Tags this page looked up before showing. */
    __lookedUp?: string[];
  }
}

/** Records the page's badge and notification calls, from before the app's first script. */
function recordCalls(): void {
  // about:blank, where a page starts, has none of these.
  if (typeof ServiceWorkerRegistration === 'undefined' || !('setAppBadge' in navigator)) return;
  window.__badges = [];
  window.__shown = 0;
  window.__lookedUp = [];
  const setBadge = Navigator.prototype.setAppBadge;
  const clearBadge = Navigator.prototype.clearAppBadge;
  Navigator.prototype.setAppBadge = function (count?: number) {
    window.__badges?.push(count ?? 0);
    return setBadge.call(this, count);
  };
  Navigator.prototype.clearAppBadge = function () {
    window.__badges?.push(0);
    return clearBadge.call(this);
  };
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (...args) {
    window.__shown = (window.__shown ?? 0) + 1;
    return show.apply(this, args);
  };
  const list = ServiceWorkerRegistration.prototype.getNotifications;
  ServiceWorkerRegistration.prototype.getNotifications = function (filter) {
    if (filter?.tag) window.__lookedUp?.push(filter.tag);
    return list.call(this, filter);
  };
}

export async function chooseNotifications(
  stack: StackFile,
  userId: string,
  level: 'direct' | 'all' | 'off',
): Promise<void> {
  const { error } = await adminClient(stack)
    .from('notification_settings')
    .upsert({ user_id: userId, level, show_text: true });
  if (error) throw new Error(error.message);
}

/** A context that allows notifications and records badge calls in each of its pages. */
export async function notifyingContext(browser: Browser, stack: StackFile) {
  const context = await newContext(browser);
  await context.grantPermissions(['notifications'], { origin: stack.appUrl });
  await context.addInitScript(recordCalls);
  return context;
}

/** A page of `context` signed in as `user`, connected, under the service worker's control. */
export async function signedInPage(
  context: BrowserContext,
  stack: StackFile,
  user: TestUser,
): Promise<Page> {
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  await waitForServiceWorkerControl(page);
  return page;
}

/** The profile page's Notifications section, reached through the navigation. */
export async function notificationsSection(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.waitFor();
  return section;
}

/** Another tab of a context already signed in, connected. */
export async function anotherTab(context: BrowserContext, stack: StackFile): Promise<Page> {
  const page = await context.newPage();
  await page.goto(stack.appUrl);
  await waitForStatus(page, 'connected');
  return page;
}

/** Resolves once no tab of the page's origin holds the notifications' lock. */
export async function notificationsSettled(page: Page): Promise<void> {
  await page.evaluate((lock) => navigator.locks.request(lock, () => undefined), NOTIFICATIONS_LOCK);
}

/** A new user with notifications on at `level`, signed in on a page that records its calls. */
export async function notifiedUser(
  browser: Browser,
  stack: StackFile,
  level: 'direct' | 'all' | 'off' = 'direct',
) {
  const user = await createUser(stack);
  await chooseNotifications(stack, user.id, level);
  const context = await notifyingContext(browser, stack);
  const page = await signedInPage(context, stack, user);
  return { user, context, page };
}

/** The last badge the page set (0 for a clear), or null before any. */
export function lastBadge(page: Page): Promise<number | null> {
  return page.evaluate(() => window.__badges?.at(-1) ?? null);
}

/** Makes the page hidden or visible as a switch of tabs would, visibilitychange included. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { path?: string; count?: number };
}

/**
 * The notifications the app's registration shows now, of one conversation or all. Read under the
 * lock the app's shows hold (core/notifications/notifications-lock.ts): Chromium drops a
 * notification that a list meets while it is being shown.
 */
export function shownNotifications(page: Page, tag?: string): Promise<ShownNotification[]> {
  return page.evaluate(
    async ({ lock, only }) =>
      await navigator.locks.request(lock, async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const list = (await registration?.getNotifications(only ? { tag: only } : undefined)) ?? [];
        return list.map(({ title, body, tag, data }) => ({
          title,
          body,
          tag,
          data: data as { path?: string; count?: number },
        }));
      }),
    { lock: NOTIFICATIONS_LOCK, only: tag },
  );
}

/** Hands the worker pushes as the browser would after decrypting them. */
export async function pushChannel(context: BrowserContext, page: Page, stack: StackFile) {
  const session = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(stack.appUrl) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  const id = await registrationId;
  return (payload: unknown) =>
    session.send('ServiceWorker.deliverPushMessage', {
      origin: stack.appUrl,
      registrationId: id,
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
}
