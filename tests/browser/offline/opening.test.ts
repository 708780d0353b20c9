/**
 * A conversation opened from the device is brought up to date once the socket is up. When that
 * update fails on its way (the network gone a moment, the server busy), the conversation stays
 * open with what the device holds and its composer, never an error in its place, and the update
 * is tried again; when the server refuses it, the page says so in words.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import {
  composer,
  createUser,
  listItem,
  messageWith,
  startSignedInConnected,
} from '../support/app.ts';
import {
  serverChat,
  seedConversations,
  type SeededConversation,
} from '../support/conversations.ts';
import { deviceMessagesOf } from '../support/device.ts';

const { stack, browser } = useStackAndBrowser();

const MAIN_PANEL = '.str-chat__main-panel';

/** A person signed in with one conversation saved on the device, its history with it. */
async function savedConversation() {
  const user = await createUser(stack, { first_name: 'Opal', last_name: 'Opener' });
  const { friend, conversations } = await seedConversations(stack, user, 1, 3);
  const room = conversations[0] as SeededConversation;
  const context = await newContext(browser());
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  await listItem(page, room.name).waitFor();
  await expect
    .poll(async () => (await deviceMessagesOf(page, user.id, `messaging:${room.id}`)).length)
    .toBe(room.texts.length);
  return { user, friend, room, context, page };
}

it('an update that fails on its way leaves the conversation open from the device, then brings it up to date', async () => {
  const { friend, room, context, page } = await savedConversation();
  // The conversation's update fails as if the network dropped on the way: its own watch, and
  // the list's query, which would otherwise bring it up to date first as often as not.
  const watch = `/channels/messaging/${room.id}/query`;
  const update = (url: URL) => url.pathname === watch || url.pathname === '/channels';
  let failedWatches = 0;
  await page.route(update, async (route) => {
    if (route.request().url().includes(watch)) failedWatches += 1;
    await route.abort('internetdisconnected');
  });
  const later = `written while the update failed ${randomUUID()}`;
  await serverChat(stack)
    .channel('messaging', room.id)
    .sendMessage({ text: later, user_id: friend });

  await page.goto(`${stack.appUrl}/c/messaging/${room.id}`);
  await expect.poll(() => failedWatches).toBeGreaterThan(0);
  const panel = page.locator(MAIN_PANEL);
  await messageWith(page, room.texts.at(-1) as string, panel).waitFor();
  await composer(page).waitFor();
  expect(await page.getByText('Network Error').count()).toBe(0);
  await composer(page).fill('still writing');

  await page.unroute(update);
  await messageWith(page, later, panel).waitFor({ timeout: 20_000 });
  expect(await composer(page).inputValue()).toBe('still writing');
  await context.close();
}, 60_000);

it('a conversation saved on the device that its person was removed from says so in words in its place', async () => {
  const { user, room, context, page: first } = await savedConversation();
  // Removed while the app was closed (an open app hears of it and lets the conversation go).
  await first.close();
  await serverChat(stack).channel('messaging', room.id).removeMembers([user.id]);
  const page = await context.newPage();
  // The list's query and the device copy's catch-up stay away, so the conversation opens from
  // the device and asks for itself.
  await page.route(
    (url) => url.pathname === '/channels' || url.pathname === '/sync',
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto(`${stack.appUrl}/c/messaging/${room.id}`);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation
    .getByRole('alert')
    .filter({ hasText: 'That conversation does not exist, or you are not one of its members.' })
    .waitFor();
  expect(await page.getByText(/^Error:/).count()).toBe(0);
  // A phone shows no list beside it: the way back is right there.
  await conversation.getByRole('link', { name: 'Go to your conversations' }).click();
  await page.waitForURL(`${stack.appUrl}/`);
  await context.close();
});
