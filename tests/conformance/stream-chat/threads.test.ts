/** Threads and read state through the official client: replies, queryThreads, getThread, thread read, mark read/unread/all. */
import { describe, expect, it } from 'vitest';
import type { OwnUserResponse, StreamChat } from 'stream-chat';
import { chatForFile, startTestChat, watchTogether } from '../../support/chat-server.ts';
import { nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
let bob = await chat.connect('bob');

const ownUser = (client: StreamChat): OwnUserResponse => client.user as OwnUserResponse;

describe('threads', () => {
  it('lists threads the user takes part in, with replies, participants and read state', async () => {
    const channel = alice.channel('messaging', 'threads', { members: ['alice', 'bob'] });
    await channel.watch();
    const parent = await channel.sendMessage({ text: 'thread root' });
    const bobChannel = bob.channel('messaging', 'threads');
    await bobChannel.watch();
    const note = nextEvent(alice, 'notification.thread_message_new');
    await bobChannel.sendMessage({ text: 'first reply', parent_id: parent.message.id });
    const noted = await note;
    expect(noted.message?.parent_id).toBe(parent.message.id);
    // The spec's NotificationThreadMessageNewEvent: the thread named, its channel carried.
    expect(noted.thread_id).toBe(parent.message.id);
    expect(noted.channel?.cid).toBe('messaging:threads');
    await bobChannel.sendMessage({ text: 'second reply', parent_id: parent.message.id });
    const { threads } = await alice.queryThreads({
      limit: 25,
      reply_limit: 10,
      participant_limit: 10,
    });
    expect(threads).toHaveLength(1);
    const thread = threads[0];
    expect(thread?.id).toBe(parent.message.id);
    const state = thread?.state.getLatestValue();
    expect(state?.replies.map((m) => m.text)).toEqual(['first reply', 'second reply']);
    expect(state?.participants?.map((p) => p.user_id).sort()).toEqual(['alice', 'bob']);
    expect(state?.read.alice?.unreadMessageCount).toBe(2);
    const single = await alice.getThread(parent.message.id, { reply_limit: 1 });
    expect(single.state.getLatestValue().replies.map((m) => m.text)).toEqual(['second reply']);
  });

  it('marks a thread read: message.read carries the thread; unread counts drop', async () => {
    const channel = alice.channel('messaging', 'threads');
    const parentId = (await alice.queryThreads({})).threads[0]?.id as string;
    const read = nextEvent(alice, 'notification.mark_read', (e) => e.thread_id === parentId);
    await channel.markRead({ thread_id: parentId });
    expect((await read).unread_threads).toBe(0);
    const { threads } = await alice.queryThreads({});
    expect(threads[0]?.state.getLatestValue().read.alice?.unreadMessageCount).toBe(0);
  });

  it('marks a thread unread: the event names its parent first unread, with the read time and the replies to read', async () => {
    const channel = alice.channel('messaging', 'threads');
    const [thread] = (await alice.queryThreads({})).threads;
    const parentId = thread?.id as string;
    // The thread's own state follows the event (stream-chat's Thread.subscribeRepliesUnread).
    thread?.registerSubscriptions();
    const unread = nextEvent(alice, 'notification.mark_unread', (e) => e.thread_id === parentId);
    await channel.markUnread({ thread_id: parentId });
    const event = await unread;
    // Hosted's thread event has no last_read_message_id, and names the parent as the first unread
    // (how stream-chat-swift tells it from a channel's: ThreadReadUpdaterMiddleware).
    expect(event.first_unread_message_id).toBe(parentId);
    expect(event.last_read_message_id).toBeUndefined();
    expect(event.unread_messages).toBe(2);
    expect(new Date(event.last_read_at as string).getTime()).not.toBeNaN();
    expect(event.unread_threads).toBe(1);
    const read = thread?.state.getLatestValue().read.alice;
    expect(read?.unreadMessageCount).toBe(2);
    expect(read?.firstUnreadMessageId).toBe(parentId);
    thread?.unregisterSubscriptions();
    await channel.markRead({ thread_id: parentId });
  });

  it('updates the title with thread.updated', async () => {
    const parentId = (await alice.queryThreads({})).threads[0]?.id as string;
    const updated = await alice.partialUpdateThread(parentId, { set: { title: 'Renamed thread' } });
    expect(updated.thread.title).toBe('Renamed thread');
  });
});

describe('read state', () => {
  it('counts unread per channel and in total, and mark read resets them with events', async () => {
    const channel = await watchTogether('unread', alice, bob);
    const bobChannel = bob.channel('messaging', 'unread');
    await channel.sendMessage({ text: 'one' });
    await channel.sendMessage({ text: 'two' });
    const state = await bobChannel.query({});
    expect((state.read ?? []).find((r) => r.user.id === 'bob')?.unread_messages).toBe(2);
    const aliceSeesRead = nextEvent(alice, 'message.read', (e) => e.user?.id === 'bob');
    const markRead = nextEvent(bob, 'notification.mark_read');
    await bobChannel.markRead();
    const event = await aliceSeesRead;
    expect(event.last_read_message_id).toBe(state.messages[1]?.id);
    expect((await markRead).total_unread_count).toBe(0);
    const after = await bobChannel.query({});
    expect((after.read ?? []).find((r) => r.user.id === 'bob')?.unread_messages).toBe(0);
  });

  it('marks unread from a message on, only to the user', async () => {
    const channel = alice.channel('messaging', 'unread');
    const bobChannel = bob.channel('messaging', 'unread');
    const aliceEvents = recordEvents(alice);
    const { messages } = await bobChannel.query({});
    const first = messages[0];
    const unread = nextEvent(bob, 'notification.mark_unread');
    await bobChannel.markUnread({ message_id: first?.id as string });
    const event = await unread;
    expect(event.first_unread_message_id).toBe(first?.id);
    expect(event.unread_messages).toBe(2);
    expect(event.unread_channels).toBe(1);
    await chat.settle([alice]);
    expect(aliceEvents.some((e) => e.type === 'notification.mark_unread')).toBe(false);
    void channel;
  });

  it('marks everything read and reports totals in health.check after reconnecting', async () => {
    const other = alice.channel('messaging', 'unread-2', { members: ['alice', 'bob'] });
    await other.create();
    await other.sendMessage({ text: 'elsewhere' });
    await bob.disconnectUser();
    bob = await chat.connect('bob');
    expect(ownUser(bob).total_unread_count).toBe(3);
    expect(ownUser(bob).unread_channels).toBe(2);
    const counts = await bob.getUnreadCount();
    expect(counts.total_unread_count).toBe(3);
    expect(counts.channels.map((c) => [c.channel_id, c.unread_count]).sort()).toEqual([
      ['messaging:unread', 2],
      ['messaging:unread-2', 1],
    ]);
    expect(counts.channel_type).toEqual([
      { channel_type: 'messaging', channel_count: 2, unread_count: 3 },
    ]);
    await bob.markAllRead();
    await bob.disconnectUser();
    bob = await chat.connect('bob');
    expect(ownUser(bob).total_unread_count).toBe(0);
    expect((await bob.getUnreadCount()).channels).toEqual([]);
  });

  it('keeps the channel read for a sender across a restart', async () => {
    embeddedOnly('restarts the server');
    const own = await startTestChat();
    const sender = await own.connect('sender');
    await own.createUsers(['other']);
    const channel = sender.channel('messaging', 'reply-reads', {
      members: ['sender', 'other'],
    });
    await channel.watch();
    const server = own.server().channel('messaging', 'reply-reads');
    await server.sendMessage({ text: 'one', user_id: 'other' });
    await server.sendMessage({ text: 'two', user_id: 'other' });
    await channel.sendMessage({ text: 'my answer reads the channel' });
    await own.stop();
    const again = await startTestChat({ dataDir: own.dataDir });
    const back = await again.connect('sender');
    expect(ownUser(back).total_unread_count).toBe(0);
    await again.remove();
  });
});
