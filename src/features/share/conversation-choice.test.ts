import { describe, expect, it } from 'vitest';
import type { Channel } from 'stream-chat';
import type { StoredChannel } from '../../core/device-copy/schema.ts';
import { byRecency, channelChoice, savedChoice } from './conversation-choice.ts';

type Person = { id: string; name?: string };

const membersOf = (people: Person[]) =>
  Object.fromEntries(
    people.map((p) => [p.id, { user_id: p.id, user: { id: p.id, name: p.name } }]),
  );

function channel(name: unknown, people: Person[], lastMessageAt?: string): Channel {
  return {
    cid: 'messaging:c',
    data: { name },
    state: {
      members: membersOf(people),
      last_message_at: lastMessageAt ? new Date(lastMessageAt) : null,
    },
  } as unknown as Channel;
}

function saved(name: unknown, people: Person[], lastMessageAt?: string): StoredChannel {
  return {
    cid: 'messaging:c',
    channel: { name, last_message_at: lastMessageAt },
    members: membersOf(people),
  } as unknown as StoredChannel;
}

const NAMED: [string, unknown, Person[], string | undefined][] = [
  ['its own name', 'Weekend trip', [{ id: 'me' }, { id: 'bo', name: 'Bo' }], 'Weekend trip'],
  ['the other person, for two', undefined, [{ id: 'me' }, { id: 'bo', name: 'Bo' }], 'Bo'],
  [
    'the first two others, for a group',
    '  ',
    [{ id: 'me' }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }, { id: 'di', name: 'Di' }],
    'Bo, Cy',
  ],
  ['an id where there is no name', undefined, [{ id: 'me' }, { id: 'user-7' }], 'user-7'],
  ['nothing, alone in it', undefined, [{ id: 'me' }], undefined],
];

describe("a conversation's name in the share picker", () => {
  it.each(NAMED)('is %s, from the client', (_what, name, people, title) => {
    expect(channelChoice(channel(name, people), 'me').title).toBe(title);
  });

  it.each(NAMED)('is %s, from the list saved on the device', (_what, name, people, title) => {
    expect(savedChoice(saved(name, people), 'me').title).toBe(title);
  });
});

describe('the order of the choices', () => {
  it('is most recent first, from either source, with never-written ones last', () => {
    const choices = [
      savedChoice(saved('old', [], '2026-01-01T00:00:00Z'), 'me'),
      channelChoice(channel('none', []), 'me'),
      channelChoice(channel('new', [], '2026-03-01T00:00:00Z'), 'me'),
      savedChoice(saved('middle', [], '2026-02-01T00:00:00Z'), 'me'),
    ];
    expect(choices.sort(byRecency).map((c) => c.title)).toEqual(['new', 'middle', 'old', 'none']);
  });
});
