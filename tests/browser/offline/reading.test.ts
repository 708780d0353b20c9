/**
 * Reading offline: conversations and their recent history come from the device, with no
 * network and with the chat server stopped; a return brings exactly what the server holds;
 * signing out, or another person signing in, leaves none of it behind.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, screenshots, useStackAndBrowser } from '../support/browser.ts';
import {
  chatWsUrl,
  createUser,
  listItem,
  messageWith,
  signedInOnList,
  signInConnected,
  signOut,
  toast,
  waitForStatus,
} from '../support/app.ts';
import {
  serverChat,
  serverMessages,
  seedConversations,
  type SeededConversation,
} from '../support/conversations.ts';
import {
  deviceMessagesOf,
  deviceRows,
  forgetStoredSession,
  unreadOnDevice,
  type DeviceMessage,
} from '../support/device.ts';

const { stack, browser } = useStackAndBrowser();

/** The open conversation's message list (not a thread's). */
const MESSAGE_LIST = '.str-chat__main-panel .str-chat__message-list';

async function signedInWithConversations(count = 3, messages = 3) {
  const user = await createUser(stack, { first_name: 'Rhea', last_name: 'Reader' });
  const made = await seedConversations(stack, user, count, messages);
  const names = made.conversations.map((conversation) => conversation.name);
  const { context, page } = await signedInOnList(browser(), stack, user, names);
  return { user, context, page, ...made };
}

/** The device's chat database names in this browser profile. */
function chatDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('parley-chat-')),
  );
}

/** Message id → text, or "deleted": what the device's copy and the server must agree on. */
function textsById(messages: DeviceMessage[]): Record<string, string> {
  return Object.fromEntries(
    messages.map((m) => [m.id, m.type === 'deleted' ? 'deleted' : (m.text ?? '')]),
  );
}

/** Whether the message with this text lies within the open conversation's visible list. */
function inList(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    ({ wanted, selector }) => {
      const list = document.querySelector(selector);
      const node = [...(list?.querySelectorAll('.str-chat__message-text') ?? [])].find((n) =>
        n.textContent?.includes(wanted),
      );
      if (!list || !node) return false;
      const box = list.getBoundingClientRect();
      const at = node.getBoundingClientRect();
      return at.top >= box.top && at.bottom <= box.bottom;
    },
    { wanted: text, selector: MESSAGE_LIST },
  );
}

async function offlineReload(context: BrowserContext, page: Page, path = '/') {
  await context.setOffline(true);
  await page.goto(`${stack.appUrl}${path}`);
}

