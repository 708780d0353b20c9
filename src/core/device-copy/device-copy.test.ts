/** The device copy (IndexedDB) driven the way stream-chat drives it (in-memory IndexedDB). */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StreamChat, type ChannelAPIResponse, type Event, type MessageResponse } from 'stream-chat';
import { openDB } from 'idb';
import { MIGRATIONS, type ChatDbSchema } from './schema.ts';
import { dbName } from './db-name.ts';
import { DeviceCopy, queryKey } from './device-copy.ts';
import { keepThread } from './kept-threads.ts';

const ALICE = 'alice';
let client: StreamChat;
let db: DeviceCopy;
let run = 0;
let user = ALICE;

function message(cid: string, n: number, extra: Partial<MessageResponse> = {}): MessageResponse {
  return {
    id: `${cid}-m${n}`,
    cid,
    text: `message ${n}`,
    type: 'regular',
    user: { id: 'bob' },
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    latest_reactions: [],
    own_reactions: [],
    ...extra,
  } as MessageResponse;
}

/** A channel neither disabled nor frozen. */
const OPEN = { disabled: false, frozen: false };

function answer(id: string, messages: number, at = '2026-01-01T00:00:00.000Z'): ChannelAPIResponse {
  const cid = `messaging:${id}`;
  return {
    channel: { cid, id, type: 'messaging', last_message_at: at, created_at: at, ...OPEN },
    members: [
      { user_id: ALICE, user: { id: ALICE } },
      { user_id: 'bob', user: { id: 'bob' } },
    ],
    messages: Array.from({ length: messages }, (_, i) => message(cid, i + 1)),
    pinned_messages: [],
    read: [{ user: { id: ALICE }, last_read: at, unread_messages: 0 }],
    membership: { user_id: ALICE, user: { id: ALICE } },
  };
}

/** A reaction as an event carries it. */
function reaction(type: string, userId: string, messageId: string): Event['reaction'] {
  const at = '2026-01-01T00:00:00.000Z';
  const user = { id: userId };
  return { type, user, user_id: userId, message_id: messageId, created_at: at, updated_at: at };
}

const withSocket = (healthy: boolean) => {
  // A stand-in for the socket: the database asks it only whether it is healthy.
  Reflect.set(client, 'wsConnection', { isHealthy: healthy });
};

beforeEach(async () => {
  user = `${ALICE}-${++run}`;
  client = new StreamChat('key');
  client.userID = ALICE;
  db = new DeviceCopy(client);
  db.useUser(user);
  await db.init(user);
});

afterEach(() => db.close());

