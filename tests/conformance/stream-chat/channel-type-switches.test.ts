/**
 * A channel type's switches through the official SDK, one table row per switch: switched off,
 * it takes its capabilities out of `own_capabilities` (an admin's too: the type decides, not the
 * role) and the call that uses the feature anyway answers Stream's error for it; switched on
 * again, the same call goes through. Parley's own types keep every switch its app uses on.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, StreamChat } from 'stream-chat';
import { chatForFile } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const server = chat.server();
const REQUIRED = { automod: 'disabled', automod_behavior: 'flag', max_message_length: 5000 };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let alice: StreamChat;
let admin: StreamChat;
let room: Channel;
let parentId: string;

const switchTo = (name: string, on: boolean) =>
  server.updateChannelType('team', { ...REQUIRED, [name]: on } as Parameters<
    StreamChat['updateChannelType']
  >[1]);

async function capabilitiesOf(client: StreamChat, id = 'switches'): Promise<string[]> {
  const channel = client.channel('team', id);
  await channel.query({ state: true });
  return (channel.data?.own_capabilities ?? []) as string[];
}

/** What a row expects of the call: Stream's error, or (for search) an empty answer. */
type Outcome = { code: number; status: number; message?: RegExp } | 'nothing found';

interface Row {
  name: string;
  capabilities: string[];
  use: () => Promise<unknown>;
  off: Outcome;
}

const ROWS: Row[] = [
  {
    name: 'typing_events',
    capabilities: ['send-typing-events', 'typing-events'],
    use: () => room.sendEvent({ type: 'typing.start' }),
    off: { code: 18, status: 400, message: /does not support events of type typing\.start/ },
  },
  {
    name: 'custom_events',
    capabilities: ['send-custom-events'],
    use: () => room.sendEvent({ type: 'friendship_request' } as never),
    off: { code: 18, status: 400, message: /Channel type team does not support custom events/ },
  },
  {
    name: 'reactions',
    capabilities: ['send-reaction'],
    use: () => room.sendReaction(parentId, { type: 'like' }),
    off: { code: 19, status: 400 },
  },
  {
    name: 'replies',
    capabilities: ['send-reply'],
    use: () => room.sendMessage({ text: 'a reply', parent_id: parentId }),
    off: { code: 19, status: 400 },
  },
  {
    name: 'quotes',
    capabilities: ['quote-message'],
    use: () => room.sendMessage({ text: 'a quote', quoted_message_id: parentId }),
    off: { code: 19, status: 400 },
  },
  {
    name: 'uploads',
    capabilities: ['upload-file'],
    use: () => room.sendFile(PNG, 'dot.png', 'image/png'),
    off: { code: 19, status: 400 },
  },
  {
    // stream-chat itself sends no read for a user without read-events; the server still may.
    name: 'read_events',
    capabilities: ['read-events'],
    use: () => server.channel('team', 'switches').markRead({ user_id: 'switch-alice' }),
    off: { code: 19, status: 400 },
  },
  {
    name: 'search',
    capabilities: ['search-messages'],
    use: async () => {
      const { results } = await room.search('parent');
      if (results.length === 0) throw new Error('nothing found');
      return results;
    },
    off: 'nothing found',
  },
  {
    // As a recorded probe of a hosted app answers a poll where polls are off.
    name: 'polls',
    capabilities: ['send-poll', 'cast-poll-vote', 'query-poll-votes'],
    use: async () => {
      const { poll } = await alice.createPoll({ name: 'Lunch?', options: [{ text: 'Yes' }] });
      return room.sendMessage({ text: '', poll_id: poll.id });
    },
    off: { code: 17, status: 403, message: /polls not enabled for this channel/ },
  },
];

embeddedOnly('switches the app channel types').describe('channel type switches', () => {
  beforeAll(async () => {
    await server.upsertUsers([{ id: 'switch-admin', name: 'Admin', role: 'admin' }]);
    alice = await chat.connect('switch-alice');
    admin = await chat.connect('switch-admin');
    room = alice.channel('team', 'switches', { members: ['switch-alice'] });
    await room.watch();
    parentId = (await room.sendMessage({ text: 'the parent' })).message.id;
  });

  afterEach(async () => {
    for (const row of ROWS) await switchTo(row.name, true);
    await switchTo('connect_events', true);
  });

  it.each(ROWS)('$name off: its capabilities go and its call is refused', async (row) => {
    await switchTo(row.name, false);
    for (const client of [alice, admin]) {
      const capabilities = await capabilitiesOf(client);
      for (const name of row.capabilities) expect(capabilities).not.toContain(name);
    }
    if (row.off === 'nothing found') {
      await expect(row.use()).rejects.toThrow('nothing found');
    } else {
      const refused = await failure(row.use());
      expect(refused).toMatchObject({ code: row.off.code, status: row.off.status });
      if (row.off.message) expect(refused.message).toMatch(row.off.message);
    }

    await switchTo(row.name, true);
    const capabilities = await capabilitiesOf(alice);
    for (const name of row.capabilities) expect(capabilities).toContain(name);
    await expect(row.use()).resolves.toBeDefined();
  });

  it('connect_events off: no presence through channels of the type', async () => {
    await chat.createUsers(['switch-watcher', 'switch-comer']);
    const watcher = await chat.connect('switch-watcher');
    const members = ['switch-watcher', 'switch-comer'];
    await server.channel('team', 'presence', { members, created_by_id: 'switch-watcher' }).create();
    await watcher.channel('team', 'presence').watch();

    await switchTo('connect_events', false);
    expect(await capabilitiesOf(watcher, 'presence')).not.toContain('connect-events');
    const heard = recordEvents(watcher);
    const comer = await chat.connect('switch-comer');
    await chat.settle([watcher]);
    expect(heard.filter((e) => e.type === 'user.presence.changed')).toEqual([]);
    await comer.disconnectUser();

    await switchTo('connect_events', true);
    const online = nextEvent(watcher, 'user.presence.changed', (e) => e.user?.online === true);
    await comer.connectUser({ id: 'switch-comer' }, chat.token('switch-comer'));
    await expect(online).resolves.toMatchObject({ user: { id: 'switch-comer' } });
  });
});

describe("Parley's channel types", () => {
  it('keep on what the app uses: reactions, replies, quotes, uploads, typing and read events', async () => {
    const member = await chat.connect('parley-member');
    for (const type of ['messaging', 'team']) {
      const channel = member.channel(type, `parley-${type}`, { members: ['parley-member'] });
      await channel.watch();
      expect(channel.getConfig()).toMatchObject({
        reactions: true,
        replies: true,
        quotes: true,
        uploads: true,
        typing_events: true,
        read_events: true,
      });
      expect(channel.data?.own_capabilities).toEqual(
        expect.arrayContaining([
          'send-reaction',
          'send-reply',
          'quote-message',
          'upload-file',
          'send-typing-events',
          'read-events',
        ]),
      );
    }
  });
});
