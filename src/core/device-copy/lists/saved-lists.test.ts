/** The device copy (IndexedDB, in memory here) keeps the conversation list and its queries the way stream-chat asks for them. */
import { describe, expect, it } from 'vitest';
import type { DeviceCopy } from '../device-copy.ts';
import { queryKey } from '../schema.ts';
import {
  forgetStartRead,
  readSavedConversations,
  readSavedConversationsAtStart,
  readSavedList,
  takeStartAnswers,
} from './saved-list.ts';
import { LIST_SORT, listFilters } from './list-query.ts';
import { ALICE, answer, freshCopyForEachTest } from '../device-copy-fixture.ts';

let db: DeviceCopy;

let user: string;

freshCopyForEachTest((copy) => ({ db, user } = copy));

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

  it("reads the conversation list's channels straight from the database, in the list's order", async () => {
    const channels = [answer('one', 3), answer('two', 2), answer('three', 1)];
    await db.upsertChannels({ channels, isLatestMessagesSet: true });
    const list = { filters: listFilters(user, false), sort: LIST_SORT };
    await db.upsertCidsForQuery({ cids: ['messaging:two', 'messaging:one'], ...list });
    const saved = await readSavedList(user);
    expect(saved.map((c) => c.cid)).toEqual(['messaging:two', 'messaging:one']);
    expect(Object.keys(saved[1]?.members ?? {})).toEqual([ALICE, 'bob']);
    // Another list, or none kept for this person: nothing to offer.
    expect(await readSavedList(`${user}-other`)).toEqual([]);
    // The database stays usable by the device copy meanwhile.
    expect(await db.getAllChannelCids()).toHaveLength(3);
  });

  it('creates no database when it reads for someone whose chat was never kept here', async () => {
    const stranger = `${user}-never-here`;
    expect(await readSavedConversations(stranger)).toBeNull();
    const names = (await indexedDB.databases()).map((kept) => kept.name);
    expect(names.some((name) => name?.includes(stranger))).toBe(false);
  });

  it('tells a list never saved (null) from a list saved empty, and reads each one with its messages', async () => {
    expect(await readSavedConversations(user)).toBeNull();
    const list = { filters: listFilters(user, false), sort: LIST_SORT };
    await db.upsertCidsForQuery({ cids: [], ...list });
    expect(await readSavedConversations(user)).toEqual([]);
    await db.upsertChannels({ channels: [answer('one', 3)], isLatestMessagesSet: true });
    await db.upsertCidsForQuery({ cids: ['messaging:one'], ...list });
    const [one] = (await readSavedConversations(user)) ?? [];
    expect(one?.saved.cid).toBe('messaging:one');
    expect(one?.messages.map((kept) => kept.message.text)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
  });

  it("gives the page's start read to the chat client once, as the answers it would read itself", async () => {
    forgetStartRead();
    const list = { filters: listFilters(user, false), sort: LIST_SORT };
    await db.upsertChannels({
      channels: [answer('one', 3), answer('two', 2)],
      isLatestMessagesSet: true,
    });
    await db.upsertCidsForQuery({ cids: ['messaging:two', 'messaging:one'], ...list });
    const asRead = await db.getChannelsForQuery({ userId: user, ...list });
    await readSavedConversationsAtStart(user);
    // The same read for the list at start's second look.
    expect(readSavedConversationsAtStart(user)).toBe(readSavedConversationsAtStart(user));
    expect(await takeStartAnswers(user)).toEqual(asRead);
    expect(takeStartAnswers(user)).toBeUndefined();
    // A read made after the client's own is not the start's: the client reads the device itself.
    forgetStartRead();
    expect(takeStartAnswers(user)).toBeUndefined();
    await readSavedConversationsAtStart(user);
    expect(takeStartAnswers(user)).toBeUndefined();
    forgetStartRead();
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
    const fresh = answer('one', 9);
    fresh.messages = fresh.messages.slice(-1);
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
