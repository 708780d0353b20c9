/**
 * Deep links opened while signed out in Chromium against the embedded stack: after
 * signing in with a password, through the TOTP challenge, as a guest or by signing up, the
 * visitor lands on the address they opened, not on `/`. A return path that would leave the app
 * is never followed. Also the build-time sign-in page (scripts/vite-plugins/prerender-sign-in.ts): the app
 * takes it over without painting it again, and a submit made before the app has loaded still
 * signs in.
 */
import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  TEST_PASSWORD,
  createUser,
  signIn,
  signOut,
  submitSignIn,
  startUsing,
  toast,
  waitForStatus,
  type TestUser,
  signedInUser,
} from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

/** A channel the user is a member of, with one message that has a thread reply. */
async function channelWithThread(user: TestUser) {
  const id = `deep-${randomUUID().slice(0, 8)}`;
  const name = `Deep link ${id}`;
  const channel = await serverConversation(stack, id, [{ id: user.id, name: 'Deep Linker' }], {
    name,
  });
  const { message } = await channel.sendMessage({ text: 'Start of the thread', user_id: user.id });
  await channel.sendMessage({
    text: 'A reply in the thread',
    parent_id: message.id,
    user_id: user.id,
  });
  return {
    id,
    name,
    path: `/c/messaging/${id}`,
    threadPath: `/c/messaging/${id}/thread/${message.id}`,
  };
}

async function openSignedOut(page: Page, path: string) {
  await page.goto(`${stack.appUrl}${path}`);
  await page.waitForURL(/\/sign-in$/);
}

/** Enrolls and verifies a TOTP factor for `user` through supabase-js, as the security page does. */
async function withTotp(user: TestUser): Promise<TOTP> {
  const supabase = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
  const signedIn = await supabase.auth.signInWithPassword(user);
  if (signedIn.error) throw signedIn.error;
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const totp = new TOTP({ secret: enrolled.data.totp.secret });
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
  return totp;
}