describe('reading with no network', () => {
  it('starts offline with the conversation list, opens a conversation with its history and follows a link to one', async () => {
    const { context, page, conversations: made } = await signedInWithConversations();
    const [first, second] = made as [SeededConversation, SeededConversation];
    await offlineReload(context, page);
    await waitForStatus(page, 'offline');
    await page.getByText('You are offline: showing what is saved on this device.').waitFor();
    for (const conversation of made) await listItem(page, conversation.name).waitFor();
    await screenshots(page, 'offline-list');

    await listItem(page, first.name).click();
    for (const text of first.texts) await messageWith(page, text).waitFor();
    await page.waitForURL(new RegExp(`/c/messaging/${first.id}$`));
    await screenshots(page, 'offline-conversation');

    await page.goto(`${stack.appUrl}/c/messaging/${second.id}`);
    for (const text of second.texts) await messageWith(page, text).waitFor();

    await page.goto(`${stack.appUrl}/c/messaging/never-saved-${randomUUID()}`);
    await toast(page, 'That conversation is not saved on this device.').waitFor();
    await page.waitForURL(`${stack.appUrl}/`);
    await context.close();
  }, 90_000);

  it('opens a thread read before, from a link and from its conversation', async () => {
    const { user, friend, context, page, conversations: made } = await signedInWithConversations(1);
    const [conversation] = made as [SeededConversation];
    const channel = serverChat(stack).channel('messaging', conversation.id);
    const { message: parent } = await channel.sendMessage({
      text: 'Where do we meet?',
      user_id: friend,
    });
    for (const text of ['At the station', 'Platform 4']) {
      await channel.sendMessage({ text, parent_id: parent.id, user_id: friend });
    }
    const threadPath = `/c/messaging/${conversation.id}/thread/${parent.id}`;
    const reply = (text: string) =>
      page.locator('.str-chat__thread .str-chat__message-text', { hasText: text });
    await page.goto(`${stack.appUrl}${threadPath}`);
    await reply('Platform 4').waitFor();
    await expect
      .poll(async () =>
        (
          await deviceRows<{ message: { text?: string } }>(page, user.id, 'replies', {
            index: 'parentId',
            key: parent.id,
          })
        )
          .map((r) => r.message.text)
          .sort(),
      )
      .toEqual(['At the station', 'Platform 4']);

    await offlineReload(context, page, threadPath);
    await waitForStatus(page, 'offline');
    await reply('At the station').waitFor();
    await reply('Platform 4').waitFor();
    await screenshots(page, 'offline-thread');

    await page.goto(`${stack.appUrl}/c/messaging/${conversation.id}`);
    await messageWith(page, 'Where do we meet?').waitFor();
    await expect(reply('Platform 4').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /2 replies/i }).click();
    await reply('At the station').waitFor();
    await reply('Platform 4').waitFor();
    await context.close();
  }, 90_000);

  it('opens a long conversation at its newest message, with all its saved history above it', async () => {
    const { user, context, page, conversations: made } = await signedInWithConversations(1, 30);
    const [conversation] = made as [SeededConversation];
    const newest = conversation.texts.at(-1) as string;
    const oldest = conversation.texts[0] as string;
    // Read once online, so none is unread (the SDK's unread separator would need them all).
    await listItem(page, conversation.name).click();
    await messageWith(page, newest).waitFor();
    await expect.poll(() => unreadOnDevice(page, user.id, `messaging:${conversation.id}`)).toBe(0);
    await offlineReload(context, page);
    await waitForStatus(page, 'offline');
    // What the first frame with messages held: the newest one, at the bottom of the list.
    const firstFrame = page.evaluate(
      ({ text, selector }) =>
        new Promise<{ newest: boolean; gap: number }>((resolve) => {
          const look = () => {
            const list = document.querySelector(selector);
            const texts = list?.querySelectorAll('.str-chat__message-text') ?? [];
            if (!list || texts.length === 0) return requestAnimationFrame(look);
            resolve({
              newest: [...texts].some((node) => node.textContent?.includes(text)),
              gap: list.scrollHeight - list.scrollTop - list.clientHeight,
            });
          };
          requestAnimationFrame(look);
        }),
      { text: newest, selector: MESSAGE_LIST },
    );
    await listItem(page, conversation.name).click();
    const frame = await firstFrame;
    expect(frame.newest).toBe(true);
    expect(frame.gap).toBeLessThan(2);

    // The saved messages give way to the chat's own conversation, which opens at the newest too.
    await page.locator('.str-chat__main-panel .str-chat__message-composer').waitFor();
    await expect.poll(() => page.locator('.saved-conversation').count()).toBe(0);
    const shown = page.locator('.str-chat__main-panel .str-chat__message-text');
    await expect.poll(() => shown.count()).toBe(30);
    const gap = () =>
      page.evaluate((selector) => {
        const list = document.querySelector(selector);
        return list ? list.scrollHeight - list.scrollTop - list.clientHeight : -1;
      }, MESSAGE_LIST);
    // Settled at the newest: the SDK pins its list to the bottom again as late layout moves it
    // (its settle pass), so a look between two of those can find it a few pixels off.
    await expect.poll(async () => (await gap()) < 2 && (await inList(page, newest))).toBe(true);
    await page.evaluate((selector) => {
      document.querySelector(selector)?.scrollTo({ top: 0 });
    }, MESSAGE_LIST);
    await expect.poll(() => inList(page, oldest)).toBe(true);
    await context.close();
  }, 90_000);

  it('shows the saved conversations while the chat server is stopped', async () => {
    const { context, page, conversations: made } = await signedInWithConversations(2);
    const [first] = made as [SeededConversation];
    await page.route(`${stack.chatUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.routeWebSocket(
      (url) => url.href.startsWith(chatWsUrl(stack)),
      (ws) => void ws.close({ code: 4000, reason: 'stopped' }),
    );
    await page.reload();
    for (const conversation of made) await listItem(page, conversation.name).waitFor();
    await listItem(page, first.name).click();
    for (const text of first.texts) await messageWith(page, text).waitFor();
    await context.close();
  }, 90_000);

  it('catches up on return: sent, edited, deleted and reacted-to messages match the server', async () => {
    const { user, friend, context, page, conversations: made } = await signedInWithConversations(1);
    const [conversation] = made as [SeededConversation];
    const cid = `messaging:${conversation.id}`;
    await page.goto(`${stack.appUrl}/c/messaging/${conversation.id}`);
    for (const text of conversation.texts) await messageWith(page, text).waitFor();
    await context.setOffline(true);
    await waitForStatus(page, 'offline');

    const server = serverChat(stack);
    const channel = server.channel('messaging', conversation.id);
    const state = await channel.query({ messages: { limit: 10 } });
    const [oldest, middle] = state.messages;
    const { message: added } = await channel.sendMessage({
      text: 'written while away',
      user_id: friend,
    });
    await server.updateMessage({ id: oldest?.id as string, text: 'edited while away' }, friend);
    await server.deleteMessage(middle?.id as string);
    await channel.sendReaction(added.id, { type: 'love', user_id: friend });

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await messageWith(page, 'written while away').waitFor();
    await messageWith(page, 'edited while away').waitFor();
    await expect(messageWith(page, conversation.texts[1] as string).count()).resolves.toBe(0);
    await messageWith(page, 'written while away').locator('.str-chat__message-reactions').waitFor();
    await expect
      .poll(async () => textsById(await deviceMessagesOf(page, user.id, cid)), { timeout: 15_000 })
      .toEqual(textsById(await serverMessages(stack, conversation.id)));
    await context.close();
  }, 90_000);

  it('a conversation read with no network is marked read on the server when the network returns', async () => {
    const { user, context, page, conversations: made } = await signedInWithConversations(1);
    const [conversation] = made as [SeededConversation];
    const serverUnread = async () => {
      const [channel] = await serverChat(stack).queryChannels(
        { id: conversation.id },
        {},
        { user_id: user.id },
      );
      return channel?.state.read[user.id]?.unread_messages;
    };
    await expect(serverUnread()).resolves.toBe(conversation.texts.length);
    await context.setOffline(true);
    await waitForStatus(page, 'offline');
    await listItem(page, conversation.name).click();
    for (const text of conversation.texts) await messageWith(page, text).waitFor();

    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await expect.poll(serverUnread, { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 60_000);

  it('two tabs share the device copy, and each opens offline from it', async () => {
    const { context, page, conversations: made } = await signedInWithConversations(2);
    const second = await context.newPage();
    await second.goto(stack.appUrl);
    for (const conversation of made) await listItem(second, conversation.name).waitFor();
    await context.setOffline(true);
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      for (const conversation of made) await listItem(tab, conversation.name).waitFor();
    }
    await context.close();
  }, 90_000);

  it('keeps working on a device with no conversation to store, and says so', async () => {
    const user = await createUser(stack, { first_name: 'Quinn', last_name: 'Quota' });
    const made = await seedConversations(stack, user, 2, 3);
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(stack.appUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', {
      origin: new URL(stack.appUrl).origin,
      quotaSize: 1,
    });
    await signInConnected(page, stack, user);
    for (const conversation of made.conversations)
      await listItem(page, conversation.name).waitFor();
    await toast(page, 'This device is out of storage space').waitFor();
    await listItem(page, made.conversations[0]?.name as string).click();
    for (const text of made.conversations[0]?.texts ?? []) await messageWith(page, text).waitFor();
    await context.close();
  }, 90_000);
});

describe('leaving nothing behind', () => {
  it('sign-out removes the user’s chat data, and the next person on the browser sees none of it', async () => {
    const { user, context, page, conversations: made } = await signedInWithConversations(1);
    expect(await chatDatabases(page)).toEqual([`parley-chat-${user.id}`]);
    await signOut(page);
    await expect.poll(() => chatDatabases(page)).toEqual([]);

    const next = await createUser(stack, { first_name: 'Nia', last_name: 'Next' });
    await signInConnected(page, stack, next);
    await expect(listItem(page, made[0]?.name as string).count()).resolves.toBe(0);
    await expect.poll(() => chatDatabases(page)).toEqual([`parley-chat-${next.id}`]);
    await context.close();
  }, 90_000);

  it('a second person signing in removes what the first left on the device', async () => {
    const { user, context, page } = await signedInWithConversations(1);
    // The first person closes the tab without signing out; the session is then replaced.
    await forgetStoredSession(page);
    const next = await createUser(stack, { first_name: 'Otto', last_name: 'Other' });
    await signInConnected(page, stack, next);
    await expect.poll(() => chatDatabases(page)).toEqual([`parley-chat-${next.id}`]);
    expect(await chatDatabases(page)).not.toContain(`parley-chat-${user.id}`);
    await context.close();
  }, 90_000);
});
