/**
 * The websocket fallback through the official client: with `enableWSFallback` and a websocket
 * that cannot open, stream-chat connects through `GET /longpoll` (connection_fallback.ts),
 * receives its events by polling, and its REST calls carry the long-poll connection's id as they
 * would a socket's: watching, presence and event routing behave the same.
 */
import { describe, expect, it } from 'vitest';
import { StreamChat, type Event } from 'stream-chat';
import { chatForFile } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const chat = await chatForFile();

/** Long enough for the SDK to give up on the websocket (6 s with the fallback on) and poll. */
const FALLBACK_WAIT = 20_000;

/**
 * A client whose websocket the server refuses (it upgrades only `/connect`, and this client's
 * socket URL ends elsewhere), so that connecting falls back to long-poll.
 */
function fallbackClient(): StreamChat {
  const client = new StreamChat(chat.info.apiKey, {
    allowServerSideConnect: true,
    timeout: 10_000,
    enableWSFallback: true,
  });
  client.setBaseURL(chat.info.url);
  client.wsBaseURL = `${client.wsBaseURL}/no-websocket`;
  chat.clients.push(client);
  return client;
}

async function connectByLongPoll(userId: string, token = chat.token(userId)) {
  const client = fallbackClient();
  const [hello, transport] = await Promise.all([
    client.connectUser({ id: userId, name: `${userId} by long-poll` }, token),
    nextEvent(client, 'transport.changed', () => true, FALLBACK_WAIT),
  ]);
  return { client, hello, transport };
}

/** A REST-only client of the user (no connection), as a second device would call the API. */
async function restAs(userId: string): Promise<StreamChat> {
  const client = new StreamChat(chat.info.apiKey, { timeout: 10_000 });
  client.setBaseURL(chat.info.url);
  client.userID = userId;
  await client._setToken({ id: userId }, chat.token(userId));
  return client;
}

/** A `GET /longpoll` as the SDK's fallback sends it, through the client's request path. */
function longPoll(client: StreamChat, params: Record<string, string | undefined>) {
  return client.doAxiosRequest<{ events?: Event[] }>(
    'get',
    `${client.baseURL}/longpoll`,
    undefined,
    { params },
  );
}

const bob = await chat.connect('bob', { name: 'Bob' });
const [alice, erin] = await Promise.all([connectByLongPoll('alice'), connectByLongPoll('erin')]);

describe('connecting through the websocket fallback', () => {
  it('falls back to /longpoll, whose hello carries the connection id and the own user', async () => {
    expect(alice.transport).toMatchObject({ type: 'transport.changed', mode: 'longpoll' });
    expect(alice.hello?.type).toBe('health.check');
    expect(alice.hello?.connection_id).toBeTruthy();
    expect(alice.client._getConnectionID()).toBe(alice.hello?.connection_id);
    expect(alice.client.wsFallback?.isHealthy()).toBe(true);
    expect(alice.client.wsConnection?.isHealthy).toBe(false);
    // The user is created from the connect's details, as a websocket connect creates it.
    expect(alice.hello?.me).toMatchObject({
      id: 'alice',
      name: 'alice by long-poll',
      role: 'user',
      online: true,
    });
    const { users } = await bob.queryUsers({ id: 'alice' });
    expect(users[0]).toMatchObject({ name: 'alice by long-poll', online: true });
  });

  it('refuses an expired token with code 40, as the websocket connect does', async () => {
    const refused = await failure(connectByLongPoll('mallory', chat.token('mallory', -60)));
    expect([refused.status, refused.code]).toEqual([401, 40]);
  });
});