describe('channels and queries', () => {
  it('gives back what a channel query stored, in the query order', async () => {
    const channels = [answer('one', 3), answer('two', 2)];
    await db.upsertChannels({ channels, isLatestMessagesSet: true });
    const filters = { members: { $in: [ALICE] } };
    const sort = [{ last_message_at: -1 as const }];
    await db.upsertCidsForQuery({ cids: ['messaging:two', 'messaging:one'], filters, sort });
    const read = await db.getChannelsForQuery({ userId: ALICE, filters, sort });
    expect(read?.map((c) => c.channel.cid)).toEqual(['messaging:two', 'messaging:one']);
    const one = read?.[1];
    expect(one?.messages.map((m) => m.text)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(one?.members.map((m) => m.user_id)).toEqual([ALICE, 'bob']);
    expect(one?.membership?.user_id).toBe(ALICE);
    expect(one?.read?.[0]?.user.id).toBe(ALICE);
    expect(
      await db.getChannelsForQuery({ userId: ALICE, filters: { frozen: true }, sort }),
    ).toBeNull();
    expect((await db.getAllChannelCids()).sort()).toEqual(['messaging:one', 'messaging:two']);
    expect(queryKey(filters, sort)).toBe(queryKey(JSON.parse(JSON.stringify(filters)), sort));
  });

  it('replaces the messages of a latest set, but keeps one waiting to be sent', async () => {
    await db.upsertChannels({ channels: [answer('one', 3)], isLatestMessagesSet: true });
    await db.addPendingTask({
      type: 'send-message',
      messageId: 'messaging:one-m1',
      channelType: 'messaging',
      channelId: 'one',
      payload: [{ id: 'messaging:one-m1', text: 'x' }],
    });
    const fresh = answer('one', 0);
    fresh.messages = [message('messaging:one', 9)];
    await db.upsertChannels({ channels: [fresh], isLatestMessagesSet: true });
    const [one] = (await db.getChannels({ cids: ['messaging:one'], userId: ALICE })) ?? [];
    expect(one?.messages.map((m) => m.id)).toEqual(['messaging:one-m1', 'messaging:one-m9']);
    await db.upsertChannels({ channels: [answer('one', 2)], isLatestMessagesSet: false });
    const [merged] = (await db.getChannels({ cids: ['messaging:one'], userId: ALICE })) ?? [];
    expect(merged?.messages).toHaveLength(3);
  });

  it('keeps the 50 latest messages of the 30 most recent conversations', async () => {
    const channels = Array.from({ length: 35 }, (_, i) =>
      answer(`c${i}`, 60, new Date(Date.UTC(2026, 0, 1, i)).toISOString()),
    );
    await db.upsertChannels({ channels, isLatestMessagesSet: true });
    const cids = await db.getAllChannelCids();
    expect(cids).toHaveLength(30);
    expect(cids).not.toContain('messaging:c0');
    const [newest] = (await db.getChannels({ cids: ['messaging:c34'], userId: ALICE })) ?? [];
    expect(newest?.messages).toHaveLength(50);
    expect(newest?.messages[0]?.text).toBe('message 11');
  });
});

describe('events, as handleEvent applies them', () => {
  const cid = 'messaging:one';
  const event = (e: Partial<Event>): Event =>
    ({ cid, channel_id: 'one', channel_type: 'messaging', ...e }) as Event;
  const stored = async (id: string) =>
    (await db.getChannels({ cids: [cid], userId: ALICE }))?.[0]?.messages.find((m) => m.id === id);

  beforeEach(() => db.upsertChannels({ channels: [answer('one', 2)], isLatestMessagesSet: true }));

  it('adds, edits and deletes messages', async () => {
    await db.handleEvent({
      event: event({ type: 'message.new', message: message(cid, 3), user: { id: 'bob' } }),
    });
    expect((await stored(`${cid}-m3`))?.text).toBe('message 3');
    await db.handleEvent({
      event: event({ type: 'message.updated', message: message(cid, 3, { text: 'edited' }) }),
    });
    expect((await stored(`${cid}-m3`))?.text).toBe('edited');
    await db.handleEvent({ event: event({ type: 'message.deleted', message: message(cid, 3) }) });
    expect((await stored(`${cid}-m3`))?.type).toBe('deleted');
    await db.handleEvent({
      event: event({ type: 'message.deleted', message: message(cid, 2), hard_delete: true }),
    });
    expect(await stored(`${cid}-m2`)).toBeUndefined();
    const reply = message(cid, 4, { parent_id: `${cid}-m1` });
    await db.handleEvent({
      event: event({ type: 'message.new', message: reply, user: { id: 'bob' } }),
    });
    expect(await stored(`${cid}-m4`)).toBeUndefined();
  });

  it("keeps the user's own reactions, which events never carry", async () => {
    const mine = reaction('love', ALICE, `${cid}-m1`);
    const theirs = reaction('haha', 'bob', `${cid}-m1`);
    const counted = (n: number) =>
      message(cid, 1, {
        reaction_groups: { love: { count: n, sum_scores: n } },
        own_reactions: [],
      });
    await db.handleEvent({
      event: event({ type: 'reaction.new', message: counted(1), reaction: mine }),
    });
    await db.handleEvent({
      event: event({ type: 'reaction.new', message: counted(1), reaction: theirs }),
    });
    expect((await stored(`${cid}-m1`))?.own_reactions?.map((r) => r.type)).toEqual(['love']);
    await db.handleEvent({
      event: event({ type: 'reaction.deleted', message: counted(0), reaction: mine }),
    });
    expect((await stored(`${cid}-m1`))?.own_reactions).toEqual([]);
    expect((await stored(`${cid}-m1`))?.reaction_groups?.love?.count).toBe(0);
  });

  it('follows members, reads, drafts and the channel going away', async () => {
    await db.handleEvent({
      event: event({
        type: 'member.removed',
        member: { user_id: 'bob', user: { id: 'bob' } },
        channel: answer('one', 0).channel,
      }),
    });
    let [one] = (await db.getChannels({ cids: [cid], userId: ALICE })) ?? [];
    expect(one?.members.map((m) => m.user_id)).toEqual([ALICE]);
    await db.handleEvent({
      event: event({
        type: 'message.read',
        user: { id: 'bob' },
        received_at: '2026-02-01T00:00:00Z',
      }),
    });
    [one] = (await db.getChannels({ cids: [cid], userId: ALICE })) ?? [];
    expect(one?.read?.map((r) => r.user.id).sort()).toEqual([ALICE, 'bob']);
    const draft = {
      channel_cid: cid,
      created_at: 'now',
      message: { id: 'd', text: 'half a thought' },
    };
    await db.handleEvent({ event: event({ type: 'draft.updated', draft }) });
    expect((await db.getDraft({ cid, userId: ALICE }))?.message.text).toBe('half a thought');
    await db.handleEvent({ event: event({ type: 'draft.deleted', draft }) });
    expect(await db.getDraft({ cid, userId: ALICE })).toBeNull();
    await db.handleEvent({
      event: event({ type: 'channel.deleted', channel: answer('one', 0).channel }),
    });
    expect(await db.channelExists({ cid })).toBe(false);
    expect(await stored(`${cid}-m1`)).toBeUndefined();
  });
});

describe('threads someone opened', () => {
  const cid = 'messaging:one';
  const parent = `${cid}-m1`;
  const reply = (n: number, extra: Partial<MessageResponse> = {}) =>
    message(cid, n, { parent_id: parent, ...extra });
  const event = (e: Partial<Event>): Event =>
    ({ cid, channel_id: 'one', channel_type: 'messaging', ...e }) as Event;
  const kept = async (c = cid) => (await db.getThreadReplies([c])).get(c) ?? [];
  const keep = (replies: MessageResponse[], c = cid, p = parent) => keepThread(db, c, p, replies);

  beforeEach(() => db.upsertChannels({ channels: [answer('one', 3)], isLatestMessagesSet: true }));

  it('keeps what the thread showed, oldest first, and never a reply still sending or refused', async () => {
    await keep([
      reply(12),
      reply(11),
      reply(13, { status: 'sending' }),
      reply(14, { status: 'failed' }),
    ]);
    expect((await kept()).map((m) => m.text)).toEqual(['message 11', 'message 12']);
    // What a later look at the thread shows replaces it.
    await keep([reply(12), reply(15)]);
    expect((await kept()).map((m) => m.text)).toEqual(['message 12', 'message 15']);
    expect((await db.getChannels({ cids: [cid], userId: ALICE }))?.[0]?.messages).toHaveLength(3);
  });

  it('follows new, edited, deleted and reacted replies of a kept thread, and no other', async () => {
    await keep([reply(11)]);
    const bob = { id: 'bob' };
    await db.handleEvent({ event: event({ type: 'message.new', message: reply(12), user: bob }) });
    const elsewhere = message(cid, 21, { parent_id: `${cid}-m2` });
    await db.handleEvent({ event: event({ type: 'message.new', message: elsewhere, user: bob }) });
    await db.handleEvent({
      event: event({ type: 'message.updated', message: reply(11, { text: 'edited' }) }),
    });
    const mine = reaction('love', ALICE, `${cid}-m12`);
    await db.handleEvent({
      event: event({ type: 'reaction.new', message: reply(12), reaction: mine }),
    });
    expect((await kept()).map((m) => [m.text, m.own_reactions?.length])).toEqual([
      ['edited', 0],
      ['message 12', 1],
    ]);
    await db.handleEvent({ event: event({ type: 'message.deleted', message: reply(11) }) });
    await db.handleEvent({
      event: event({ type: 'message.deleted', message: reply(12), hard_delete: true }),
    });
    expect((await kept()).map((m) => [m.id, m.type])).toEqual([[`${cid}-m11`, 'deleted']]);
    // The channel's own list never shows a thread-only reply.
    const [channel] = (await db.getChannels({ cids: [cid], userId: ALICE })) ?? [];
    expect(channel?.messages.map((m) => m.id)).toEqual([parent, `${cid}-m2`, `${cid}-m3`]);
  });

  it('keeps the 50 latest replies of the 20 most recently opened threads whose parent is kept', async () => {
    await keep(Array.from({ length: 60 }, (_, i) => reply(100 + i)));
    const replies = await kept();
    expect(replies).toHaveLength(50);
    expect(replies[0]?.text).toBe('message 110');

    const many = answer('many', 22);
    await db.upsertChannels({ channels: [many], isLatestMessagesSet: true });
    const manyCid = many.channel.cid;
    for (let n = 1; n <= 21; n++) {
      const parentId = `${manyCid}-m${n}`;
      await keep([message(manyCid, 200 + n, { parent_id: parentId })], manyCid, parentId);
    }
    const parents = new Set((await kept(manyCid)).map((m) => m.parent_id));
    // 20 in all: the first thread here went, and so did the other conversation's.
    expect(parents.size).toBe(20);
    expect(parents).not.toContain(`${manyCid}-m1`);
    expect(await kept()).toEqual([]);

    // The parents leave the device (a latest page that does not join them): their threads go.
    const later = answer('many', 0);
    later.messages = [message(manyCid, 23)];
    await db.upsertChannels({ channels: [later], isLatestMessagesSet: true });
    expect((await kept(manyCid)).map((m) => m.parent_id)).toEqual([]);
  });

  it('goes with its conversation and a truncation', async () => {
    await keep([reply(11)]);
    await db.deleteMessagesForChannel({ cid, truncated_at: '2030-01-01T00:00:00.000Z' });
    expect(await kept()).toEqual([]);
    await db.upsertChannels({ channels: [answer('one', 3)], isLatestMessagesSet: true });
    await keep([reply(11)]);
    await db.handleEvent({
      event: event({ type: 'channel.deleted', channel: answer('one', 0).channel }),
    });
    expect(await kept()).toEqual([]);
  });
});

describe('what survives', () => {
  it('keeps pending tasks oldest first, dropped by message', async () => {
    for (const id of ['a', 'b', 'c']) {
      await db.addPendingTask({
        type: 'send-reaction',
        messageId: id,
        payload: [id, { type: 'like' }],
      });
    }
    expect((await db.getPendingTasks()).map((t) => t.messageId)).toEqual(['a', 'b', 'c']);
    await db.dropPendingTasks({ messageId: 'b' });
    expect((await db.getPendingTasks()).map((t) => t.messageId)).toEqual(['a', 'c']);
    expect(await db.getPendingTasks({ messageId: 'c' })).toHaveLength(1);
  });

  it('keeps a sync time stamped while the socket is up or as one that was up closes', async () => {
    withSocket(false);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: 'closed without ever opening' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBeUndefined();
    withSocket(true);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: '2026-01-02T00:00:00Z' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBe('2026-01-02T00:00:00Z');
    client.dispatchEvent({ type: 'connection.changed', online: true });
    withSocket(false);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: '2026-01-03T00:00:00Z' });
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: 'a failed reconnect' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBe('2026-01-03T00:00:00Z');
  });

  it('takes a first full channel answer as the time to sync from', async () => {
    await db.upsertChannels({ channels: [answer('one', 1)], isLatestMessagesSet: true });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBeTruthy();
  });

  it('migrates a first-version database without losing a task waiting to be sent', async () => {
    const old = `${user}-old`;
    const v1 = await openDB<ChatDbSchema>(dbName(old), 1, {
      upgrade: (raw, _o, _n, tx) => MIGRATIONS[0]?.(raw, tx),
    });
    await v1.add('pendingTasks', {
      type: 'send-message',
      messageId: 'unsent',
      payload: [{ id: 'unsent', text: 'never sent' }],
    });
    v1.close();
    const next = new DeviceCopy(client);
    next.useUser(old);
    await next.init(old);
    expect((await next.getPendingTasks({ messageId: 'unsent' })).map((t) => t.messageId)).toEqual([
      'unsent',
    ]);
    expect(await next.getThreadReplies(['messaging:none'])).toEqual(new Map());
    await next.close();
  });

  it('gives each user a database of their own', async () => {
    await db.upsertChannels({ channels: [answer('secret', 1)], isLatestMessagesSet: true });
    const other = new DeviceCopy(client);
    other.useUser(`${user}-someone-else`);
    await other.init(`${user}-someone-else`);
    expect(await other.getAllChannelCids()).toEqual([]);
    await other.close();
  });

  it('reopens (rebuilds) a database deleted under it', async () => {
    await db.upsertChannels({ channels: [answer('one', 1)], isLatestMessagesSet: true });
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(dbName(user));
      request.onsuccess = () => resolve();
    });
    expect(await db.getAllChannelCids()).toEqual([]);
    await db.upsertChannels({ channels: [answer('two', 1)], isLatestMessagesSet: true });
    expect(await db.getAllChannelCids()).toEqual(['messaging:two']);
  });
});
