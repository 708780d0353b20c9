/**
 * `user.updated` through the official client: a change of a user's details, by the server, by
 * the user or on connect, reaches the watchers of the user's channels and the user's own tabs,
 * and stream-chat carries the new details into the channel state it already holds (members,
 * messages, its own user), so a rename shows without querying again.
 */
import { describe, expect, it } from 'vitest';
import type { Event, OwnUserResponse, StreamChat } from 'stream-chat';
import { chatForFile, watchTogether } from '../../support/chat-server.ts';
import { nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });
const bob = await chat.connect('bob', { name: 'Bob' });
const carol = await chat.connect('carol', { name: 'Carol' });
const USER_GRANTS = ['flag-user', 'mute-user', 'search-user'];

/** The own user's devices, which client.user holds from the connection's hello. */
const deviceIds = (client: StreamChat) =>
  (client.user as OwnUserResponse | undefined)?.devices?.map((d) => d.id);

const updatesOf = (events: Event[], userId: string) =>
  events.filter((e) => e.type === 'user.updated' && e.user?.id === userId);

describe('user.updated', () => {
  it("tells the watchers of the user's channels and the user's tabs, and nobody else, of a server rename", async () => {
    const channel = await watchTogether('renames', alice, bob);
    const { message } = await bob.channel('messaging', 'renames').sendMessage({ text: 'hi' });
    const carolSaw = recordEvents(carol);
    const aliceHeard = nextEvent(alice, 'user.updated', (e) => e.user?.id === 'bob');
    const bobHeard = nextEvent(bob, 'user.updated', (e) => e.user?.id === 'bob');
    await chat.server().partialUpdateUser({ id: 'bob', set: { name: 'Robert' } });
    const event = await aliceHeard;
    expect(event.user).toMatchObject({ id: 'bob', name: 'Robert' });
    expect(typeof event.created_at).toBe('string');
    expect((await bobHeard).user?.name).toBe('Robert');
    // What the SDK makes of it: the open channel's member and message show the new name.
    expect(channel.state.members.bob?.user?.name).toBe('Robert');
    const shown = channel.state.messages.find((m) => m.id === message.id);
    expect(shown?.user?.name).toBe('Robert');
    expect(bob.user?.name).toBe('Robert');
    await chat.settle([carol]);
    expect(updatesOf(carolSaw, 'bob')).toEqual([]);
  });

  it('tells nobody of an update that changes nothing', async () => {
    await watchTogether('no-change', alice, carol);
    const aliceSaw = recordEvents(alice);
    await chat.server().upsertUser({ id: 'carol', name: 'Carol' });
    await chat.server().partialUpdateUser({ id: 'carol', set: { name: 'Carol' } });
    await chat.settle([alice]);
    expect(updatesOf(aliceSaw, 'carol')).toEqual([]);
  });

  it("leaves the user's own devices on client.user: the event's user carries no device list", async () => {
    await chat.createUsers(['dave']);
    await chat.server().addDevice('dave-phone', 'firebase', 'dave');
    const dave = await chat.connect('dave', { name: 'dave' });
    expect(deviceIds(dave)).toEqual(['dave-phone']);
    const heard = nextEvent(dave, 'user.updated');
    await chat.server().partialUpdateUser({ id: 'dave', set: { name: 'David' } });
    expect((await heard).user).not.toHaveProperty('devices');
    expect(dave.user?.name).toBe('David');
    expect(deviceIds(dave)).toEqual(['dave-phone']);
  });

  it("with update-user-owner, tells the others of a user's own update and of new details on connect", async () => {
    embeddedOnly('changes app-wide grants');
    await watchTogether('self-updates', alice, bob);
    await chat
      .server()
      .updateAppSettings({ grants: { user: [...USER_GRANTS, 'update-user-owner'] } });
    try {
      const renamed = nextEvent(bob, 'user.updated', (e) => e.user?.name === 'Alice M.');
      await alice.partialUpdateUser({ id: 'alice', set: { name: 'Alice M.' } });
      expect((await renamed).user?.id).toBe('alice');
      const reconnected = nextEvent(bob, 'user.updated', (e) => e.user?.name === 'Alice Martin');
      await chat.connect('alice', { name: 'Alice Martin' });
      expect((await reconnected).user?.id).toBe('alice');
    } finally {
      await chat.server().updateAppSettings({ grants: { user: USER_GRANTS } });
    }
  });
});
