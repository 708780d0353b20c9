/** The websocket: hello frame, pings, presence, token expiry and refresh, bad tokens, anonymous users, restarts. */
import { describe, expect, it } from 'vitest';
import { StreamChat } from 'stream-chat';
import { SignJWT } from 'jose';
import { chatForFile, newClient, startTestChat } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();

describe('hello and pings', () => {
  it('opens with health.check carrying connection_id and the full own user', async () => {
    const client = newClient(chat.info);
    chat.clients.push(client);
    const hello = await client.connectUser(
      { id: 'hello-user', name: 'Hello', image: 'https://example.com/a.png' },
      chat.token('hello-user'),
    );
    expect(hello?.type).toBe('health.check');
    expect(hello?.connection_id).toBeTruthy();
    expect(client._getConnectionID()).toBe(hello?.connection_id);
    const me = hello?.me;
    expect(me).toMatchObject({
      id: 'hello-user',
      name: 'Hello',
      image: 'https://example.com/a.png',
      role: 'user',
      online: true,
    });
    expect(me?.mutes).toEqual([]);
    expect(me?.channel_mutes).toEqual([]);
    expect(me?.devices).toEqual([]);
    expect(me?.total_unread_count).toBe(0);
    expect(me?.unread_channels).toBe(0);
    await chat.settle([client]);
  });

  it('creates the user on its first connect; later connects cannot rename it (users lack update-user-owner)', async () => {
    const first = await chat.connect('renamer', { name: 'Old' });
    await first.disconnectUser();
    const second = await chat.connect('renamer', {
      name: 'New',
      image: 'https://evil.example/x.png',
    });
    const { users } = await second.queryUsers({ id: 'renamer' });
    expect(users[0]?.name).toBe('Old');
    expect(users[0]?.image).toBeUndefined();
    expect(users[0]?.role).toBe('user');
  });

  it('nobody can pose as someone else by naming themselves in connectUser', async () => {
    await chat.server().upsertUsers([
      { id: 'real-bob', name: 'Bob Okafor' },
      { id: 'real-alice', name: 'Alice Martin' },
    ]);
    const bob = await chat.connect('real-bob', {
      name: 'Alice Martin',
      image: 'https://evil.example/a.png',
    });
    const alice = await chat.connect('real-alice', { name: 'Alice Martin' });
    const { users } = await alice.queryUsers({ id: 'real-bob' });
    expect(users[0]).toMatchObject({ name: 'Bob Okafor' });
    expect(users[0]?.image).toBeUndefined();
    await bob.disconnectUser();
  });

  it('renames on connect again once the app grants update-user-owner to users', async () => {
    embeddedOnly('changes app-wide grants');
    await chat.server().updateAppSettings({
      grants: { user: ['flag-user', 'mute-user', 'search-user', 'update-user-owner'] },
    });
    try {
      const first = await chat.connect('granted-renamer', { name: 'Old' });
      await first.disconnectUser();
      const second = await chat.connect('granted-renamer', { name: 'New' });
      expect((await second.queryUsers({ id: 'granted-renamer' })).users[0]?.name).toBe('New');
    } finally {
      await chat.server().updateAppSettings({
        grants: { user: ['flag-user', 'mute-user', 'search-user'] },
      });
    }
  });
});

describe('presence', () => {
  it('tells watchers of shared channels when a member comes online and goes offline', async () => {
    await chat.createUsers(['presence-mover']);
    const watcher = await chat.connect('presence-watcher');
    await watcher
      .channel('messaging', 'presence-room', {
        members: ['presence-watcher', 'presence-mover'],
      })
      .watch({ presence: true });
    const online = nextEvent(
      watcher,
      'user.presence.changed',
      (e) => e.user?.id === 'presence-mover' && e.user.online === true,
    );
    const mover = await chat.connect('presence-mover');
    expect((await online).user?.online).toBe(true);
    const offline = nextEvent(
      watcher,
      'user.presence.changed',
      (e) => e.user?.id === 'presence-mover' && e.user.online === false,
    );
    await mover.disconnectUser();
    const event = await offline;
    expect(event.user?.last_active).toBeTruthy();
  });
});

