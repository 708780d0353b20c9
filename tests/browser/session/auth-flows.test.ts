/**
 * The signed-out screens end to end in Chromium against the embedded stack: sign-up (profile and
 * chat identity), the "User" fallback, password recovery through the mailbox, TOTP and guests.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { newContext, PHONE, screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  adminClient,
  connectPayload,
  countChatSockets,
  createUser,
  signedInUser,
  signIn,
  signInConnected,
  signOut,
  TEST_PASSWORD,
  waitForStatus,
} from '../support/app.ts';
import { chatUser } from '../support/conversations.ts';
import { storedSession } from '../support/device.ts';
import { repoRoot } from '../../support/stack.ts';

const { stack, browser } = useStackAndBrowser();

describe('sign-up', () => {
  it('creates the profile and the chat user with the right name and picture', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = `signup-${randomUUID()}@parley.local`;
    await page.goto(`${stack.appUrl}/sign-up`);
    // Inline validation keeps what was typed and says what is wrong.
    await page.fill('#field-firstName', 'Nadia');
    await page.fill('#field-email', 'nadia@');
    await page.click('button[type=submit]');
    await expect(page.locator('#field-lastName-error').textContent()).resolves.toBe(
      'Enter your last name.',
    );
    await expect(page.locator('#field-email-error').textContent()).resolves.toMatch(
      /like name@example.com/,
    );
    await expect(page.inputValue('#field-firstName')).resolves.toBe('Nadia');
    await screenshots(page, 'sign-up-errors');

    await page.fill('#field-lastName', 'Kovacs');
    await page.fill('#field-email', email);
    await page.fill('#field-password', TEST_PASSWORD);
    await screenshots(page, 'sign-up');
    await page.click('button[type=submit]');
    await waitForStatus(page, 'connected');

    const userId = (await storedSession(page)).user.id;
    expect(userId).toBeTruthy();
    const admin = adminClient(stack);
    const { data: row } = await admin
      .from('user_profiles')
      .select('first_name,last_name,profile_picture_url')
      .eq('user_id', userId)
      .single();
    expect(row).toEqual({ first_name: 'Nadia', last_name: 'Kovacs', profile_picture_url: null });
    const before = await chatUser(stack, userId as string);
    expect(before?.name).toBe('Nadia Kovacs');
    expect(before?.image).toBeUndefined();

    // The picture: uploaded to Storage, saved on the profile, pushed to the chat identity.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.setInputFiles('input[type=file]', path.join(repoRoot, 'public/icons/icon-512.png'));
    await page.getByText('Picture saved.').waitFor();
    const { data: saved } = await admin
      .from('user_profiles')
      .select('profile_picture_url')
      .eq('user_id', userId)
      .single();
    const url = saved?.profile_picture_url as string;
    expect(url.startsWith(`${stack.supabaseUrl}/storage/v1/object/public/avatars/${userId}/`)).toBe(
      true,
    );
    const picture = await fetch(url);
    expect(picture.ok).toBe(true);
    expect(picture.headers.get('content-type')).toMatch(/^image\/(webp|png)/);
    await expect
      .poll(async () => (await chatUser(stack, userId as string))?.image, { timeout: 10_000 })
      .toBe(url);
    // The header's identity changed without a reload.
    await page.waitForSelector(`.app-identity img[src="${url}"]`);
    await screenshots(page, 'profile');
    await context.close();
  }, 90_000);

  it('shows "User" for a profile without a first name', async () => {
    const user = await createUser(stack, { first_name: null, last_name: 'Rivera' });
    const context = await newContext(browser());
    const page = await context.newPage();
    const sockets = countChatSockets(page, stack);
    await signInConnected(page, stack, user);
    await expect(page.locator('.app-identity').getAttribute('title')).resolves.toBe('User Rivera');
    expect(sockets.urls.map((url) => connectPayload(url).user_details.name)).toEqual([
      'User Rivera',
    ]);
    await expect
      .poll(async () => (await chatUser(stack, user.id))?.name, { timeout: 10_000 })
      .toBe('User Rivera');
    await context.close();
  }, 60_000);
});

describe('password recovery', () => {
  it('resets the password through the mailbox link', async () => {
    const user = await createUser(stack);
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/sign-in`);
    await screenshots(page, 'sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.fill('#field-email', user.email);
    await screenshots(page, 'forgot-password');
    await page.click('button[type=submit]');
    await page.getByRole('status').filter({ hasText: user.email }).waitFor();

    const mailbox = await fetch(
      `${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(user.email)}`,
      { headers: { 'x-mailbox-key': stack.mailboxKey } },
    );
    const { messages } = (await mailbox.json()) as { messages: { links: { url: string }[] }[] };
    const link = messages[0]?.links[0]?.url;
    expect(link).toContain('type=recovery');
    await page.goto(link as string);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshots(page, 'reset-password');
    await page.fill('#field-password', 'brand-new-pass-1');
    await page.fill('#field-confirm', 'brand-new-pass-2');
    await page.click('button[type=submit]');
    await expect(page.locator('#field-confirm-error').textContent()).resolves.toBe(
      'The two passwords are different.',
    );
    await page.fill('#field-confirm', 'brand-new-pass-1');
    await page.click('button[type=submit]');
    await waitForStatus(page, 'connected');

    await signOut(page);
    await signIn(page, stack, { email: user.email, password: TEST_PASSWORD });
    await page.locator('.form-error').filter({ hasText: 'do not match' }).waitFor();
    await page.fill('#field-password', 'brand-new-pass-1');
    await page.click('button[type=submit]');
    await waitForStatus(page, 'connected');
    await context.close();
  }, 90_000);
});

describe('two-step verification', () => {
  it('enrolls TOTP, signs out, and signs in again through the challenge', async () => {
    const { user, context, page } = await signedInUser(browser(), stack);
    await page.goto(`${stack.appUrl}/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await screenshots(page, 'security-enroll');
    const totp = new TOTP({ secret });
    await page.fill('#field-code', totp.generate());
    await page.click('button[type=submit]');
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    await screenshots(page, 'security');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
    const sockets = countChatSockets(page, stack);
    await signIn(page, stack, user);
    await page.waitForURL(/\/mfa$/);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await screenshots(page, 'mfa-challenge');
    // No chat connection until the second factor is verified, and the password-only (aal1)
    // session opens nothing behind the screen either: no chat token, no profile.
    expect(sockets.count()).toBe(0);
    await page.goto(`${stack.appUrl}/`);
    await page.waitForURL(/\/mfa$/);
    const refused = await page.evaluate(
      async ({ supabaseUrl, anonKey, session }) => {
        const bearer = { authorization: `Bearer ${session.access_token}` };
        const token = await fetch('/api/stream-token', { headers: bearer });
        const profile = await fetch(
          `${supabaseUrl}/rest/v1/user_profiles?select=first_name&user_id=eq.${session.user?.id}`,
          { headers: { ...bearer, apikey: anonKey } },
        );
        return {
          token: token.status,
          error: (await token.json()).error,
          profile: await profile.json(),
        };
      },
      {
        supabaseUrl: stack.supabaseUrl,
        anonKey: stack.supabaseAnonKey,
        session: await storedSession(page),
      },
    );
    expect(refused).toEqual({ token: 403, error: 'aal2_required', profile: [] });
    expect(sockets.count()).toBe(0);
    await page.fill('#field-code', '000000');
    await page.click('button[type=submit]');
    await page.locator('.form-error').waitFor();
    await page.fill('#field-code', totp.generate());
    await page.click('button[type=submit]');
    await waitForStatus(page, 'connected');
    expect(sockets.count()).toBe(1);
    await context.close();
  }, 90_000);
});

describe('guests', () => {
  it('continues as a guest and later adds an email and password', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await waitForStatus(page, 'connected');
    await expect(page.locator('.app-identity').getAttribute('title')).resolves.toBe('User ');
    await page.goto(`${stack.appUrl}/profile`);
    const email = `guest-${randomUUID()}@parley.local`;
    await page.locator('form[aria-labelledby="guest-title"] #field-email').fill(email);
    await page.locator('form[aria-labelledby="guest-title"] #field-password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByText('You can now sign in with your email and password').waitFor();
    await signOut(page);
    await signInConnected(page, stack, { email, password: TEST_PASSWORD });
    await context.close();
  }, 90_000);
});
