/**
 * Signing out with messages waiting to be sent: the app asks first, then either keeps them and
 * the session, signs out without them, or signs out by itself once each went out.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, inject } from 'vitest';
import { screenshots, useBrowser } from './support/browser.ts';
import * as outbox from './support/offline-send.ts';

const stack = inject('stack');
const browser = useBrowser();

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
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Security' })
      .click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out once they are sent' }).click();
    await page
      .getByText('You will be signed out once the waiting messages are sent.')
      .first()
      .waitFor();
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
});
