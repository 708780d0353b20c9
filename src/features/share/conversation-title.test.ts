import { describe, expect, it } from 'vitest';
import type { Channel } from 'stream-chat';
import { conversationTitle } from './conversation-title.ts';

function channel(name: unknown, members: { id: string; name?: string }[]): Channel {
  return {
    data: { name },
    state: {
      members: Object.fromEntries(
        members.map((m) => [m.id, { user_id: m.id, user: { id: m.id, name: m.name } }]),
      ),
    },
  } as unknown as Channel;
}

describe("a conversation's name in the share picker", () => {
  it.each([
    [
      'its own name',
      channel('Weekend trip', [{ id: 'me' }, { id: 'bo', name: 'Bo' }]),
      'Weekend trip',
    ],
    [
      'the other person, for two',
      channel(undefined, [{ id: 'me' }, { id: 'bo', name: 'Bo' }]),
      'Bo',
    ],
    [
      'the first two others, for a group',
      channel('  ', [
        { id: 'me' },
        { id: 'bo', name: 'Bo' },
        { id: 'cy', name: 'Cy' },
        { id: 'di', name: 'Di' },
      ]),
      'Bo, Cy',
    ],
    [
      'an id where there is no name',
      channel(undefined, [{ id: 'me' }, { id: 'user-7' }]),
      'user-7',
    ],
    ['nothing, alone in it', channel(undefined, [{ id: 'me' }]), undefined],
  ])('is %s', (_what, conversation, title) => {
    expect(conversationTitle(conversation, 'me')).toBe(title);
  });
});