describe('tokens', () => {
  it('refreshes an expired token through the token provider, on connect and on REST calls', async () => {
    const client = newClient(chat.info);
    chat.clients.push(client);
    let calls = 0;
    const provider = async (): Promise<string> => {
      calls++;
      // First an already expired token, then one that expires soon, then long-lived ones.
      if (calls === 1) return chat.token('refresher', -10);
      if (calls === 2) return chat.token('refresher', 2);
      return chat.token('refresher', 3600);
    };
    await client.connectUser({ id: 'refresher' }, provider);
    expect(calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { users } = await client.queryUsers({ id: 'refresher' });
    expect(users).toHaveLength(1);
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('rejects a forged signature with code 43 on connect and on REST', async () => {
    const forger = new StreamChat(chat.info.apiKey, 'not-the-secret');
    const forged = forger.createToken('forger');
    const client = newClient(chat.info);
    const error = await failure(client.connectUser({ id: 'forger' }, forged));
    expect(error.message).toContain('"code":43');
    const response = await fetch(`${chat.info.url}/users?api_key=${chat.info.apiKey}`, {
      headers: { authorization: forged, 'stream-auth-type': 'jwt' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 43, StatusCode: 401 });
  });

  it.each([
    ['not valid yet (nbf ahead) with code 41', { nbf: 600 }, 41],
    ['issued in the future (iat ahead) with code 42', { iat: 600 }, 42],
  ])('rejects a token %s, on connect and on REST', async (_, ahead, code) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = Object.fromEntries(
      Object.entries(ahead).map(([claim, by]) => [claim, now + by]),
    );
    const token = await new SignJWT({ user_id: 'early', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(chat.info.apiSecret));
    const error = await failure(newClient(chat.info).connectUser({ id: 'early' }, token));
    expect(error.message).toContain(`"code":${code}`);
    const response = await fetch(`${chat.info.url}/users?api_key=${chat.info.apiKey}`, {
      headers: { authorization: token, 'stream-auth-type': 'jwt' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code, StatusCode: 401 });
  });

  it('rejects a token for another user than the one connecting', async () => {
    const client = newClient(chat.info);
    const error = await failure(
      client.connectUser({ id: 'mallory' }, async () => chat.token('someone-else')),
    );
    expect(error.message).toContain('does not match');
  });

  it('lets anonymous users connect and read nothing private, and refuses their writes', async () => {
    const owner = await chat.connect('anon-owner');
    await owner.channel('messaging', 'anon-room', { members: ['anon-owner'] }).create();
    const anonymous = newClient(chat.info);
    chat.clients.push(anonymous);
    await anonymous.connectAnonymousUser();
    expect(anonymous.user?.role).toBe('anonymous');
    const channels = await anonymous.queryChannels({ type: 'messaging' });
    expect(channels).toHaveLength(0);
    const refused = await failure(
      anonymous.channel('messaging', 'anon-room').sendMessage({ text: 'hi' }),
    );
    expect(refused.code).toBe(17);
  });
});

embeddedOnly('restarts the server').describe('server restart', () => {
  it('reconnects the clients and recovers messages sent meanwhile', async () => {
    const own = await startTestChat();
    const port = Number(new URL(own.info.url).port);
    await own.createUsers(['bob']);
    const alice = await own.connect('alice');
    const channel = alice.channel('messaging', 'restart-room', {
      members: ['alice', 'bob'],
    });
    await channel.watch();
    await channel.sendMessage({ text: 'before restart' });
    await own.handle.close();
    const restarted = await startTestChat({ dataDir: own.dataDir, port });
    restarted.clients.push(alice);
    const recovered = nextEvent(alice, 'connection.recovered', () => true, 20_000);
    await restarted
      .server()
      .channel('messaging', 'restart-room')
      .sendMessage({ text: 'while you were away', user_id: 'bob' });
    await recovered;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const texts = channel.state.messages.map((m) => m.text);
    expect(texts).toContain('before restart');
    expect(texts).toContain('while you were away');
    await restarted.remove();
  }, 30_000);
});
