/**
 * A channel's pinned messages through the official client (`channel.getPinnedMessages`): only
 * pins that stand (not unpinned, deleted or expired), ordered by when they were pinned, paged
 * by a pinned message or by time, and only for those who may read the channel.
 */
import { describe, expect, it } from 'vitest';
import type { Channel, MessageResponse } from 'stream-chat';
import { chatWithThree } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const { alice, bob, carol } = await chatWithThree({ alice: 'Alice', bob: 'Bob', carol: 'Carol' });

/** Five messages, four of them pinned in the order m3, m1, m4, m2; m5 pinned and deleted. */
async function pinnedRoom(id: string): Promise<{ channel: Channel; m: MessageResponse[] }> {
  const channel = alice.channel('messaging', id, { members: ['alice', 'bob'] });
  await channel.watch();
  const m: MessageResponse[] = [];
  for (let n = 1; n <= 5; n++) m.push((await channel.sendMessage({ text: `m${n}` })).message);
  for (const n of [3, 1, 4, 2, 5]) await alice.pinMessage(m[n - 1] as MessageResponse);
  await alice.deleteMessage((m[4] as MessageResponse).id);
  return { channel, m };
}

const texts = (answer: { messages: MessageResponse[] }) => answer.messages.map((x) => x.text);

describe('pinned messages', () => {
  it('lists the pins that stand, newest pin first unless asked otherwise', async () => {
    const { channel } = await pinnedRoom('pins-order');
    expect(texts(await channel.getPinnedMessages({}))).toEqual(['m2', 'm4', 'm1', 'm3']);
    expect(texts(await channel.getPinnedMessages({}, { pinned_at: 1 }))).toEqual([
      'm3',
      'm1',
      'm4',
      'm2',
    ]);
    const page = await bob.channel('messaging', 'pins-order').getPinnedMessages({ limit: 2 });
    expect(texts(page)).toEqual(['m2', 'm4']);
    expect(page.messages.every((x) => x.pinned && x.pinned_by?.id === 'alice')).toBe(true);
  });

  it('pages by a pinned message and by time', async () => {
    const { channel, m } = await pinnedRoom('pins-paging');
    const [m1, , , m4] = m as [MessageResponse, MessageResponse, MessageResponse, MessageResponse];
    const older = await channel.getPinnedMessages({ limit: 2, id_lt: m4.id }, { pinned_at: -1 });
    expect(texts(older)).toEqual(['m1', 'm3']);
    const newer = await channel.getPinnedMessages({ id_gt: m1.id }, { pinned_at: 1 });
    expect(texts(newer)).toEqual(['m4', 'm2']);
    const through = await channel.getPinnedMessages({ id_lte: m1.id }, { pinned_at: 1 });
    expect(texts(through)).toEqual(['m3', 'm1']);
    const pinnedM4 = (await channel.getPinnedMessages({ limit: 1, id_around: m4.id })).messages;
    expect(pinnedM4.map((x) => x.text)).toEqual(['m4']);
    const at = pinnedM4[0]?.pinned_at as string;
    expect(texts(await channel.getPinnedMessages({ pinned_at_before: at }))).toEqual(['m1', 'm3']);
    expect(texts(await channel.getPinnedMessages({ pinned_at_after_or_equal: at }))).toEqual([
      'm2',
      'm4',
    ]);
    expect(texts(await channel.getPinnedMessages({ offset: 1, limit: 2 }))).toEqual(['m4', 'm1']);
  });

  it('leaves out unpinned and expired pins', async () => {
    const channel = alice.channel('messaging', 'pins-gone', { members: ['alice'] });
    await channel.watch();
    const { message: kept } = await channel.sendMessage({ text: 'kept' });
    const { message: unpinned } = await channel.sendMessage({ text: 'unpinned' });
    const { message: expiring } = await channel.sendMessage({ text: 'expiring' });
    await alice.pinMessage(kept);
    await alice.pinMessage(unpinned);
    await alice.unpinMessage(unpinned);
    await alice.pinMessage(expiring, 1);
    expect(texts(await channel.getPinnedMessages({}))).toEqual(['expiring', 'kept']);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(texts(await channel.getPinnedMessages({}))).toEqual(['kept']);
  });

  it('refuses one who may not read the channel, and a sort by anything but pinned_at', async () => {
    await pinnedRoom('pins-refused');
    const outsider = await failure(
      carol.channel('messaging', 'pins-refused').getPinnedMessages({}),
    );
    expect(outsider.status).toBe(403);
    expect(outsider.code).toBe(17);
    const sorted = await failure(
      alice.channel('messaging', 'pins-refused').getPinnedMessages({}, { created_at: -1 } as never),
    );
    expect(sorted.status).toBe(400);
    expect(sorted.code).toBe(4);
  });
});
