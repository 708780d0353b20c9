/**
 * A session that ends leaves nothing of its user on the device: signing out with no network
 * ends it at once (the servers hear of it when the network is back; signing out everywhere says
 * it needs the network), and a session ended elsewhere is found so and ends here too, with the
 * sign-in page saying why.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  createUser,
  sessionStatus,
  signedInOnList,
  waitForStatus,
  type TestUser,
} from '../support/app.ts';
import { chatUser, seedConversations } from '../support/conversations.ts';
import { expectNothingOfUser, forgetStoredSession, storedSession } from '../support/device.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

async function signedInWithRoom(user: TestUser) {
  const { conversations } = await seedConversations(stack, user, 1, 2);
  return signedInOnList(browser(), stack, user, [conversations[0]?.name as string]);
}

describe('signing out with no network', () => {
  it('ends the session here at once; the servers hear of it when the network is back', async () => {
    const user = await createUser(stack, { first_name: 'Otis', last_name: 'Offline' });
    const { context, page } = await signedInWithRoom(user);
    const { access_token: accessToken } = await storedSession(page);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Security' })
      .click();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('Signing out everywhere needs the network.', { exact: false }).waitFor();
    await screenshots(page, 'sign-out-everywhere-offline');
    expect(page.url()).toMatch(/\/security$/);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
    await expectNothingOfUser(page, user.id);
    // Still standing on the servers while they cannot be told.
    expect(await sessionStatus(stack, accessToken)).toBe(200);
    expect((await chatUser(stack, user.id))?.revoke_tokens_issued_before).toBeFalsy();

    await context.setOffline(false);
    await expect.poll(() => sessionStatus(stack, accessToken), { timeout: 20_000 }).not.toBe(200);
    await expect
      .poll(async () => (await chatUser(stack, user.id))?.revoke_tokens_issued_before)
      .toBeTruthy();
    await context.close();
  }, 90_000);
});

describe('a session ended elsewhere', () => {
  it('is found ended at the next start, leaves nothing behind, and the sign-in page says why', async () => {
    const user = await createUser(stack, { first_name: 'Elsa', last_name: 'Elsewhere' });
    const { context, page } = await signedInWithRoom(user);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    // Signed out everywhere from another device, while this one is away.
    const other = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
    const { error } = await other.auth.signInWithPassword(user);
    expect(error).toBeNull();
    await other.auth.signOut({ scope: 'global' });

    await context.setOffline(false);
    await page.goto(`${stack.appUrl}/`);
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    await page.getByText('your session ended elsewhere', { exact: false }).waitFor();
    await screenshots(page, 'session-ended-elsewhere');
    await expectNothingOfUser(page, user.id);
    await context.close();
  }, 90_000);

  it('says why even when the page that found the session ended closed before it could', async () => {
    const user = await createUser(stack, { first_name: 'Cleo', last_name: 'Closed' });
    const { context, page } = await signedInWithRoom(user);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    // What a page leaves when a reload or a link closes it right after its session was found
    // ended: the session gone from the device, the chat copy not yet.
    await forgetStoredSession(page);

    await page.reload();
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    await page.getByText('your session ended elsewhere', { exact: false }).waitFor();
    await expectNothingOfUser(page, user.id);
    await context.close();
  }, 90_000);

  it('takes the messages that waited with it, and says how many', async () => {
    const { sender, channelId, context, page } = await outbox.senderOffline(browser(), 'Una');
    await outbox.sendQueued(page, `never sent ${randomUUID()}`);
    const other = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
    await other.auth.signInWithPassword(sender);
    await other.auth.signOut({ scope: 'global' });

    await context.setOffline(false);
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}`);
    await page.waitForURL(/\/sign-in$/, { timeout: 20_000 });
    await page.getByText('1 message waiting on this device was not sent.').waitFor();
    await expectNothingOfUser(page, sender.id);
    expect(await outbox.storedTexts(channelId)).toEqual([]);
    await context.close();
  }, 90_000);
});
