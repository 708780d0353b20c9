/**
 * Searching the device's copy of the chat: offline, words are found without their accents, in
 * thread replies too, with a line saying where the results come from, and a result opens its
 * message; online, the device's results and the server's show together, each once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots, useStackAndBrowser } from '../support/browser.ts';
import { createUser, messageWith, signedInOnList, waitForStatus } from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';

const { stack, browser } = useStackAndBrowser();

const TEXTS = ['Coffee at the café at noon?', 'Then crème brûlée for dessert', 'Where do we meet?'];

async function searchMessages(page: Page, query: string) {
  const input = page.getByTestId('search-input');
  await input.fill(query);
  const messagesFilter = page
    .locator('.str-chat__search-results-header__filter-source-button')
    .nth(2);
  if ((await messagesFilter.getAttribute('aria-pressed')) !== 'true') await messagesFilter.click();
}

const results = (page: Page) => page.getByTestId('search-result-message');
const result = (page: Page, text: string) => results(page).filter({ hasText: text });

type Seeded = { friend: string; conversations: SeededConversation[] };

async function withKeptConversation(before: (seeded: Seeded) => Promise<void> = async () => {}) {
  const user = await createUser(stack, { first_name: 'Sol', last_name: 'Searcher' });
  let n = 0;
  const { friend, conversations } = await seedConversations(
    stack,
    user,
    2,
    3,
    () => TEXTS[n++ % 3] as string,
  );
  const [first] = conversations as [SeededConversation];
  const channel = serverChat(stack).channel('messaging', first.id);
  const { messages } = await channel.query({ messages: { limit: 10 } });
  const parent = messages.find((m) => m.text === 'Where do we meet?');
  if (!parent) throw new Error('no parent message');
  await channel.sendMessage({
    text: 'By the fountain, près de la gare',
    parent_id: parent.id,
    user_id: friend,
  });
  await before({ friend, conversations });

  const { context, page } = await signedInOnList(browser(), stack, user, [first.name]);
  // Opening the thread keeps its replies on the device.
  await page.goto(`${stack.appUrl}/c/messaging/${first.id}/thread/${parent.id}`);
  await page
    .locator('.str-chat__thread .str-chat__message-text', { hasText: 'fountain' })
    .waitFor();
  await expect.poll(async () => (await deviceRows(page, user.id, 'replies')).length).toBe(1);
  return { user, context, page, first, parentId: parent.id, conversations };
}

describe('searching on the device', () => {
  it('finds words without their accents and thread replies offline, and opens what it finds', async () => {
    const { context, page, first, parentId } = await withKeptConversation();
    await context.setOffline(true);
    await page.goto(`${stack.appUrl}/`);
    await waitForStatus(page, 'offline');

    await searchMessages(page, 'cafe');
    await expect.poll(() => results(page).count()).toBe(2);
    await result(page, 'café').first().waitFor();
    // Other words typed the moment the first results show: the list, which asks for their next
    // page as it reaches its end, must not keep the new words from being searched.
    await searchMessages(page, 'brulee');
    await result(page, 'crème brûlée').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => results(page).count()).toBe(2);
    await page.getByText('You are offline: these results come from this device.').waitFor();
    await screenshots(page, 'search-offline');

    await searchMessages(page, 'fontain');
    await result(page, 'By the fountain').waitFor();
    await expect(results(page).count()).resolves.toBe(1);
    await result(page, 'By the fountain').click();
    await page.waitForURL(new RegExp(`/c/messaging/${first.id}/thread/${parentId}$`));
    await page
      .locator('.str-chat__thread .str-chat__message-text', { hasText: 'fountain' })
      .waitFor();

    await page.goto(`${stack.appUrl}/`);
    await searchMessages(page, 'dessert');
    const inFirst = result(page, 'dessert').filter({ hasText: first.name });
    await inFirst.click();
    await page.waitForURL(new RegExp(`/c/messaging/${first.id}$`));
    await messageWith(page, 'Then crème brûlée for dessert').waitFor();
    await context.close();
  }, 120_000);

  it('online, shows the device results and the server results each once', async () => {
    const { context, page } = await withKeptConversation(async ({ friend, conversations }) => {
      // An old message the device does not keep: it keeps a conversation's latest 50.
      const [, second] = conversations as [SeededConversation, SeededConversation];
      const channel = serverChat(stack).channel('messaging', second.id);
      await channel.sendMessage({ text: 'An old note on dessert wine', user_id: friend });
      for (let i = 0; i < 50; i++) {
        await channel.sendMessage({ text: `filler ${i}`, user_id: friend });
      }
    });
    await searchMessages(page, 'dessert');
    await result(page, 'dessert wine').waitFor();
    // The server's answer has come in (its footer says all are loaded): each message once.
    await page.getByText('All results loaded').waitFor();
    const texts = await results(page).allInnerTexts();
    expect(texts).toHaveLength(3);
    expect(texts.filter((text) => text.includes('crème brûlée'))).toHaveLength(2);
    await expect(page.getByTestId('search-device-note').count()).resolves.toBe(0);
    await context.close();
  }, 120_000);
});
