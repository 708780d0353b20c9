import { describe, expect, it } from 'vitest';
import type { ChannelUnreadUiState } from 'stream-chat-react';
import { firstPaint } from './screen-first-window.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
const messages = Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, created_at: at(i) }));
const read = (unread: number, rest: Partial<ChannelUnreadUiState> = {}): ChannelUnreadUiState => ({
  last_read: at(30 - unread - 1),
  unread_messages: unread,
  ...rest,
});

describe('what a conversation’s first paint shows', () => {
  // name, messages that fill the screen, unread state, where it starts, unread count it tells
  const cases: [string, number, ChannelUnreadUiState | undefined, number, number | undefined][] = [
    ['all read: the newest that fill the screen', 10, read(0), 20, 0],
    ['no read state', 10, undefined, 20, undefined],
    ['fewer messages than the screen holds: all, as they are', 40, read(12), 0, 12],
    ['the whole list (shown whole, or a jump): all, as they are', Infinity, read(15), 0, 15],
    ['unread within the screen: as they are', 10, read(5), 20, 5],
    ['first unread the first shown: as they are', 10, read(10), 20, 10],
    ['unread from above the screen: none told', 10, read(15), 20, 0],
    ['all unread: none told', 10, read(30, { last_read: at(-1) }), 20, 0],
    [
      'first unread named by id, above: none told',
      10,
      read(3, { first_unread_message_id: 'm12' }),
      20,
      0,
    ],
    [
      'first unread named by id, shown: as they are',
      10,
      read(3, { first_unread_message_id: 'm25' }),
      20,
      3,
    ],
    ['last read named by id, above: none told', 10, read(3, { last_read_message_id: 'm7' }), 20, 0],
    [
      'last read named by id, shown: as they are',
      10,
      read(3, { last_read_message_id: 'm26' }),
      20,
      3,
    ],
    [
      'an id not in the list falls back to the time',
      10,
      read(5, { last_read_message_id: 'gone' }),
      20,
      5,
    ],
  ];
  it.each(cases)('%s', (_, count, unread, start, told) => {
    const paint = firstPaint(messages, count, unread);
    expect(paint.start).toBe(start);
    expect(paint.unread?.unread_messages).toBe(told);
  });

  it('keeps the id a user marked unread from, so the conversation is not marked read', () => {
    const unread = read(3, { first_unread_message_id: 'm12' });
    expect(firstPaint(messages, 10, unread).unread).toEqual({ ...unread, unread_messages: 0 });
  });
});
