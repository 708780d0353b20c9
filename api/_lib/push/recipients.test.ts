/**
 * Who a new message notifies, as a table over level, membership (invitations, bans), mentions,
 * threads, mutes and the kind of message.
 */
import { describe, expect, it } from 'vitest';
import {
  isNotified,
  type MessageFacts,
  type MuteFacts,
  type NotificationLevel,
} from './recipients.ts';

const group = (overrides: Partial<MessageFacts> = {}): MessageFacts => ({
  authorId: 'bob',
  memberIds: new Set(['bob', 'alice', 'sam']),
  memberCount: 3,
  mentionedIds: new Set(),
  threadOnly: false,
  silent: false,
  shadowed: false,
  type: 'regular',
  ...overrides,
});
const direct = (overrides: Partial<MessageFacts> = {}): MessageFacts =>
  group({ memberIds: new Set(['bob', 'alice']), memberCount: 2, ...overrides });
const free: MuteFacts = { conversationMuted: false, authorMuted: false };
const person = (
  level: NotificationLevel | undefined,
  userId = 'alice',
  membership: { invitePending?: boolean; banned?: boolean } = {},
) => ({
  userId,
  settings: level === undefined ? undefined : { level, showText: true },
  ...membership,
});

describe('who is notified of a new message', () => {
  it.each<[string, MessageFacts, ReturnType<typeof person>, MuteFacts, boolean]>([
    ['the author never, whatever the level', group(), person('all', 'bob'), free, false],
    ['someone not in the conversation never', group(), person('all', 'eve'), free, false],
    ['no settings row: off', direct(), person(undefined), free, false],
    ['level off: nothing, even a direct message', direct(), person('off'), free, false],
    [
      'level off: nothing, even a mention',
      group({ mentionedIds: new Set(['alice']) }),
      person('off'),
      free,
      false,
    ],
    ['direct level: a conversation of two', direct(), person('direct'), free, true],
    [
      'a silent message: nobody, whatever the level',
      direct({ silent: true }),
      person('all'),
      free,
      false,
    ],
    ['direct level: not a group message', group(), person('direct'), free, false],
    [
      'direct level: a group message that mentions them',
      group({ mentionedIds: new Set(['alice']) }),
      person('direct'),
      free,
      true,
    ],
    [
      'direct level: a mention of someone else',
      group({ mentionedIds: new Set(['sam']) }),
      person('direct'),
      free,
      false,
    ],
    ['all level: every group message', group(), person('all'), free, true],
    ['all level: a direct message', direct(), person('all'), free, true],
    [
      'a muted conversation: nothing at level all',
      group(),
      person('all'),
      { conversationMuted: true, authorMuted: false },
      false,
    ],
    [
      'a muted conversation: nothing even when mentioned',
      group({ mentionedIds: new Set(['alice']) }),
      person('direct'),
      { conversationMuted: true, authorMuted: false },
      false,
    ],
    [
      'a muted or blocked author: nothing in a direct conversation',
      direct(),
      person('direct'),
      { conversationMuted: false, authorMuted: true },
      false,
    ],
    [
      'a thread-only reply: not at level all',
      group({ threadOnly: true }),
      person('all'),
      free,
      false,
    ],
    [
      'a thread-only reply that mentions them: yes',
      group({ threadOnly: true, mentionedIds: new Set(['alice']) }),
      person('direct'),
      free,
      true,
    ],
    [
      'a thread-only reply in a direct conversation without a mention: no',
      direct({ threadOnly: true }),
      person('direct'),
      free,
      false,
    ],
    [
      'a member whose invitation is still open: nothing, even a mention',
      direct({ mentionedIds: new Set(['alice']) }),
      person('all', 'alice', { invitePending: true }),
      free,
      false,
    ],
    [
      'a member banned from the conversation: nothing',
      direct(),
      person('all', 'alice', { banned: true }),
      free,
      false,
    ],
    [
      'a shadowed message (its author is shadow banned): nobody',
      direct({ shadowed: true }),
      person('all'),
      free,
      false,
    ],
    ['a system message: nobody', group({ type: 'system' }), person('all'), free, false],
    ['an ephemeral message: nobody', direct({ type: 'ephemeral' }), person('all'), free, false],
    ['a message of no type: nobody', direct({ type: '' }), person('all'), free, false],
    [
      'a reply in a thread that mentions them: yes',
      group({ type: 'reply', threadOnly: true, mentionedIds: new Set(['alice']) }),
      person('direct'),
      free,
      true,
    ],
  ])('%s', (_name, message, who, mutes, expected) => {
    expect(isNotified(message, who, mutes)).toBe(expected);
  });
});
