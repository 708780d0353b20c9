import { describe, expect, it } from 'vitest';
import type { ChannelUnreadUiState } from 'stream-chat-react';
import { windowStart } from './screen-first-window.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
const messages = Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, created_at: at(i) }));
const read = (unread: number, rest: Partial<ChannelUnreadUiState> = {}): ChannelUnreadUiState => ({
  last_read: at(30 - unread - 1),
  unread_messages: unread,
  ...rest,
});

describe('where a conversation’s first paint starts', () => {
  const cases: [string, number, ChannelUnreadUiState | undefined, number][] = [
    ['all read: the newest that fill the screen', 10, read(0), 20],
    ['no read state', 10, undefined, 20],
    ['fewer messages than the screen holds: all', 40, read(0), 0],
    ['unread within the screen: unchanged', 10, read(5), 20],
    ['unread from above the screen: from the last read one', 10, read(15), 14],
    ['all unread: all', 10, read(30, { last_read: at(-1) }), 0],
    ['first unread named by id', 10, read(3, { first_unread_message_id: 'm12' }), 11],
    ['last read named by id', 10, read(3, { last_read_message_id: 'm7' }), 7],
    [
      'an id not in the list falls back to the time',
      10,
      read(15, { last_read_message_id: 'gone' }),
      14,
    ],
  ];
  it.each(cases)('%s', (_, count, unread, start) => {
    expect(windowStart(messages, count, unread)).toBe(start);
  });
});
