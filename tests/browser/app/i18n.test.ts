/**
 * The UI follows the browser's language: a German and a Japanese Chromium get the sign-in page,
 * the app's own screens and stream-chat-react's UI in their language, `<html lang>` to match,
 * only their own catalogue fetched, and never a glimpse of English while the page starts; and
 * the translation library's advertisement (i18next's, for Locize) never reaches the console.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, PHONE, screenshots, useStackAndBrowser } from '../support/browser.ts';
import { composer, createUser, submitSignIn, waitForStatus } from '../support/app.ts';
import { serverConversation } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

interface Expected {
  locale: string;
  lang: string;
  signInTitle: string;
  guestButton: string;
  connected: string;
  profileLink: string;
  composerPlaceholder: string;
  offlineBanner: RegExp;
}

const GERMAN: Expected = {
  locale: 'de-DE',
  lang: 'de',
  signInTitle: 'Anmelden',
  guestButton: 'Als Gast fortfahren',
  connected: 'Verbunden',
  profileLink: 'Profil',
  composerPlaceholder: 'Nachricht senden',
  offlineBanner: /^Du bist offline: /,
};

const JAPANESE: Expected = {
  locale: 'ja-JP',
  lang: 'ja',
  signInTitle: 'ログイン',
  guestButton: 'ゲストとして続ける',
  connected: '接続済み',
  profileLink: 'プロフィール',
  composerPlaceholder: 'メッセージを送る',
  offlineBanner: /^オフラインです。/,
};

/** Every text the page's main heading ever showed, recorded from the first parsed byte on. */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    const note = () => {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { headings: string[] }).headings);
}

/** The chunks of the app's own catalogues this page fetched (not the SDK's i18n-* chunks). */
function catalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(de|es|fr|hi|it|ja|ko|nl|pt|ru|tr)-[\w-]+\.js$/.test(file)) seen.push(file);
  });
  return seen;
}

async function checkLanguage(expected: Expected) {
  const user = await createUser(stack, { first_name: 'Lena', last_name: 'Lang' });
  const alice = stack.demoUsers[0]?.id as string;
  const channelId = `i18n-${randomUUID()}`;
  await serverConversation(stack, channelId, [{ id: user.id, name: 'Lena Lang' }, alice], {
    name: 'Sprache',
  });

  const context = await newContext(browser(), PHONE, expected.locale);
  const page = await context.newPage();
  const headings = await recordHeadings(page);
  const catalogues = catalogueRequests(page);
  const consoleTexts: string[] = [];
  page.on('console', (message) => consoleTexts.push(message.text()));

  await page.goto(`${stack.appUrl}/sign-in`);
  await page.getByRole('heading', { name: expected.signInTitle }).waitFor();
  await page.getByRole('button', { name: expected.guestButton }).waitFor();
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe(expected.lang);
  // The page starts in its language: English never showed, not even for a frame.
  expect(await headings()).toEqual([expected.signInTitle]);
  await screenshots(page, `i18n-${expected.lang}-sign-in`);

  // A form check speaks the language too.
  await page.click('button[type=submit]');
  await expect(page.locator('#field-email-error').textContent()).resolves.not.toMatch(
    /^Enter your email/,
  );

  await submitSignIn(page, user);
  await waitForStatus(page, 'connected');
  await expect(page.locator('.status-pill').innerText()).resolves.toBe(expected.connected);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: expected.profileLink, exact: true })
    .waitFor();

  await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
  await composer(page).waitFor();
  await expect(composer(page).getAttribute('placeholder')).resolves.toBe(
    expected.composerPlaceholder,
  );
  await screenshots(page, `i18n-${expected.lang}-chat`);

  await context.setOffline(true);
  await waitForStatus(page, 'offline');
  await expect(page.locator('.banner-offline').innerText()).resolves.toMatch(
    expected.offlineBanner,
  );
  await context.setOffline(false);
  await waitForStatus(page, 'connected');

  // Only this language's catalogue was fetched (once per page load).
  expect(new Set(catalogues.map((file) => file.split('-')[0]))).toEqual(new Set([expected.lang]));
  expect(consoleTexts.filter((text) => /locize/i.test(text))).toEqual([]);
  await context.close();
}

describe('the UI in the browser language', () => {
  it('German: sign-in page, app screens and chat UI, with no English first', async () => {
    await checkLanguage(GERMAN);
  }, 90_000);

  it('Japanese: sign-in page, app screens and chat UI, with no English first', async () => {
    await checkLanguage(JAPANESE);
  }, 90_000);
});
