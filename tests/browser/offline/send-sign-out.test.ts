/**
 * Signing out with messages waiting to be sent: the app asks first, then either keeps them and
 * the session, signs out without them, or signs out by itself once each went out. That plan fails
 * closed: a message the chat server refuses counts as settled (shown with its reason, and named
 * on the sign-in page), whether a tab or the service worker met the refusal.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots, useStackAndBrowser } from '../support/browser.ts';
import { serverChat } from '../support/conversations.ts';
import { expectNothingOfUser, storedSession } from '../support/device.ts';
import { sessionStatus } from '../support/app.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

/** Security → Sign out → "Sign out once they are sent", and the banner that says it waits. */
async function planSignOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Security' })
    .click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out once they are sent' }).click();
  await page.locator('.banner', { hasText: 'You will be signed out once' }).waitFor();
}

/**
 * A sender offline with a message waiting, a sign-out planned for once it is sent, and its
 * conversation frozen meanwhile: the chat server will refuse the message.
 */
async function plannedThenRefused(first: string) {
  const opened = await outbox.senderOffline(browser(), first);
  const text = `refused while signing out ${randomUUID()}`;
  await outbox.sendQueued(opened.page, text);
  await planSignOut(opened.page);
  await serverChat(stack).channel('messaging', opened.channelId).update({ frozen: true });
  return { ...opened, text };
}

describe('signing out with messages waiting', () => {
  it('sign-out with messages waiting asks first: stay signed in keeps them, discard signs out without them', async () => {
    const { sender, context, page } = await outbox.senderOffline(browser(), 'Sig');
    const text = `waiting at sign-out ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    // Back online but the chat server still out of reach (for the service worker too): signing
    // out needs only the auth server.
    await context.route(`${stack.chatUrl}/**`, (route) => route.abort('connectionrefused'));
    await context.routeWebSocket(
      (url) => url.href.startsWith(outbox.chatWs),
      (ws) => void ws.close({ code: 4000, reason: 'unreachable' }),
    );
    await context.setOffline(false);
    const security = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Security',
    });
    await security.click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByText('Messages you wrote are still waiting to be sent.').waitFor();
    await screenshots(page, 'sign-out-with-waiting-messages');
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    expect(await outbox.pendingSendIds(page, sender.id)).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Discard them and sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await outbox.expectNoChatData(page, sender.id);
    await context.close();
  }, 90_000);

  it('sign-out once they are sent: signed in while they wait, then signed out by itself after each went once', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Sue');
    const text = `sent before signing out ${randomUUID()}`;
    await outbox.sendQueued(page, text);
    await planSignOut(page);
    await screenshots(page, 'sign-out-once-sent');
    // Still signed in, the message still waiting, while the network is away.
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/security$/);
    expect(await outbox.pendingSendIds(page, sender.id)).toHaveLength(1);

    await context.setOffline(false);
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    expect((await outbox.storedTexts(channelId)).filter((t) => t === text)).toEqual([text]);
    await outbox.expectNoChatData(page, sender.id);
    await context.close();
  }, 90_000);

  it('a refusal met in the tab counts as settled: shown with its reason, then the sign-out', async () => {
    const { sender, channelId, context, page, text } = await plannedThenRefused('Ren');
    // The banner says it on every screen, the conversation's too.
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await page.locator('.banner', { hasText: 'You will be signed out once' }).waitFor();

    await context.setOffline(false);
    await outbox
      .messageWith(page, text)
      .getByText('Not sent: you cannot post in this conversation.')
      .waitFor();
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    await page
      .getByText('You were signed out, as you asked, once your messages were sent.')
      .waitFor();
    await page.getByText('Not sent: you cannot post in this conversation.').waitFor();
    await screenshots(page, 'signed-out-once-sent');
    await expectNothingOfUser(page, sender.id);
    expect(await outbox.storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);

  it('a refusal the service worker meets with no tab open: it signs out by itself', async () => {
    const { sender, channelId, context, page, text } = await plannedThenRefused('Wyn');
    const { access_token: accessToken } = await storedSession(page);
    await outbox.expectBackgroundDelivery(page);
    const later = await outbox.closeAppTab(context, page);

    await context.setOffline(false);
    // The worker's sign-out reaches the auth server: the session's refresh token is gone.
    await expect.poll(() => sessionStatus(stack, accessToken), { timeout: 30_000 }).not.toBe(200);
    await later.goto(`${stack.appUrl}/`);
    await later.waitForURL(/\/sign-in$/);
    await later.getByText('Not sent: you cannot post in this conversation.').waitFor();
    await expectNothingOfUser(later, sender.id);
    expect(await outbox.storedTexts(channelId)).not.toContain(text);
    await context.close();
  }, 90_000);
});