describe('deep links opened while signed out', () => {
  it('open the channel after a password sign-in', async () => {
    const user = await createUser(stack);
    const room = await channelWithThread(user);
    const context = await newContext(browser());
    const page = await context.newPage();
    await openSignedOut(page, room.path);
    await submitSignIn(page, user);
    await page.waitForURL(`${stack.appUrl}${room.path}`);
    await page.locator('.str-chat__channel-header', { hasText: room.name }).waitFor();
    await waitForStatus(page, 'connected');

    // Used once: signing out and in again opens the conversations, not the old link.
    await signOut(page);
    await submitSignIn(page, user);
    await page.locator('.str-chat__channel-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }, 90_000);

  it('open the thread after the TOTP challenge, also when the sign-in page was reloaded', async () => {
    const user = await createUser(stack);
    const room = await channelWithThread(user);
    const totp = await withTotp(user);
    const context = await newContext(browser());
    const page = await context.newPage();
    await openSignedOut(page, room.threadPath);
    await page.reload();
    await submitSignIn(page, user);
    await page.waitForURL(/\/mfa$/);
    await page.fill('#field-code', totp.generate());
    await page.click('button[type=submit]');
    await page.waitForURL(`${stack.appUrl}${room.threadPath}`);
    await page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'A reply in the thread' })
      .waitFor();
    await context.close();
  }, 90_000);

  it('open the page after continuing as a guest, or after signing up', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openSignedOut(page, '/profile');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(`${stack.appUrl}/profile`);
    await waitForStatus(page, 'connected');
    await context.close();

    const other = await newContext(browser());
    const signUp = await other.newPage();
    await openSignedOut(signUp, '/security');
    await signUp.getByRole('link', { name: 'Create an account' }).click();
    await signUp.waitForURL(/\/sign-up$/);
    await signUp.fill('#field-firstName', 'Dee');
    await signUp.fill('#field-lastName', 'Link');
    await signUp.fill('#field-email', `deep-${randomUUID()}@parley.local`);
    await signUp.fill('#field-password', TEST_PASSWORD);
    await signUp.click('button[type=submit]');
    await signUp.waitForURL(`${stack.appUrl}/security`);
    await waitForStatus(signUp, 'connected');
    await other.close();
  }, 90_000);

  it('say so when the linked conversation does not exist, then show the list', async () => {
    const user = await createUser(stack);
    const context = await newContext(browser());
    const page = await context.newPage();
    await openSignedOut(page, `/c/messaging/gone-${randomUUID().slice(0, 8)}`);
    await submitSignIn(page, user);
    await toast(
      page,
      'That conversation does not exist, or you are not one of its members.',
    ).waitFor();
    await page.locator('.str-chat__channel-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }, 90_000);

  it('never follow a stored return path that leaves the app', async () => {
    const user = await createUser(stack);
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.addInitScript(() => {
      if (location.pathname === '/sign-in') {
        sessionStorage.setItem('parley-return-path', '//evil.example/c/messaging/general');
      }
    });
    await signIn(page, stack, user);
    await page.locator('.str-chat__channel-list').waitFor();
    expect(page.url()).toBe(`${stack.appUrl}/`);
    await context.close();
  }, 60_000);
});

/** Whether the page has fetched a chunk whose file name starts so (run in the page). */
const fetched = (chunk: string): boolean =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${chunk}`));

describe('the build-time sign-in page', () => {
  it.each(['/sign-in', '/', '/c/messaging/general'])(
    'at %s, is taken over by the app without being painted again',
    async (path) => {
      const context = await newContext(browser());
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Counts children the root loses: the app replacing the page instead of hydrating it.
      await page.addInitScript(() => {
        const removed = { count: 0 };
        Object.assign(window, { removedFromRoot: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            if (target.id === 'root') removed.count += record.removedNodes.length;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${stack.appUrl}${path}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      // The app has started once the auth client is loaded (it needs the app's session store): the
      // chunk of core/supabase/auth-js-client.ts.
      await page.waitForFunction(fetched, 'auth-js-client-');
      const paints = await page.evaluate(async () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        lcp: await new Promise<number[]>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(list.getEntries().map((e) => e.startTime)),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
        removed: (window as unknown as { removedFromRoot: { count: number } }).removedFromRoot
          .count,
      }));
      expect(paints.removed).toBe(0);
      // The largest paint is the first one: nothing larger came with the app.
      expect(paints.lcp).toEqual([paints.fcp]);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('fetches the chat screen and installs the service worker once the visitor starts to sign in, not while the page loads', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const chatScreenFetched = () => page.evaluate(fetched, 'chat-screen-');
    const workerRegistered = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    await page.goto(`${stack.appUrl}/sign-in`);
    // The app has started (see above).
    await page.waitForFunction(fetched, 'auth-js-client-');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(await chatScreenFetched()).toBe(false);
    expect(await workerRegistered()).toBe(false);

    await startUsing(page);
    await expect.poll(chatScreenFetched).toBe(true);
    await expect.poll(workerRegistered).toBe(true);
    await context.close();
  }, 60_000);

  it('never shows a signed-in visitor the sign-in form, even at /sign-in', async () => {
    const { context, page } = await signedInUser(browser(), stack);
    await page.addInitScript(() => {
      const seen = { form: false };
      Object.assign(window, { signInFormSeen: seen });
      new MutationObserver(() => {
        if (document.getElementById('auth-title')) seen.form = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stack.appUrl}/sign-in`);
    await page.waitForURL(`${stack.appUrl}/`);
    await page.locator('.str-chat__channel-list').waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { signInFormSeen: { form: boolean } }).signInFormSeen.form,
    );
    expect(seen).toBe(false);
    await context.close();
  }, 60_000);

  it('signs in with a submit made before the app has loaded', async () => {
    const user = await createUser(stack);
    const context = await newContext(browser());
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await signIn(page, stack, user);
    // Held, not sent natively (that would be a GET with the password in the address).
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.locator('.str-chat__channel-list').waitFor();
    await waitForStatus(page, 'connected');
    await context.close();
  }, 60_000);
});