describe('events and REST calls over a long-poll connection', () => {
  it('watches with its connection id: the other watchers see it start watching', async () => {
    const channel = bob.channel('messaging', 'lp-watch', { members: ['alice', 'bob'] });
    await channel.watch();
    const started = nextEvent(bob, 'user.watching.start', (e) => e.user?.id === 'alice');
    const state = await alice.client.channel('messaging', 'lp-watch').watch();
    expect((await started).watcher_count).toBe(2);
    expect(state.watcher_count).toBe(2);
  });

  it('receives by polling the message.new another user sends to a channel it watches', async () => {
    const channel = bob.channel('messaging', 'lp-receive', { members: ['alice', 'bob'] });
    await channel.watch();
    const watched = alice.client.channel('messaging', 'lp-receive');
    await watched.watch();
    const arrived = nextEvent(alice.client, 'message.new', (e) => e.cid === channel.cid);
    const { message } = await channel.sendMessage({ text: 'over the fallback' });
    const event = await arrived;
    expect(event.message).toMatchObject({ id: message.id, text: 'over the fallback' });
    expect(event.user?.id).toBe('bob');
    expect(watched.state.messages.map((m) => m.id)).toContain(message.id);
  });

  it('sends through REST while polling: the other side receives it', async () => {
    await bob.channel('messaging', 'lp-send', { members: ['alice', 'bob'] }).watch();
    const mine = alice.client.channel('messaging', 'lp-send');
    await mine.watch();
    const arrived = nextEvent(bob, 'message.new', (e) => e.cid === mine.cid);
    const { message } = await mine.sendMessage({ text: 'from the long-poll side' });
    expect((await arrived).message?.id).toBe(message.id);
  });

  it('receives notification.* for channels it does not watch', async () => {
    const added = nextEvent(alice.client, 'notification.added_to_channel', (e) =>
      Boolean(e.channel?.cid?.endsWith(':lp-notify')),
    );
    const channel = bob.channel('messaging', 'lp-notify', { members: ['alice', 'bob'] });
    await channel.watch();
    await added;
    const notified = nextEvent(
      alice.client,
      'notification.message_new',
      (e) => e.cid === channel.cid,
    );
    const { message } = await channel.sendMessage({ text: 'you are not watching' });
    expect((await notified).message?.id).toBe(message.id);
  });
});

describe('presence and the end of a long-poll connection', () => {
  it('comes online when it connects, and goes offline and stops watching when it disconnects', async () => {
    await chat.server().upsertUsers([{ id: 'dave', name: 'Dave' }]);
    const channel = bob.channel('messaging', 'lp-presence', { members: ['bob', 'dave'] });
    await channel.watch();
    const online = nextEvent(
      bob,
      'user.presence.changed',
      (e) => e.user?.id === 'dave' && e.user.online === true,
      FALLBACK_WAIT,
    );
    const dave = await connectByLongPoll('dave');
    await online;
    const started = nextEvent(bob, 'user.watching.start', (e) => e.user?.id === 'dave');
    await dave.client.channel('messaging', 'lp-presence').watch();
    await started;

    const stopped = nextEvent(bob, 'user.watching.stop', (e) => e.user?.id === 'dave');
    const offline = nextEvent(
      bob,
      'user.presence.changed',
      (e) => e.user?.id === 'dave' && e.user.online === false,
    );
    const closedId = dave.client._getConnectionID();
    await dave.client.disconnectUser();
    expect((await stopped).watcher_count).toBe(1);
    await offline;

    const gone = await failure(longPoll(await restAs('dave'), { connection_id: closedId }));
    expect([gone.status, gone.code]).toEqual([400, 46]);
  });

  it('answers code 46 for an unknown connection id, and for the ids of another user and of a websocket', async () => {
    const unknown = await failure(longPoll(alice.client, { connection_id: 'no-such-connection' }));
    expect([unknown.status, unknown.code]).toEqual([400, 46]);
    const othersPoll = await failure(
      longPoll(bob, { connection_id: alice.client._getConnectionID() }),
    );
    expect([othersPoll.status, othersPoll.code]).toEqual([400, 46]);
    const socketsId = await failure(
      longPoll(alice.client, { connection_id: bob._getConnectionID() }),
    );
    expect([socketsId.status, socketsId.code]).toEqual([400, 46]);
  });

  it('a client whose connection ended gets code 46 and reconnects with a new connection', async () => {
    const before = erin.client._getConnectionID();
    const reconnected = nextEvent(
      erin.client,
      'health.check',
      (e) => e.connection_id !== undefined && e.connection_id !== before,
    );
    // Another device of the user closes this one's connection, as the SDK's disconnect does.
    await longPoll(await restAs('erin'), { connection_id: before, close: 'true' });
    const hello = await reconnected;
    expect(erin.client._getConnectionID()).toBe(hello.connection_id);

    const added = nextEvent(erin.client, 'notification.added_to_channel', (e) =>
      Boolean(e.channel?.cid?.endsWith(':lp-after-reconnect')),
    );
    await bob.channel('messaging', 'lp-after-reconnect', { members: ['bob', 'erin'] }).create();
    await added;
  });
});
