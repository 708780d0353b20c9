/**
 * Two people in two browser contexts talk through the stream-chat-react UI: a message, a
 * reaction and a thread reply travel between them, with typing and read state on the way.
 */
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshots, useBrowser } from './support/browser.ts';
import { createUser, serverChat, signIn, waitForStatus } from './support/app.ts';

const stack = inject('stack');
const browser = useBrowser();

async function openAs(names: { first_name: string; last_name: string }, channelPath: () => string) {
  const user = await createUser(stack, names);
  const context = await newContext(browser());
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
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
    const composer = (page: Page) => page.locator('.str-chat__main-panel textarea').first();
    await composer(ana.page).waitFor();
    await composer(ben.page).waitFor();

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
