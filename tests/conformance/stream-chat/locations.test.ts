/**
 * Shared and live locations through the official client: a location message reaches watchers,
 * live updates arrive as message.updated, the active list, stopping, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { chatForFile, postMessage, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
await watchTogether('places', alice, bob);

const inSeconds = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

describe('shared locations', () => {
  it('sends a static location that watchers receive and that cannot move', async () => {
    const channel = alice.channel('messaging', 'places');
    const arrived = nextEvent(bob, 'message.new', (e) => e.message?.shared_location !== undefined);
    const id = crypto.randomUUID();
    await channel.sendSharedLocation({
      message_id: id,
      created_by_device_id: 'phone',
      latitude: 52.37,
      longitude: 4.89,
    });
    const event = await arrived;
    expect(event.message?.shared_location).toMatchObject({
      message_id: id,
      channel_cid: 'messaging:places',
      user_id: 'alice',
      latitude: 52.37,
      longitude: 4.89,
      created_by_device_id: 'phone',
    });
    expect(event.message?.shared_location?.end_at).toBeUndefined();
    expect(
      (await failure(alice.updateLocation({ message_id: id, latitude: 1, longitude: 1 }))).code,
    ).toBe(4);
  });

  it('moves a live location for every watcher, lists it as active, and stops it', async () => {
    const channel = alice.channel('messaging', 'places');
    const id = crypto.randomUUID();
    const endAt = inSeconds(900);
    const sent = await channel.sendSharedLocation({
      message_id: id,
      created_by_device_id: 'phone',
      latitude: 10,
      longitude: 20,
      end_at: endAt,
    });
    const active = await alice.getSharedLocations();
    expect(active.active_live_locations.map((l) => l.message_id)).toContain(id);

    const moved = nextEvent(bob, 'message.updated', (e) => e.message?.id === id);
    const location = await alice.updateLocation({
      message_id: id,
      latitude: 10.5,
      longitude: 20.5,
    });
    expect(location).toMatchObject({
      latitude: 10.5,
      longitude: 20.5,
      end_at: new Date(endAt).toISOString(),
    });
    const movedMessage = (await moved).message;
    expect(movedMessage?.shared_location).toMatchObject({ latitude: 10.5, longitude: 20.5 });
    // The message itself is updated at the move (stream-chat-react redraws on updated_at), but
    // not edited: its text did not change.
    expect(movedMessage?.updated_at).toBe(movedMessage?.shared_location?.updated_at);
    expect(Date.parse(movedMessage?.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(sent.message.updated_at as string),
    );
    expect(movedMessage?.message_text_updated_at).toBeUndefined();
    const local = bob.channel('messaging', 'places').state.messages.find((m) => m.id === id);
    expect(local?.shared_location?.latitude).toBe(10.5);

    expect(
      (await failure(bob.updateLocation({ message_id: id, latitude: 0, longitude: 0 }))).code,
    ).toBe(17);
    expect(
      (await failure(alice.updateLocation({ message_id: id, latitude: 91, longitude: 0 }))).code,
    ).toBe(4);

    const stopped = nextEvent(bob, 'message.updated', (e) => e.message?.id === id);
    await channel.stopLiveLocationSharing({ message_id: id });
    const stoppedMessage = (await stopped).message;
    const endedAt = stoppedMessage?.shared_location?.end_at as string;
    expect(Date.parse(endedAt)).toBeLessThan(Date.parse(endAt));
    expect(stoppedMessage?.updated_at).toBe(stoppedMessage?.shared_location?.updated_at);
    expect(
      (await alice.getSharedLocations()).active_live_locations.map((l) => l.message_id),
    ).not.toContain(id);
    expect(
      (await failure(alice.updateLocation({ message_id: id, latitude: 11, longitude: 21 }))).code,
    ).toBe(4);
  });

  it('refuses a live location that has already ended and malformed coordinates', async () => {
    const channel = alice.channel('messaging', 'places');
    const past = await failure(
      channel.sendSharedLocation({
        message_id: crypto.randomUUID(),
        created_by_device_id: 'phone',
        latitude: 1,
        longitude: 1,
        end_at: inSeconds(-5),
      }),
    );
    expect(past.code).toBe(4);
    const bad = await failure(
      channel.sendSharedLocation({
        message_id: crypto.randomUUID(),
        created_by_device_id: 'phone',
        latitude: 1,
        longitude: 200,
      }),
    );
    expect(bad.code).toBe(4);
    // Without the device, which the SDK's types require: posted as sendSharedLocation posts it.
    const messageId = crypto.randomUUID();
    const noDevice = await failure(
      postMessage(channel, {
        id: messageId,
        shared_location: { message_id: messageId, latitude: 1, longitude: 1 },
      }),
    );
    expect(noDevice.code).toBe(4);
  });

  it('keeps the location across a reload of the channel', async () => {
    const channel = alice.channel('messaging', 'places');
    const id = crypto.randomUUID();
    await channel.sendSharedLocation({
      message_id: id,
      created_by_device_id: 'laptop',
      latitude: -33.9,
      longitude: 151.2,
    });
    const state = await bob.channel('messaging', 'places').query({ messages: { limit: 50 } });
    expect(state.messages.find((m) => m.id === id)?.shared_location).toMatchObject({
      latitude: -33.9,
      longitude: 151.2,
    });
  });
});
