/** The device copy follows the chat events as stream-chat hands them over (handleEvent). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { ALICE, answer, message, reaction, freshCopyForEachTest } from './device-copy-fixture.ts';
import type { DeviceCopy } from './device-copy.ts';

let db: DeviceCopy;

freshCopyForEachTest((copy) => ({ db } = copy));

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

  it("follows a member's ban and its lifting in the conversation", async () => {
    const bob = async () =>
      (await db.getChannels({ cids: [cid], userId: ALICE }))?.[0]?.members.find(
        (m) => m.user_id === 'bob',
      );
    await db.handleEvent({ event: event({ type: 'user.banned', user: { id: 'bob' } }) });
    expect((await bob())?.banned).toBe(true);
    await db.handleEvent({ event: event({ type: 'user.unbanned', user: { id: 'bob' } }) });
    expect((await bob())?.banned).toBe(false);
    // A shadow ban is not shown to others; one somewhere else leaves this conversation alone.
    await db.handleEvent({
      event: event({ type: 'user.banned', user: { id: 'bob' }, shadow: true }),
    });
    expect((await bob())?.banned).toBe(false);
    await db.handleEvent({
      event: event({ type: 'user.banned', user: { id: 'bob' }, cid: 'messaging:other' }),
    });
    expect((await bob())?.banned).toBe(false);
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

  it('keeps the time of a read that a catch-up replays', async () => {
    // As the sync manager hands over the events of POST /sync: as the server sent them, without
    // the received_at that only the socket's dispatch adds, in one batch.
    const readAt = '2026-01-02T00:00:00.000Z';
    const replayed = (['message.read', 'notification.mark_read'] as const).map((type) =>
      event({ type, user: { id: ALICE }, created_at: readAt, last_read_message_id: `${cid}-m2` }),
    );
    const batches = await Promise.all(
      replayed.map((e) => db.handleEvent({ event: e, execute: false })),
    );
    await db.executeSqlBatch(batches.flat());
    const [one] = (await db.getChannels({ cids: [cid], userId: ALICE })) ?? [];
    const own = one?.read?.find((r) => r.user.id === ALICE);
    // The SDK takes a kept read back with new Date(last_read).
    expect(new Date(own?.last_read ?? Number.NaN).getTime()).toBe(Date.parse(readAt));
  });
});
