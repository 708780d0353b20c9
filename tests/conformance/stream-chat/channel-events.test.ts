/**
 * Channel events beyond `channel.updated`, through the official client: a freeze and a thaw tell
 * the watchers `channel.frozen` and `channel.unfrozen`, and a member removed from a channel they
 * can no longer read is unsubscribed from it with `channel.kicked`.
 */
import { describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { chatForFile, watchTogether } from '../../support/chat-server.ts';
import { nextEvent, recordEvents } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });
const bob = await chat.connect('bob', { name: 'Bob' });

const ofChannel = (events: Event[], cid: string) =>
  events.filter((e) => e.cid === cid).map((e) => e.type);

describe('channel.frozen and channel.unfrozen', () => {
  it('follow the channel.updated of a freeze and a thaw, to the watchers, and only when frozen changes', async () => {
    await watchTogether('freezer', alice, bob);
    await chat.settle([bob]);
    const bobs = bob.channel('messaging', 'freezer');
    const server = chat.server().channel('messaging', 'freezer');
    // Only the server's channel events: the SDK adds capabilities.changed of its own.
    const bobSaw = recordEvents(bob);
    const channelEvents = () =>
      bobSaw.filter((e) => e.cid === 'messaging:freezer' && e.type.startsWith('channel.'));

    const requeried = nextEvent(bob, 'capabilities.changed');
    await server.updatePartial({ set: { frozen: true } });
    await chat.settle([bob]);
    expect(channelEvents().map((e) => e.type)).toEqual(['channel.updated', 'channel.frozen']);
    expect(channelEvents()[1]).toMatchObject({
      cid: 'messaging:freezer',
      channel_type: 'messaging',
      channel_id: 'freezer',
    });
    expect(typeof channelEvents()[1]?.created_at).toBe('string');
    // stream-chat re-reads its capabilities on the channel.updated that changed frozen.
    await requeried;
    expect(bobs.data?.own_capabilities).not.toContain('send-message');

    bobSaw.length = 0;
    await server.updatePartial({ set: { frozen: true, topic: 'still frozen' } });
    await chat.settle([bob]);
    expect(channelEvents().map((e) => e.type)).toEqual(['channel.updated']);

    bobSaw.length = 0;
    await server.update({ frozen: false });
    await chat.settle([bob]);
    expect(channelEvents().map((e) => e.type)).toEqual(['channel.updated', 'channel.unfrozen']);
  });
});

describe('channel.kicked', () => {
  it("unsubscribes the removed member's watching connections, before notification.removed_from_channel", async () => {
    const channel = await watchTogether('kick-room', alice, bob);
    const bobIdle = await chat.connect('bob', { name: 'Bob' });
    await chat.settle([alice, bob, bobIdle]);
    const watchingSaw = recordEvents(bob);
    const idleSaw = recordEvents(bobIdle);
    const stopped = nextEvent(alice, 'user.watching.stop', (e) => e.user?.id === 'bob');
    const removed = nextEvent(bob, 'notification.removed_from_channel');
    await channel.removeMembers(['bob']);
    await removed;
    expect(ofChannel(watchingSaw, 'messaging:kick-room')).toEqual([
      'member.removed',
      'channel.kicked',
      'notification.removed_from_channel',
    ]);
    const kicked = watchingSaw.find((e) => e.type === 'channel.kicked');
    expect(kicked).toMatchObject({
      cid: 'messaging:kick-room',
      channel_type: 'messaging',
      channel_id: 'kick-room',
      channel_member_count: 1,
    });
    expect((await stopped).watcher_count).toBe(1);
    // The connection that was not watching the channel had nothing to be unsubscribed from.
    await chat.settle([bobIdle]);
    expect(ofChannel(idleSaw, 'messaging:kick-room')).toEqual([
      'member.removed',
      'notification.removed_from_channel',
    ]);
    // Unsubscribed: the channel's events no longer reach the removed member.
    watchingSaw.length = 0;
    await channel.sendMessage({ text: 'after bob left' });
    await chat.settle([bob]);
    expect(ofChannel(watchingSaw, 'messaging:kick-room')).toEqual([]);
  });

  it('leaves an admin, who may still read the channel, watching it', async () => {
    await chat.server().upsertUser({ id: 'root', name: 'root', role: 'admin' });
    const root = await chat.connect('root', { name: 'root' });
    const channel = await watchTogether('admin-room', alice, root);
    await chat.settle([root]);
    const rootSaw = recordEvents(root);
    await chat.server().channel('messaging', 'admin-room').removeMembers(['root']);
    await channel.sendMessage({ text: 'root still reads this' });
    await chat.settle([root]);
    expect(ofChannel(rootSaw, 'messaging:admin-room')).toEqual([
      'member.removed',
      'notification.removed_from_channel',
      'message.new',
    ]);
  });
});
