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
  // On a screen that ten messages fill, the newest ten start at the 20th of 30.
  // name, unread state, the unread count it tells
  const onAScreenOfTen: [string, ChannelUnreadUiState | undefined, number | undefined][] = [
    ['all read: the newest that fill the screen', read(0), 0],
    ['no read state', undefined, undefined],
    ['unread within the screen: as they are', read(5), 5],
    ['first unread the first shown: as they are', read(10), 10],
    ['unread from above the screen: none told', read(15), 0],
    ['all unread: none told', read(30, { last_read: at(-1) }), 0],
    ['first unread named by id, above: none told', read(3, { first_unread_message_id: 'm12' }), 0],
    [
      'first unread named by id, shown: as they are',
      read(3, { first_unread_message_id: 'm25' }),
      3,
    ],
    ['last read named by id, above: none told', read(3, { last_read_message_id: 'm7' }), 0],
    ['last read named by id, shown: as they are', read(3, { last_read_message_id: 'm26' }), 3],
    ['an id not in the list falls back to the time', read(5, { last_read_message_id: 'gone' }), 5],
  ];
  it.each(onAScreenOfTen)('%s', (_, unread, told) => {
    const paint = firstPaint(messages, 10, unread);
    expect(paint.start).toBe(20);
    expect(paint.unread?.unread_messages).toBe(told);
  });

  // name, messages that fill the screen, unread state: all shown from the first, as they are
  const whole: [string, number, ChannelUnreadUiState][] = [
    ['fewer messages than the screen holds', 40, read(12)],
    ['the whole list (shown whole, or a jump)', Infinity, read(15)],
  ];
  it.each(whole)('%s: all, as they are', (_, count, unread) => {
    const paint = firstPaint(messages, count, unread);
    expect(paint.start).toBe(0);
    expect(paint.unread?.unread_messages).toBe(unread.unread_messages);
  });

  it('keeps the id a user marked unread from, so the conversation is not marked read', () => {
    const unread = read(3, { first_unread_message_id: 'm12' });
    expect(firstPaint(messages, 10, unread).unread).toEqual({ ...unread, unread_messages: 0 });
  });
});
