/**
 * Delivery receipts through the official client: where the channel type has `delivery_events`
 * on, stream-chat's delivery reporter confirms what a client received (`markChannelsDelivered`),
 * the server keeps it in the member's read state and tells the channel's members and watchers
 * `message.delivered`; where it is off (the default, as on a new hosted app) the SDK sends nothing
 * and a confirmation is passed over, as are those the server cannot keep.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Event, StreamChat } from 'stream-chat';
import { chatForFile } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });
const bob = await chat.connect('bob', { name: 'Bob' });
const carol = await chat.connect('carol', { name: 'Carol' });

const deliveries = (events: Event[], ...by: string[]) =>
  events.filter(
    (e) => e.type === 'message.delivered' && (by.length === 0 || by.includes(e.user?.id ?? '')),
  );

/** A team channel (delivery events on) of alice, bob and carol, which alice and bob watch. */
async function teamRoom(id: string) {
  const room = alice.channel('team', id, { members: ['alice', 'bob', 'carol'] });
  await room.watch();
  await bob.channel('team', id).watch();
  await chat.settle([alice, bob, carol]);
  return room;
}

const readOf = async (client: StreamChat, type: string, id: string, userId: string) => {
  const state = await client.channel(type, id).query({});
  return state.read?.find((r) => r.user.id === userId);
};

embeddedOnly('turns delivery events on for a channel type of the app').describe(
  'message delivery',
  () => {
    beforeAll(() =>
      chat.server().updateChannelType('team', {
        automod: 'disabled',
        automod_behavior: 'flag',
        max_message_length: 5000,
        delivery_events: true,
      }),
    );
    it("reports a received message by itself, and the author's client shows it delivered", async () => {
      const room = await teamRoom('delivered-room');
      expect(room.getConfig()?.delivery_events).toBe(true);
      const carolHeard = nextEvent(carol, 'message.delivered');
      const delivered = nextEvent(alice, 'message.delivered', (e) => e.user?.id === 'bob');
      const { message } = await room.sendMessage({ text: 'did this arrive?' });
      const event = await delivered;
      expect(event).toMatchObject({
        cid: 'team:delivered-room',
        channel_type: 'team',
        channel_id: 'delivered-room',
        last_delivered_message_id: message.id,
        user: { id: 'bob' },
      });
      expect(event.last_delivered_at).toBe(event.created_at);
      // A member who is not watching hears of it too (Delivered & Read Status docs: the members).
      expect((await carolHeard).user?.id).toBe('bob');
      expect(room.state.read.bob?.last_delivered_message_id).toBe(message.id);
      const deliveredTo = room.messageReceiptsTracker.deliveredForMessage({
        msgId: message.id,
        timestampMs: new Date(message.created_at as string).getTime(),
      });
      expect(deliveredTo.map((u) => u.id)).toContain('bob');

      const read = await readOf(alice, 'team', 'delivered-room', 'bob');
      expect(read?.last_delivered_message_id).toBe(message.id);
      expect(read?.last_delivered_at).toBe(event.last_delivered_at);
    });

    it("passes over a message already delivered, and one that is not the channel's", async () => {
      const room = await teamRoom('again-room');
      const delivered = nextEvent(alice, 'message.delivered', (e) => e.user?.id === 'bob');
      const { message: first } = await room.sendMessage({ text: 'first' });
      await delivered;
      const aliceSaw = recordEvents(alice);
      await bob.markChannelsDelivered({
        latest_delivered_messages: [
          { cid: 'team:again-room', id: first.id },
          { cid: 'team:again-room', id: 'no-such-message' },
          { cid: 'team:delivered-room', id: first.id },
        ],
      });
      await chat.settle([alice]);
      expect(deliveries(aliceSaw)).toEqual([]);
      const read = await readOf(alice, 'team', 'again-room', 'bob');
      expect(read?.last_delivered_message_id).toBe(first.id);
    });

    it('passes over a caller who is not a member, and one whose privacy settings keep deliveries', async () => {
      const room = await teamRoom('private-room');
      const { message } = await room.sendMessage({ text: 'for members' });
      await chat.server().upsertUser({ id: 'dave', name: 'Dave' });
      const aliceSaw = recordEvents(alice);
      const server = chat.server();
      const confirmation = { cid: 'team:private-room', id: message.id };
      await server.markChannelsDelivered({
        user_id: 'dave',
        latest_delivered_messages: [confirmation],
      });
      await server.partialUpdateUser({
        id: 'carol',
        set: { privacy_settings: { delivery_receipts: { enabled: false } } },
      });
      await server.markChannelsDelivered({
        user_id: 'carol',
        latest_delivered_messages: [confirmation],
      });
      await chat.settle([alice]);
      // Bob's own client reports the message as delivered meanwhile; only theirs are asserted on.
      expect(deliveries(aliceSaw, 'dave', 'carol')).toEqual([]);
      expect(
        (await readOf(alice, 'team', 'private-room', 'carol'))?.last_delivered_at,
      ).toBeUndefined();
    });

    it('with delivery events off for the type (the default), tells nobody and keeps nothing', async () => {
      const room = alice.channel('messaging', 'quiet-room', { members: ['alice', 'bob'] });
      await room.watch();
      const bobs = bob.channel('messaging', 'quiet-room');
      await bobs.watch();
      expect(bobs.getConfig()?.delivery_events).toBe(false);
      const aliceSaw = recordEvents(alice);
      const { message } = await room.sendMessage({ text: 'no receipts here' });
      await bob.markChannelsDelivered({
        latest_delivered_messages: [{ cid: 'messaging:quiet-room', id: message.id }],
      });
      await chat.settle([alice, bob]);
      expect(deliveries(aliceSaw)).toEqual([]);
      expect(
        (await readOf(alice, 'messaging', 'quiet-room', 'bob'))?.last_delivered_at,
      ).toBeUndefined();
    });

    it('refuses a malformed list, too long a list, and a server-side call that names no user', async () => {
      const post = (body: Record<string, unknown>) =>
        failure(bob.post(`${bob.baseURL}/channels/delivered`, body));
      expect(await post({ latest_delivered_messages: 'team:x' })).toMatchObject({
        status: 400,
        code: 4,
      });
      expect(await post({ latest_delivered_messages: [{ cid: 'team:x' }] })).toMatchObject({
        status: 400,
        code: 4,
      });
      const many = Array.from({ length: 101 }, (_, i) => ({ cid: 'team:x', id: `m${i}` }));
      expect(await post({ latest_delivered_messages: many })).toMatchObject({
        status: 400,
        code: 4,
      });
      const anonymous = await failure(
        chat.server().markChannelsDelivered({
          latest_delivered_messages: [{ cid: 'team:x', id: 'm' }],
        }),
      );
      expect(anonymous).toMatchObject({ status: 400, code: 4 });
    });
  },
);
