/**
 * Message reminders and save-for-later through the official client: create, update, delete,
 * query, the reminder.* events on the owner's connections only, the reminder carried by
 * messages for its owner, and notification.reminder_due when due, also after a restart.
 */
import { describe, expect, it } from 'vitest';
import { acrossRestart, chatForFile } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
/** Alice again, in a second tab. */
const aliceTab = await chat.connect('alice');
const bob = await chat.connect('bob');
await alice.channel('messaging', 'later', { members: ['alice', 'bob'] }).watch();

const inSeconds = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

async function message(text: string): Promise<string> {
  const { message } = await bob.channel('messaging', 'later').sendMessage({ text });
  return message.id;
}

describe('reminders', () => {
  it('creates a reminder for its owner only: reminder.created on their other tab, the message shows it to them', async () => {
    const id = await message('call the plumber');
    const bobEvents = recordEvents(bob);
    const created = nextEvent(aliceTab, 'reminder.created');
    const remindAt = inSeconds(3600);
    const { reminder } = await alice.createReminder({ messageId: id, remind_at: remindAt });
    expect(reminder).toMatchObject({
      message_id: id,
      user_id: 'alice',
      channel_cid: 'messaging:later',
      remind_at: remindAt,
      user: { id: 'alice' },
      message: { id },
    });
    expect((await created).reminder?.message_id).toBe(id);
    await chat.settle([bob]);
    expect(bobEvents.some((e) => e.type.startsWith('reminder.'))).toBe(false);
    expect((await alice.getMessage(id)).message.reminder).toMatchObject({ remind_at: remindAt });
    expect((await bob.getMessage(id)).message.reminder).toBeUndefined();
  });

  it("answers Stream's messages for a second reminder and for one that does not exist", async () => {
    const id = await message('only one');
    await alice.createReminder({ messageId: id });
    const twice = await failure(alice.createReminder({ messageId: id }));
    expect(twice.message).toMatch('already has reminder created for this message_id');
    const other = await message('none yet');
    expect(
      (await failure(alice.updateReminder({ messageId: other, remind_at: inSeconds(60) }))).message,
    ).toMatch('reminder does not exist');
    expect((await failure(alice.deleteReminder(other))).message).toMatch('reminder does not exist');
  });

  it('turns a reminder into save-for-later and back (reminder.updated), and deletes it (reminder.deleted)', async () => {
    const id = await message('bookmark me');
    await alice.createReminder({ messageId: id, remind_at: inSeconds(600) });
    const updated = nextEvent(aliceTab, 'reminder.updated');
    const { reminder } = await alice.updateReminder({ messageId: id, remind_at: null });
    expect(reminder.remind_at).toBeUndefined();
    expect((await updated).reminder?.remind_at).toBeUndefined();
    const deleted = nextEvent(aliceTab, 'reminder.deleted');
    await alice.deleteReminder(id);
    expect((await deleted).message_id).toBe(id);
    expect((await alice.getMessage(id)).message.reminder).toBeUndefined();
  });

  it("queries the user's reminders: saved for later vs timed, sorted and paged", async () => {
    const carolChat = await chat.connect('carol');
    await carolChat.channel('messaging', 'carol-later', { members: ['carol'] }).create();
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const { message: sent } = await carolChat
        .channel('messaging', 'carol-later')
        .sendMessage({ text });
      ids.push(sent.id);
    }
    await carolChat.createReminder({ messageId: ids[0] as string, remind_at: inSeconds(300) });
    await carolChat.createReminder({ messageId: ids[1] as string, remind_at: inSeconds(100) });
    await carolChat.createReminder({ messageId: ids[2] as string });
    const timed = await carolChat.queryReminders({
      filter: { remind_at: { $exists: true } },
      sort: { remind_at: 1 },
    });
    expect(timed.reminders.map((r) => r.message_id)).toEqual([ids[1], ids[0]]);
    const saved = await carolChat.queryReminders({ filter: { remind_at: { $exists: false } } });
    expect(saved.reminders.map((r) => r.message_id)).toEqual([ids[2]]);
    const page = await carolChat.queryReminders({ limit: 2 });
    expect(page.reminders).toHaveLength(2);
    const rest = await carolChat.queryReminders({ limit: 2, next: page.next });
    expect(rest.reminders).toHaveLength(1);
    const channelOnly = await carolChat.queryReminders({
      filter: { channel_cid: 'messaging:carol-later' },
    });
    expect(channelOnly.reminders).toHaveLength(3);
  });

  it('sends notification.reminder_due to the owner when the reminder comes due', async () => {
    const id = await message('in two seconds');
    const due = nextEvent(
      aliceTab,
      'notification.reminder_due',
      (e) => e.reminder?.message_id === id,
      15_000,
    );
    await alice.createReminder({ messageId: id, remind_at: inSeconds(2) });
    const event = await due;
    expect(event.reminder).toMatchObject({
      message_id: id,
      user_id: 'alice',
      message: { id, text: 'in two seconds' },
    });
    expect(event.cid).toBe('messaging:later');
  });
});

embeddedOnly('restarts the server').describe('reminders across a restart', () => {
  it('fires a reminder set before the restart on time after it', async () => {
    await acrossRestart(
      async (own) => {
        const writer = await own.connect('erin');
        const channel = writer.channel('messaging', 'restart-reminders', {
          members: ['erin'],
        });
        await channel.create();
        const { message: sent } = await channel.sendMessage({ text: 'after the restart' });
        await writer.createReminder({ messageId: sent.id, remind_at: inSeconds(4) });
        return sent;
      },
      async (again, sent) => {
        const reader = await again.connect('erin');
        const due = await nextEvent(reader, 'notification.reminder_due', () => true, 15_000);
        expect(due.reminder?.message_id).toBe(sent.id);
        const { reminders } = await reader.queryReminders();
        expect(reminders.map((r) => r.message_id)).toEqual([sent.id]);
      },
    );
  });
});
