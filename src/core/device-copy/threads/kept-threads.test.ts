/** The device copy keeps the threads someone opened, and follows their replies. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Event, MessageResponse } from 'stream-chat';
import { keepThread } from './kept-threads.ts';
import { ALICE, answer, message, reaction, freshCopyForEachTest } from '../device-copy-fixture.ts';
import type { DeviceCopy } from '../device-copy.ts';

let db: DeviceCopy;

freshCopyForEachTest((copy) => ({ db } = copy));

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
    const later = answer('many', 23);
    later.messages = later.messages.slice(-1);
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
