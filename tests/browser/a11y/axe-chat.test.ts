/**
 * The accessibility sweep of the chat screens: the conversation list, its search, the new
 * conversation dialog, the reminders list, the threads view, a conversation holding what messages can hold
 * (reactions, a quote, a picture, a file, a poll, a pinned message, the unread notice), a thread,
 * the conversation's details and the offline banner, each at phone and desktop size in the light
 * and the dark scheme, with no serious or critical WCAG 2.2 A/AA violation (axe.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useStackAndBrowser } from '../support/browser.ts';
import { composer, createUser, waitForStatus, type TestUser } from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  serverConversation,
  serverReplies,
} from '../support/conversations.ts';
import { expectAccessible, signedInAt, SIZES } from './axe.ts';

const { stack, browser } = useStackAndBrowser();

interface Conversation {
  id: string;
  name: string;
  /** The message with a thread of replies. */
  threadParent: string;
}

/**
 * A conversation a friend filled: more unread messages than a screen holds (so the unread notice
 * shows), then a question with the reader's reaction and a thread, a quote of it, a picture, a
 * file, a poll and a pinned message. The reader's own message comes first, unread messages after.
 */
async function richConversation(user: TestUser, friend: { id: string; name: string }) {
  const id = `sweep-${randomUUID()}`;
  const name = `Sweep ${id.slice(6, 12)}`;
  const channel = await serverConversation(stack, id, [user.id, friend.id], {
    createdBy: friend.id,
    name,
  });
  const server = serverChat(stack);
  await channel.sendMessage({ text: 'Are we still on for Saturday?', user_id: user.id });
  for (let n = 1; n <= 24; n++) {
    await channel.sendMessage({ text: `Planning note ${n}`, user_id: friend.id });
  }
  const { message: question } = await channel.sendMessage({
    text: 'Which photo should we print? The sweep of the bay, or the lake',
    user_id: friend.id,
  });
  await channel.sendReaction(question.id, { type: 'love', user_id: user.id });
  await serverReplies(channel, question.id, [
    { text: 'The one by the lake', user_id: user.id },
    { text: 'Agreed', user_id: friend.id },
  ]);
  await channel.sendMessage({
    text: 'This one, I think',
    quoted_message_id: question.id,
    user_id: friend.id,
  });
  await channel.sendMessage({
    text: 'Here it is',
    user_id: friend.id,
    attachments: [
      { type: 'image', image_url: `${stack.appUrl}/icons/icon-512.png`, fallback: 'lake.png' },
    ],
  });
  await channel.sendMessage({
    text: 'And the plan',
    user_id: friend.id,
    attachments: [
      {
        type: 'file',
        title: 'itinerary.pdf',
        asset_url: `${stack.appUrl}/robots.txt`,
        mime_type: 'application/pdf',
        file_size: 48_213,
      },
    ],
  });
  const { poll } = await server.createPoll(
    { name: 'Where do we eat?', options: [{ text: 'Pizza' }, { text: 'Soup' }] },
    friend.id,
  );
  await channel.sendMessage({ text: '', poll_id: poll.id, user_id: friend.id });
  const { message: pinned } = await channel.sendMessage({
    text: 'Meet at the station at 8',
    user_id: friend.id,
  });
  await server.pinMessage(pinned.id, null, friend.id);
  // One reminder and one message saved for later, for the reminders list.
  await server.createReminder({
    messageId: pinned.id,
    user_id: user.id,
    remind_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await server.createReminder({ messageId: question.id, user_id: user.id });
  return { id, name, threadParent: question.id };
}

describe.each(SIZES)('chat screens at %s size', (label, size) => {
  let user: TestUser;
  let conversation: Conversation;
  let context: BrowserContext;
  let page: Page;
  // Named so the search finds the person as well as the conversation.
  const friend = { id: `friend-${randomUUID()}`, name: `Sweep Friend ${label}` };

  beforeAll(async () => {
    user = await createUser(stack, { first_name: 'Sweep', last_name: 'Reader' });
    await serverChat(stack).upsertUsers([{ id: user.id, name: 'Sweep Reader' }, friend]);
    conversation = await richConversation(user, friend);
    // More conversations, with unread counts, for the list.
    await seedConversations(stack, user, 2, 2);
    ({ context, page } = await signedInAt(browser(), stack, user, size));
  }, 120_000);

  afterAll(() => context?.close());

  async function openList() {
    await page.goto(`${stack.appUrl}/`);
    await page.locator('.str-chat__channel-list').getByText(conversation.name).waitFor();
  }

  async function openConversation() {
    await page.goto(`${stack.appUrl}/c/messaging/${conversation.id}`);
    await composer(page).waitFor();
  }

  it('the conversation list', async () => {
    await openList();
    await expectAccessible(page, `conversation-list-${label}`);
  }, 60_000);

  it('search, among conversations, people and messages', async () => {
    await openList();
    await page.locator('.str-chat__search-bar__input').fill('Sweep');
    const results = page.locator('.str-chat__search-results');
    await results
      .getByRole('listbox', { name: /channels/i })
      .getByRole('option')
      .first()
      .waitFor();
    await expectAccessible(page, `search-${label}`);
    // One source at a time: its filter button shows its results instead. (People are not among
    // them: users may not search the chat server's users, stream:configure takes search-user.)
    for (const source of ['messages']) {
      await page
        .getByRole('button', { name: new RegExp(`filter button for: ${source}`, 'i') })
        .click();
      await results
        .getByRole('listbox', { name: new RegExp(source, 'i') })
        .getByRole('option')
        .first()
        .waitFor();
      await expectAccessible(page, `search-${source}-${label}`);
    }
  }, 60_000);

  it('new conversation', async () => {
    await openList();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.fill('#user-search-input', friend.name);
    await page.getByRole('checkbox', { name: new RegExp(friend.name) }).check();
    await expectAccessible(page, `new-conversation-${label}`);
  }, 60_000);

  it('reminders', async () => {
    await openList();
    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const list = page.getByRole('list', { name: 'Reminders and saved messages' });
    await list.getByText('Saved for later').waitFor();
    await list.getByText(/^Reminder at /).waitFor();
    await expectAccessible(page, `reminders-${label}`);
  }, 60_000);

  it('a conversation with reactions, a quote, a picture, a file, a poll, a pin and the unread notice', async () => {
    // From the list, as a person opens it: its row holds the unread count the notice starts from.
    await openList();
    await page.locator('.str-chat__channel-list').getByText(conversation.name).click();
    await composer(page).waitFor();
    await page.locator('.str-chat__unread-messages-notification').waitFor();
    const list = page.locator('.str-chat__main-panel .str-chat__message-list');
    await list.locator('.str-chat__message-reactions').first().waitFor();
    await list.locator('.str-chat__quoted-message-preview').first().waitFor();
    await list.locator('.str-chat__poll').waitFor();
    await list.getByText('itinerary.pdf').waitFor();
    await list.locator('.str-chat__message--pinned').waitFor();
    await list
      .locator('img[alt="lake.png"], .str-chat__message-attachment--image img')
      .first()
      .waitFor();
    await expectAccessible(page, `conversation-${label}`);
  }, 60_000);

  it('a thread', async () => {
    await page.goto(
      `${stack.appUrl}/c/messaging/${conversation.id}/thread/${conversation.threadParent}`,
    );
    await page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'Agreed' })
      .waitFor();
    await expectAccessible(page, `thread-${label}`);
  }, 60_000);

  // After the conversation's own tests: opening a thread here marks it read.
  it('the threads view, its list and a thread opened from it', async () => {
    await page.goto(`${stack.appUrl}/threads`);
    const item = page.locator('.str-chat__thread-list-item').first();
    await item.waitFor();
    await expectAccessible(page, `threads-view-${label}`);
    await item.click();
    await page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'Agreed' })
      .waitFor();
    await expectAccessible(page, `threads-view-open-${label}`);
  }, 60_000);

  it('details', async () => {
    await openConversation();
    await page.getByRole('button', { name: 'Details' }).click();
    await page
      .getByRole('dialog', { name: 'Conversation details' })
      .getByText('Members (2)')
      .waitFor();
    await expectAccessible(page, `details-${label}`);
  }, 60_000);

  it('the offline banner', async () => {
    await openConversation();
    await context.setOffline(true);
    try {
      await waitForStatus(page, 'offline');
      await page.locator('.banner-offline').waitFor();
      await expectAccessible(page, `offline-${label}`);
    } finally {
      await context.setOffline(false);
    }
    await waitForStatus(page, 'connected');
  }, 60_000);
});
