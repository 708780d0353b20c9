/**
 * Two people in two browser contexts talk through the stream-chat-react UI: a message, a
 * reaction and a thread reply travel between them, with typing and read state on the way. A
 * newcomer finds people to start conversations with: by name only those who chose to be
 * findable, anyone by their exact e-mail address, and no one before searching.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import { adminClient, composer, createUser, startSignedInConnected } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

async function openAs(names: { first_name: string; last_name: string }, channelPath: () => string) {
  const user = await createUser(stack, names);
  const context = await newContext(browser());
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  return { user, page, context, open: () => page.goto(`${stack.appUrl}${channelPath()}`) };
}

function message(page: Page, text: string) {
  return page.locator('.str-chat__message', {
    has: page.locator('.str-chat__message-text', { hasText: text }),
  });
}

describe('a conversation between two people', () => {
  it('exchanges a message, a reaction and a thread reply, with typing and read state', async () => {
    let channelId = '';
    const ana = await openAs(
      { first_name: 'Ana', last_name: 'Lopez' },
      () => `/c/messaging/${channelId}`,
    );
    const ben = await openAs(
      { first_name: 'Ben', last_name: 'Weiss' },
      () => `/c/messaging/${channelId}`,
    );
    channelId = `talk-${randomUUID()}`;
    await serverChat(stack)
      .channel('messaging', channelId, {
        members: [ana.user.id, ben.user.id],
        created_by_id: ana.user.id,
      })
      .create();
    await ana.open();
    await ben.open();
    await composer(ana.page).waitFor();
    await composer(ben.page).waitFor();
    // Each sees the other there, whoever opened the conversation first: both conversations are
    // live, so what one does reaches the other.
    for (const page of [ana.page, ben.page]) {
      await page
        .locator('.str-chat__channel-header__data__subtitle', { hasText: 'Online' })
        .waitFor();
    }

    // Ana types: Ben sees her typing.
    await composer(ana.page).pressSequentially('Hello Ben', { delay: 40 });
    await ben.page
      .locator('.str-chat__typing-indicator-header__text', { hasText: 'Ana Lopez' })
      .waitFor();
    await ana.page.keyboard.press('Enter');
    await message(ben.page, 'Hello Ben').waitFor();
    // Ben has the channel open, so it is read: Ana's message shows it.
    await ana.page.locator('.str-chat__message-status-read-by').waitFor();
    await screenshots(ben.page, 'chat-channel');

    // Ben reacts: Ana sees the reaction.
    await message(ben.page, 'Hello Ben').hover();
    await message(ben.page, 'Hello Ben')
      .getByRole('button', { name: 'Open Reaction Selector' })
      .click();
    await ben.page.locator('.str-chat__reaction-selector button').first().click();
    await message(ana.page, 'Hello Ben').locator('.str-chat__message-reactions').waitFor();

    // Ben replies in a thread: Ana sees the reply count and the reply.
    await message(ben.page, 'Hello Ben').hover();
    await message(ben.page, 'Hello Ben').getByRole('button', { name: 'Open Thread' }).click();
    await ben.page.waitForURL(/\/thread\//);
    const threadComposer = ben.page.locator('.str-chat__thread textarea').first();
    await threadComposer.fill('Replying in a thread');
    await threadComposer.press('Enter');
    await screenshots(ben.page, 'chat-thread');
    const replies = message(ana.page, 'Hello Ben').locator(
      '.str-chat__message-replies-count-button',
    );
    await replies.waitFor();
    await replies.click();
    await ana.page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'Replying in a thread' })
      .waitFor();
    await ana.page.waitForURL(/\/thread\//);

    // The thread deep link opens the same thread after a reload.
    await ana.page.reload();
    await ana.page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'Replying in a thread' })
      .waitFor();
    await ana.context.close();
    await ben.context.close();
  }, 120_000);
});

describe('starting and managing conversations', () => {
  it('starts a direct conversation and a named group, then manages the group from its details', async () => {
    const suffix = randomUUID().slice(0, 8);
    const cara = await openAs({ first_name: 'Cara', last_name: `Vale ${suffix}` }, () => '/');
    const dev = await createUser(stack, { first_name: 'Dev', last_name: `Rao ${suffix}` });
    const eli = await createUser(stack, { first_name: 'Eli', last_name: `Moss ${suffix}` });
    // Never chose to be findable: found by their exact e-mail only, never by name.
    const fay = await createUser(stack, { first_name: 'Fay', last_name: `Hill ${suffix}` });
    // Found by name only because they chose to be findable.
    await adminClient(stack)
      .from('user_profiles')
      .update({ findable: true })
      .in('user_id', [dev.id, eli.id]);
    // Chat users exist once they connected or were created; create the two on the server.
    await serverChat(stack).upsertUsers([
      { id: dev.id, name: `Dev Rao ${suffix}` },
      { id: eli.id, name: `Eli Moss ${suffix}` },
    ]);
    const page = cara.page;
    await page.locator('.str-chat__channel-list').waitFor();

    // The picker lists no one unfindable: by name only those who chose to be findable, and no
    // one at all to a newcomer who has not searched (no list of the deployment).
    await page.getByRole('button', { name: 'New conversation' }).click();
    const people = page.getByRole('list', { name: 'People' });
    await page.fill('#user-search-input', suffix);
    await people.getByRole('checkbox', { name: new RegExp(`Eli Moss ${suffix}`) }).waitFor();
    await expect(people.getByRole('checkbox').count()).resolves.toBe(2);
    await expect(people.getByText(`Fay Hill ${suffix}`).count()).resolves.toBe(0);
    await page.fill('#user-search-input', '');
    await people.getByRole('checkbox').first().waitFor({ state: 'detached' });
    await page.fill('#user-search-input', fay.email);
    await people.getByRole('checkbox', { name: new RegExp(`Fay Hill ${suffix}`) }).waitFor();

    // Direct: one person, no name.
    await page.fill('#user-search-input', suffix);
    await page.getByRole('checkbox', { name: new RegExp(`Dev Rao ${suffix}`) }).check();
    await screenshots(page, 'new-conversation');
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await page.waitForURL(/\/c\/messaging\/!members-/);
    await page.locator('.str-chat__main-panel textarea').first().fill('Hi Dev');
    await page.keyboard.press('Enter');
    await message(page, 'Hi Dev').waitFor();

    // Group: a name and two people.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.fill('#user-search-input', suffix);
    await page.getByRole('checkbox', { name: new RegExp(`Dev Rao ${suffix}`) }).check();
    await page.getByRole('checkbox', { name: new RegExp(`Eli Moss ${suffix}`) }).check();
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Give the group a name so everyone recognises it.').waitFor();
    await page.fill('#group-name', `Plans ${suffix}`);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.locator('.str-chat__channel-header', { hasText: `Plans ${suffix}` }).waitFor();
    const groupId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');

    // Details: make Dev a moderator, remove Eli, mute and pin for oneself.
    await page.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Conversation details' });
    await details.getByText('Members (3)').waitFor();
    await screenshots(page, 'channel-details');
    const devRow = details.locator('li.member', { hasText: `Dev Rao ${suffix}` });
    await devRow.getByRole('button', { name: 'Make moderator' }).click();
    await devRow.locator('.tag', { hasText: 'Moderator' }).waitFor();
    await details
      .locator('li.member', { hasText: `Eli Moss ${suffix}` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await details.getByText('Members (2)').waitFor();
    await details.getByRole('button', { name: 'Mute' }).click();
    await details.getByRole('button', { name: 'Unmute' }).waitFor();
    await details.getByRole('button', { name: 'Pin to top' }).click();
    await details.getByRole('button', { name: 'Unpin' }).waitFor();

    const server = serverChat(stack).channel('messaging', groupId);
    const state = await server.query({ members: { limit: 10 } });
    const members = state.members.map((m) => [
      m.user_id,
      m.is_moderator === true || m.channel_role === 'channel_moderator',
    ]);
    expect(Object.fromEntries(members)).toEqual({
      [cara.user.id]: expect.any(Boolean),
      [dev.id]: true,
    });
    await cara.context.close();
  }, 120_000);
});
