import { describe, expect, it } from 'vitest';
import type { Channel, MessageResponse, StreamChat } from 'stream-chat';
import { channelNames, deviceChannels } from './device-first-channels.ts';
import { devicePeople } from './device-first-users.ts';
import { hiddenMessages } from './hidden-messages.ts';

const person = (id: string, name?: string) => ({ user: { id, name } });

function channel(cid: string, name: string | undefined, members: string[], lastAt = 0): Channel {
  return {
    cid,
    data: name ? { name } : {},
    state: {
      members: Object.fromEntries(
        members.map((m) => [m, person(m, m === 'zoe' ? 'Zoë Ångström' : m)]),
      ),
      membership: undefined,
      last_message_at: new Date(lastAt),
    },
  } as unknown as Channel;
}

const client = {
  userID: 'me',
  activeChannels: {
    'messaging:a': channel('messaging:a', 'Release planning', ['me', 'bob'], 2),
    'messaging:b': channel('messaging:b', undefined, ['me', 'zoe'], 3),
    'messaging:c': channel('messaging:c', 'Café crew', ['me', 'bob', 'zoe'], 1),
    'messaging:d': channel('messaging:d', 'Not mine', ['bob'], 4),
  },
  mutedUsers: [{ target: { id: 'eve' } }],
} as unknown as StreamChat;

describe('conversations found on the device', () => {
  it.each([
    ['plan', ['messaging:a']],
    ['cafe', ['messaging:c']],
    ['zoe', ['messaging:b']],
    ['angst', ['messaging:b']],
    ['mine', []],
    ['', []],
  ])('%s finds %j, the latest first, only among the reader’s own', (query, expected) => {
    expect(deviceChannels(client, query).map((c) => c.cid)).toEqual(expected);
  });

  it('names an unnamed conversation by its other members', () => {
    expect(channelNames(client.activeChannels['messaging:b'] as Channel, 'me')).toEqual([
      'Zoë Ångström',
    ]);
  });
});

describe('people found on the device', () => {
  it.each([
    ['zo', ['zoe']],
    ['ANG', ['zoe']],
    ['bo', ['bob']],
    ['me', []],
  ])('%s finds %j, never the reader', (query, expected) => {
    expect(devicePeople(client, query).map((u) => u.id)).toEqual(expected);
  });
});

describe('messages a search never shows', () => {
  const hidden = hiddenMessages(client);
  const message = (extra: Partial<MessageResponse>) =>
    ({ id: 'm', type: 'regular', user: { id: 'bob' }, ...extra }) as MessageResponse;
  it.each([
    ['a message', message({}), false],
    ['a deleted one', message({ type: 'deleted' }), true],
    ['one with a deletion time', message({ deleted_at: '2026-01-01T00:00:00Z' }), true],
    ['one by a muted author', message({ user: { id: 'eve' } }), true],
    [
      'a system message naming a muted author',
      message({ type: 'system', user: { id: 'eve' } }),
      false,
    ],
  ])('%s: hidden %s', (_name, shown, expected) => {
    expect(hidden(shown)).toBe(expected);
  });
});
