import { describe, expect, it } from 'vitest';
import { shouldNotify, type ArrivedMessage, type NotifyContext } from './notify-rule.ts';

const DIRECT: ArrivedMessage = {
  authorId: 'bob',
  cid: 'messaging:ab',
  memberCount: 2,
  mentionedIds: [],
};
const GROUP: ArrivedMessage = { ...DIRECT, cid: 'messaging:trip', memberCount: 3 };
const MENTION: ArrivedMessage = { ...GROUP, mentionedIds: ['alice'] };

const HIDDEN: NotifyContext = {
  myId: 'alice',
  level: 'direct',
  hidden: true,
  onScreenCid: null,
  conversationMuted: false,
  authorMuted: false,
};

describe('a message reaching an open page notifies', () => {
  it.each<[string, ArrivedMessage, Partial<NotifyContext>, boolean]>([
    ['a direct message while hidden', DIRECT, {}, true],
    ['a group message that mentions me, at level direct', MENTION, {}, true],
    ['a group message at level all', GROUP, { level: 'all' }, true],
    ['a direct message at level all', DIRECT, { level: 'all' }, true],
    ['not a group message without a mention, at level direct', GROUP, {}, false],
    ['not at level off, even a direct message', DIRECT, { level: 'off' }, false],
    ['not at level off, even a mention', MENTION, { level: 'off' }, false],
    ['not while the page is visible', DIRECT, { hidden: false }, false],
    ['not at level all while visible', GROUP, { level: 'all', hidden: false }, false],
    ['not my own message', { ...DIRECT, authorId: 'alice' }, {}, false],
    [
      'not a message with no author (a system message)',
      { ...DIRECT, authorId: undefined },
      {},
      false,
    ],
    ['not in a muted conversation', DIRECT, { conversationMuted: true }, false],
    [
      'not in a muted conversation at level all',
      GROUP,
      { level: 'all', conversationMuted: true },
      false,
    ],
    ['not from a muted or blocked author', MENTION, { authorMuted: true }, false],
    [
      'not in the conversation on screen, hidden or not',
      DIRECT,
      { onScreenCid: 'messaging:ab' },
      false,
    ],
    [
      'in another conversation than the one on screen',
      DIRECT,
      { onScreenCid: 'messaging:trip' },
      true,
    ],
  ])('%s', (_, message, context, expected) => {
    expect(shouldNotify(message, { ...HIDDEN, ...context })).toBe(expected);
  });
});
