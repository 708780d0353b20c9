/**
 * The icon's badge and the tab's title count the conversations with unread messages: the chat
 * server's count online, the device copy's offline, nothing once signed out.
 */
import { expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { createUser, listItem, signOut, waitForStatus } from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import { lastBadge, notifyingContext, signedInPage } from './support.ts';

const { stack, browser } = useStackAndBrowser();

it('shows the server’s count of unread conversations, less as they are read, none at sign-out', async () => {
  const user = await createUser(stack);
  const { friend, conversations } = await seedConversations(stack, user, 2, 0);
  const first = conversations[0] as SeededConversation;
  const second = conversations[1] as SeededConversation;
  const context = await notifyingContext(browser(), stack);
  try {
    const page = await signedInPage(context, stack, user);
    await listItem(page, first.name).waitFor();
    await expect.poll(() => lastBadge(page)).toBe(0);

    const server = serverChat(stack);
    await server.channel('messaging', first.id).sendMessage({ text: 'one', user_id: friend });
    await server.channel('messaging', first.id).sendMessage({ text: 'two', user_id: friend });
    await server.channel('messaging', second.id).sendMessage({ text: 'three', user_id: friend });
    await expect.poll(() => lastBadge(page)).toBe(2);
    await expect.poll(() => page.title()).toMatch(/^\(2\) Parley/);

    await listItem(page, first.name).click();
    await expect.poll(() => lastBadge(page)).toBe(1);
    await listItem(page, second.name).click();
    await expect.poll(() => lastBadge(page)).toBe(0);
    await expect.poll(() => page.title()).toMatch(/^Parley/);

    await server.channel('messaging', first.id).sendMessage({ text: 'four', user_id: friend });
    await expect.poll(() => lastBadge(page)).toBe(1);
    await expect.poll(() => page.title()).toMatch(/^\(1\) Parley/);

    await signOut(page);
    await expect.poll(() => lastBadge(page)).toBe(0);
    await expect.poll(() => page.title()).toMatch(/^Parley/);
  } finally {
    await context.close();
  }
});

it('starting offline, shows the count of the conversations saved on the device', async () => {
  const user = await createUser(stack);
  await seedConversations(stack, user, 3, 2);
  const context = await notifyingContext(browser(), stack);
  try {
    const page = await signedInPage(context, stack, user);
    await expect.poll(() => lastBadge(page)).toBe(3);

    await context.setOffline(true);
    await page.reload();
    await waitForStatus(page, 'offline');
    await expect.poll(() => lastBadge(page)).toBe(3);
    await expect.poll(() => page.title()).toMatch(/^\(3\) Parley/);
  } finally {
    await context.close();
  }
});
