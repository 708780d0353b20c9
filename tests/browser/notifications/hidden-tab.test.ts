/**
 * While Parley is open but out of sight, a message from someone else brings one notification per
 * conversation, as the person chose: none in a muted conversation, one however many tabs are
 * open, closed once the conversation is on screen.
 */
import { expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { listItem } from '../support/app.ts';
import {
  seedConversations,
  serverChat,
  type SeededConversation,
} from '../support/conversations.ts';
import {
  anotherTab,
  notificationsSettled,
  notifiedUser,
  setHidden,
  shownNotifications,
} from './support.ts';

const { stack, browser } = useStackAndBrowser();

it('notifies of a direct message once, counting on, and closes it when the conversation is opened', async () => {
  const { user, context, page } = await notifiedUser(browser(), stack);
  try {
    const { friend, conversations } = await seedConversations(stack, user, 2, 0);
    const direct = conversations[0] as SeededConversation;
    const muted = conversations[1] as SeededConversation;
    const server = serverChat(stack);
    await server.channel('messaging', muted.id).mute({ user_id: user.id });
    await listItem(page, direct.name).waitFor();
    await setHidden(page, true);

    // The muted conversation's message comes first: once the other one shows, it had its turn.
    await server.channel('messaging', muted.id).sendMessage({ text: 'hush', user_id: friend });
    await server.channel('messaging', direct.id).sendMessage({ text: 'Lunch?', user_id: friend });
    const cid = `messaging:${direct.id}`;
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    const [shown] = await shownNotifications(page);
    expect(shown).toMatchObject({
      tag: cid,
      title: 'Friend',
      body: 'Lunch?',
      data: { path: `/c/messaging/${direct.id}` },
    });

    await server.channel('messaging', direct.id).sendMessage({ text: 'At noon', user_id: friend });
    await expect
      .poll(async () => (await shownNotifications(page, cid))[0]?.body)
      .toBe('2 new messages\nAt noon');
    expect(await shownNotifications(page)).toHaveLength(1);

    await setHidden(page, false);
    await listItem(page, direct.name).click();
    await expect.poll(() => shownNotifications(page, cid)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('shows one notification however many tabs hear the message', async () => {
  const { user, context, page } = await notifiedUser(browser(), stack);
  try {
    const second = await anotherTab(context, stack);
    const { friend, conversations } = await seedConversations(stack, user, 1, 0);
    const direct = conversations[0] as { id: string; name: string };
    const cid = `messaging:${direct.id}`;
    for (const tab of [page, second]) {
      await listItem(tab, direct.name).waitFor();
      await setHidden(tab, true);
    }

    await serverChat(stack)
      .channel('messaging', direct.id)
      .sendMessage({ text: 'Both of you?', user_id: friend });
    // Each tab looked at what was shown before showing anything itself.
    for (const tab of [page, second]) {
      await expect
        .poll(() => tab.evaluate((tag) => window.__lookedUp?.includes(tag), cid))
        .toBe(true);
    }
    await notificationsSettled(page);
    expect(await shownNotifications(page, cid)).toHaveLength(1);
    const shownByTabs = await Promise.all(
      [page, second].map((tab) => tab.evaluate(() => window.__shown)),
    );
    expect(shownByTabs.reduce((sum, n) => (sum ?? 0) + (n ?? 0), 0)).toBe(1);
    expect((await shownNotifications(page, cid))[0]?.body).toBe('Both of you?');
  } finally {
    await context.close();
  }
});
