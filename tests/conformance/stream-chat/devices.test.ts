/**
 * Push devices through the official client (`addDevice`, `getDevices`, `removeDevice`): kept
 * for the user who adds them, moved when another user adds the same id, removable only by
 * their user, and carried in the own user the connection announces and on the user in events.
 */
import { describe, expect, it } from 'vitest';
import type { PushProvider } from 'stream-chat';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });
const bob = await chat.connect('bob', { name: 'Bob' });

const ids = async (client: typeof alice) => (await client.getDevices()).devices?.map((d) => d.id);

describe('push devices', () => {
  it('adds, lists and removes a device of the user', async () => {
    await alice.addDevice('alice-phone', 'firebase');
    await alice.addDevice('alice-tablet', 'apn', undefined, 'ios-bundle');
    const { devices = [] } = await alice.getDevices();
    expect(devices.map((d) => [d.id, d.push_provider, d.user_id])).toEqual([
      ['alice-phone', 'firebase', 'alice'],
      ['alice-tablet', 'apn', 'alice'],
    ]);
    expect(devices[1]?.push_provider_name).toBe('ios-bundle');
    expect(typeof devices[0]?.created_at).toBe('string');
    await alice.removeDevice('alice-tablet');
    expect(await ids(alice)).toEqual(['alice-phone']);
  });

  it('moves a device id added by another user, and lets only its user remove it', async () => {
    await alice.addDevice('shared-phone', 'firebase');
    await bob.addDevice('shared-phone', 'firebase');
    expect(await ids(alice)).not.toContain('shared-phone');
    expect(await ids(bob)).toEqual(['shared-phone']);
    const notHers = await failure(alice.removeDevice('shared-phone'));
    expect(notHers.status).toBe(404);
    expect(notHers.code).toBe(16);
    await bob.removeDevice('shared-phone');
    expect(await ids(bob)).toEqual([]);
  });

  it('refuses an unknown push provider and a device with no id', async () => {
    const provider = await failure(alice.addDevice('x', 'pigeon' as PushProvider));
    expect([provider.status, provider.code]).toEqual([400, 4]);
    const noId = await failure(alice.addDevice('', 'firebase'));
    expect([noId.status, noId.code]).toEqual([400, 4]);
  });

  it('announces the devices in the own user when a connection opens', async () => {
    await chat.createUsers(['carol']);
    await chat.server().addDevice('carol-phone', 'huawei', 'carol');
    const carol = newClient(chat.info);
    const answer = await carol.connectUser({ id: 'carol', name: 'Carol' }, chat.token('carol'));
    const devices = (answer?.me as { devices?: { id: string }[] } | undefined)?.devices;
    expect(devices?.map((d) => d.id)).toEqual(['carol-phone']);
    await carol.disconnectUser();
  });

  it("carries a user's devices on that user in the events others receive, as hosted's do", async () => {
    await alice.addDevice('alice-watch', 'apn', undefined, 'APN-Configuration');
    const channel = alice.channel('messaging', 'device-events', { members: ['alice', 'bob'] });
    await channel.watch();
    await bob.channel('messaging', 'device-events').watch();
    const typing = nextEvent(bob, 'typing.start');
    await channel.keystroke();
    const seen = ((await typing).user as { devices?: { id: string }[] } | undefined)?.devices;
    expect(seen?.map((d) => d.id)).toContain('alice-watch');
    expect(seen?.find((d) => d.id === 'alice-watch')).toMatchObject({
      user_id: 'alice',
      push_provider: 'apn',
      push_provider_name: 'APN-Configuration',
      created_at: expect.any(String),
    });
  });
});
