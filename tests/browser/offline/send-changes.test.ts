/**
 * What else is written offline waits on the device and reaches the server once the connection
 * is back: a draft left in a conversation, a reply in a saved thread, and a reaction, an edit and
 * a deletion.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../support/browser.ts';
import { chooseAction } from '../support/room.ts';
import {
  composer,
  createUser,
  listItem,
  messageMenu,
  toast,
  waitForStatus,
} from '../support/app.ts';
import { serverChat, serverConversation, serverMessages } from '../support/conversations.ts';
import { deviceRows } from '../support/device.ts';
import * as outbox from '../support/offline-send.ts';

const { stack, browser } = useStackAndBrowser();

describe('changes made offline', () => {
  it('a draft left offline in one conversation reaches the server on return and is there at the next start', async () => {
    const sender = await createUser(stack, { first_name: 'Dee', last_name: 'Drafter' });
    const reader = await createUser(stack, { first_name: 'Rae', last_name: 'Reader' });
    const server = serverChat(stack);
    const people = [
      { id: sender.id, name: 'Dee' },
      { id: reader.id, name: 'Rae' },
    ];
    const [draftRoom, otherRoom] = [`draft-${randomUUID()}`, `other-${randomUUID()}`];
    await serverConversation(stack, draftRoom, people, { name: 'Draft room' });
    await serverConversation(stack, otherRoom, people, { name: 'Other room' });
    const { context, page } = await outbox.openChannel(browser(), sender, draftRoom);
    await outbox.goOfflineServed(context, page);

    const text = `half a thought ${randomUUID()}`;
    await composer(page).fill(text);
    await listItem(page, 'Other room').click();
    await page.waitForURL(new RegExp(`/c/messaging/${otherRoom}$`));
    await expect
      .poll(async () =>
        (await deviceRows<{ type: string }>(page, sender.id, 'pendingTasks')).map((t) => t.type),
      )
      .toContain('create-draft');

    const serverDraft = async () => {
      const answer = (await server
        .get(`${server.baseURL}/channels/messaging/${draftRoom}/draft`, { user_id: sender.id })
        .catch(() => null)) as { draft?: { message?: { text?: string } } } | null;
      return answer?.draft?.message?.text;
    };
    expect(await serverDraft()).toBeUndefined();
    await context.setOffline(false);
    await waitForStatus(page, 'connected');
    await expect.poll(serverDraft, { timeout: 15_000 }).toBe(text);

    // Another start of the app (here, a reload) finds it in the conversation's composer.
    await page.goto(`${stack.appUrl}/c/messaging/${draftRoom}`);
    await waitForStatus(page, 'connected');
    await expect.poll(() => composer(page).inputValue()).toBe(text);
    await context.close();
  }, 90_000);

  it('a reply written offline in a saved thread waits there through an offline reload, then goes once', async () => {
    const { sender, reader, channelId, context, page } = await outbox.backOnline(browser(), 'Tia');
    const channel = serverChat(stack).channel('messaging', channelId);
    const { message: parent } = await channel.sendMessage({
      text: `ask me in a thread ${randomUUID()}`,
      user_id: reader.id,
    });
    await channel.sendMessage({
      text: 'an earlier reply',
      parent_id: parent.id,
      user_id: reader.id,
    });
    await page.goto(`${stack.appUrl}/c/messaging/${channelId}/thread/${parent.id}`);
    const inThread = (text: string) =>
      page.locator('.str-chat__thread .str-chat__message', { hasText: text });
    await inThread('an earlier reply').waitFor();
    await expect.poll(async () => (await deviceRows(page, sender.id, 'replies')).length).toBe(1);
    await outbox.goOffline(context, page);

    const reply = `a reply written on the train ${randomUUID()}`;
    const threadComposer = page.locator('.str-chat__thread textarea').first();
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await inThread(reply).getByText('Waiting for network').waitFor();
    await page.reload();
    await inThread('an earlier reply').waitFor();
    await inThread(reply).getByText('Waiting for network').waitFor();

    await context.setOffline(false);
    await inThread(reply).and(page.locator('.str-chat__message--received')).waitFor();
    await expect
      .poll(async () =>
        (await channel.getReplies(parent.id, { limit: 10 })).messages.filter(
          (m) => m.text === reply,
        ),
      )
      .toHaveLength(1);
    await expect(inThread(reply).count()).resolves.toBe(1);
    await expect.poll(() => outbox.pendingSendIds(page, sender.id)).toEqual([]);
    await context.close();
  }, 90_000);

  it('a reaction, an edit and a deletion made offline show at once and through an offline start, wait on the device, then reach the server once', async () => {
    const { sender, reader, channelId, context, page } = await outbox.backOnline(browser(), 'Rex');
    const theirs = `react to me ${randomUUID()}`;
    const mine = `edit me ${randomUUID()}`;
    const doomed = `delete me ${randomUUID()}`;
    const server = serverChat(stack).channel('messaging', channelId);
    await server.sendMessage({ text: theirs, user_id: reader.id });
    await server.sendMessage({ text: mine, user_id: sender.id });
    const { message: toDelete } = await server.sendMessage({ text: doomed, user_id: sender.id });
    await outbox.messageWith(page, doomed).waitFor();
    await outbox.goOffline(context, page);

    await outbox.messageWith(page, theirs).hover();
    await outbox
      .messageWith(page, theirs)
      .getByRole('button', { name: 'Open Reaction Selector' })
      .click();
    await page.locator('.str-chat__reaction-selector button').first().click();
    const reactions = () =>
      outbox.messageWith(page, theirs).locator('.str-chat__message-reactions');
    await reactions().waitFor();
    // Kept, it stays shown while it waits (the SDK's own handler took it back when its request
    // failed).
    await page.waitForTimeout(1_000);
    await expect(reactions().count()).resolves.toBe(1);

    await page.keyboard.press('Escape');
    await chooseAction(await messageMenu(page, mine), 'Edit Message');
    const edited = `edited offline ${randomUUID()}`;
    await composer(page).fill(edited);
    await composer(page).press('Enter');
    await outbox.messageWith(page, edited).waitFor();

    await chooseAction(await messageMenu(page, doomed), 'Delete message');
    await page.locator('.str-chat__delete-message-alert__delete-button').click();
    await outbox.messageWith(page, doomed).waitFor({ state: 'detached' });
    // The SDK's own word that it is done, and no failure.
    await toast(page, 'Message deleted').waitFor();
    await expect(toast(page, /fail|error/i).count()).resolves.toBe(0);
    const waiting = await deviceRows<{ type: string }>(page, sender.id, 'pendingTasks');
    expect(waiting.map((t) => t.type).sort()).toEqual([
      'delete-message',
      'send-reaction',
      'update-message',
    ]);
    // An offline start shows them all from the device.
    await page.reload();
    await outbox.messageWith(page, edited).waitFor();
    await reactions().waitFor();
    await expect(outbox.messageWith(page, doomed).count()).resolves.toBe(0);

    // Delivered once the socket is back up, which takes its reconnect (seconds on a busy machine).
    await context.setOffline(false);
    const delivery = { timeout: 20_000 };
    await expect.poll(() => outbox.storedTexts(channelId), delivery).toContain(edited);
    await expect
      .poll(async () => {
        const messages = await serverMessages(stack, channelId);
        const counts = messages.find((m) => m.text === theirs)?.reaction_counts ?? {};
        return Object.values(counts).reduce((sum, n) => sum + n, 0);
      }, delivery)
      .toBe(1);
    await expect
      .poll(async () => (await serverChat(stack).getMessage(toDelete.id)).message.type, delivery)
      .toBe('deleted');
    await expect.poll(() => deviceRows(page, sender.id, 'pendingTasks'), delivery).toEqual([]);
    await context.close();
  }, 90_000);
});
