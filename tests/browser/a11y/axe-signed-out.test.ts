/**
 * The accessibility sweep of the screens before the chat: sign-in, sign-up (with its inline
 * errors), the password's recovery (the request and the new password), the two-step challenge,
 * the page for an unknown address and the update prompt (over the sign-in page, then over the
 * conversation list), each at phone and desktop size in the light and the dark scheme, with no
 * serious or critical WCAG 2.2 A/AA violation (axe.ts).
 */
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOTP } from 'otpauth';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  createUser,
  signIn,
  submitSignIn,
  startUsing,
  waitForServiceWorkerControl,
  waitForStatus,
  type TestUser,
} from '../support/app.ts';
import { checkForUpdate, usePrivateApp } from '../support/private-build.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { expectAccessible, SIZES } from './axe.ts';

const { stack, browser } = useStackAndBrowser();

type Size = (typeof SIZES)[number][1];

/** A page of a new signed-out context of the size; the context closes after `use`. */
async function onPage(size: Size, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser(), size);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Asks for the recovery mail from the app's own form, as a person does. */
async function requestRecovery(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${stack.appUrl}/forgot-password`);
  await page.fill('#field-email', user.email);
  await page.click('button[type=submit]');
  await page.getByRole('status').filter({ hasText: user.email }).waitFor();
}

async function recoveryLink(user: TestUser): Promise<string> {
  const mailbox = await fetch(
    `${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(user.email)}`,
    { headers: { 'x-mailbox-key': stack.mailboxKey } },
  );
  const { messages } = (await mailbox.json()) as { messages: { links: { url: string }[] }[] };
  const link = messages[0]?.links[0]?.url;
  if (!link) throw new Error(`no recovery mail for ${user.email}`);
  return link;
}

/** Enrols and verifies a TOTP factor for the user through supabase-js, as the security page does. */
async function withTotp(user: TestUser): Promise<void> {
  const supabase = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
  const signedIn = await supabase.auth.signInWithPassword(user);
  if (signedIn.error) throw signedIn.error;
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: new TOTP({ secret: enrolled.data.totp.secret }).generate(),
  });
  if (verified.error) throw verified.error;
}

describe.each(SIZES)('signed-out screens at %s size', (label, size) => {
  it('sign-in', async () => {
    await onPage(size, async (page) => {
      await page.goto(`${stack.appUrl}/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expectAccessible(page, `sign-in-${label}`);
    });
  }, 60_000);

  it('sign-up, with the errors of a half-filled form', async () => {
    await onPage(size, async (page) => {
      await page.goto(`${stack.appUrl}/sign-up`);
      await page.fill('#field-firstName', 'Nadia');
      await page.fill('#field-email', 'nadia@');
      await page.click('button[type=submit]');
      await page.locator('#field-lastName-error').waitFor();
      await expectAccessible(page, `sign-up-${label}`);
    });
  }, 60_000);

  it('forgot password, before and after sending the link', async () => {
    const user = await createUser(stack);
    await onPage(size, async (page) => {
      await page.goto(`${stack.appUrl}/forgot-password`);
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await expectAccessible(page, `forgot-password-${label}`);
      await requestRecovery(page, user);
      await expectAccessible(page, `forgot-password-sent-${label}`);
    });
  }, 60_000);

  it('reset password, with the error of two different passwords', async () => {
    const user = await createUser(stack);
    await onPage(size, async (page) => {
      await requestRecovery(page, user);
      await page.goto(await recoveryLink(user));
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.fill('#field-password', 'brand-new-pass-1');
      await page.fill('#field-confirm', 'brand-new-pass-2');
      await page.click('button[type=submit]');
      await page.locator('#field-confirm-error').waitFor();
      await expectAccessible(page, `reset-password-${label}`);
    });
  }, 60_000);

  it('two-step challenge, with the error of a wrong code', async () => {
    const user = await createUser(stack);
    await withTotp(user);
    await onPage(size, async (page) => {
      await signIn(page, stack, user);
      await page.waitForURL(/\/mfa$/);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await expectAccessible(page, `mfa-challenge-${label}`);
      await page.fill('#field-code', '000000');
      await page.click('button[type=submit]');
      await page.locator('.form-error').waitFor();
      await expectAccessible(page, `mfa-challenge-error-${label}`);
    });
  }, 60_000);

  it('not found', async () => {
    await onPage(size, async (page) => {
      await page.goto(`${stack.appUrl}/no/such/place`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await expectAccessible(page, `not-found-${label}`);
    });
  }, 60_000);
});

describe('the update prompt', () => {
  // A build of its own, whose service worker changes: no other test's origin sees the update.
  const app = usePrivateApp(stack);

  it.each(SIZES)(
    'at %s size',
    async (label, size) => {
      await onPage(size, async (page) => {
        await page.goto(`${app().url}/sign-in`);
        await startUsing(page);
        await waitForServiceWorkerControl(page);
        // A new version: a service worker whose bytes differ from the one this context installed.
        app().deployNewVersion();
        const prompt = await checkForUpdate(page);
        await prompt.waitFor();
        await expectAccessible(page, `update-prompt-${label}`);
        // Over the signed-in pages too (the phone's tab bar), until the person answers it.
        await submitSignIn(page, await createUser(stack));
        await waitForStatus(page, 'connected');
        await page.locator('.str-chat__channel-list').waitFor();
        await prompt.waitFor();
        await expectAccessible(page, `update-prompt-signed-in-${label}`);
      });
    },
    90_000,
  );
});
