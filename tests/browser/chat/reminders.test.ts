/**
 * Reminders and save for later through the message actions, the list of them (change, remove),
 * and the in-app notice when one comes due.
 */
import type { QueryRemindersOptions } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser.ts';
import { composer, messageMenu, messageWith, toast } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';
import { chooseAction, useRoom } from '../support/room.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const room = useRoom([
  { first_name: 'Ana', last_name: 'Reminded' },
  { first_name: 'Ben', last_name: 'Sender' },
]);
const ana = () => room().people[0]!;
const ben = () => room().people[1]!;

async function benSays(text: string): Promise<string> {
  await composer(ben().page).fill(text);
  await composer(ben().page).press('Enter');
  await messageWith(ana().page, text).waitFor();
  const { messages } = await serverChat(stack)
    .channel('messaging', room().channelId)
    .query({ messages: { limit: 100 } });
  const id = messages.find((m) => m.text === text)?.id;
  if (!id) throw new Error(`no message "${text}"`);
  return id;
}

/** A user's reminders, asked server-side on their behalf (`user_id`, missing from the SDK type). */
function remindersOf(userId: string) {
  const options: QueryRemindersOptions & { user_id: string } = { user_id: userId };
  return serverChat(stack).queryReminders(options);
}

function reminderList() {
  return ana().page.getByRole('list', { name: 'Reminders and saved messages' });
}

function listItem(text: string) {
  return reminderList().locator('.reminder-item', { hasText: text });
}

async function openList() {
  await ana().page.getByRole('button', { name: 'Reminders', exact: true }).click();
  await reminderList().waitFor();
}

async function closeList() {
  await ana().page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
}

describe('reminders and saved messages', () => {
  it('sets a reminder and saves another message; the list shows both, changes and removes', async () => {
    await benSays('Remember the milk');
    await benSays('Read this later');

    let menu = await messageMenu(ana().page, 'Remember the milk');
    await chooseAction(menu, /remind me/i);
    await chooseAction(ana().page.getByRole('menu').last(), /2 minutes/i);
    await toast(ana().page, 'Reminder set').waitFor();

    menu = await messageMenu(ana().page, 'Read this later');
    await chooseAction(menu, /save for later/i);

    await openList();
    await listItem('Remember the milk')
      .getByText(/^Reminder at /)
      .waitFor();
    await listItem('Read this later').getByText('Saved for later').waitFor();
    await screenshots(ana().page, 'reminders');

    // Move the reminder an hour out, then drop the saved message.
    const before = await remindersOf(ana().user.id);
    const milkBefore = before.reminders.find((r) => r.message.text === 'Remember the milk');
    await listItem('Remember the milk').getByRole('combobox').selectOption({ label: 'In 1 hour' });
    await expect
      .poll(async () => {
        const { reminders } = await remindersOf(ana().user.id);
        return reminders.find((r) => r.message.text === 'Remember the milk')?.remind_at;
      })
      .not.toBe(milkBefore?.remind_at);
    await listItem('Read this later').getByRole('button', { name: 'Remove' }).click();
    await listItem('Read this later').waitFor({ state: 'detached' });
    await listItem('Remember the milk').waitFor();
    await closeList();
  });

  it('a reminder coming due shows as an in-app notice', async () => {
    const id = await benSays('Call the plumber');
    await serverChat(stack).createReminder({
      messageId: id,
      user_id: ana().user.id,
      remind_at: new Date(Date.now() + 2_000).toISOString(),
    });
    await toast(ana().page, 'Reminder: “Call the plumber”').waitFor({ timeout: 20_000 });
    await screenshots(ana().page, 'reminder-due');
  });
});
