import { describe, expect, it } from 'vitest';
import type { Event, MessageResponse } from 'stream-chat';
import { applyEvent } from './device-search.ts';
import { MessageIndex } from './message-index.ts';

const message = (id: string, text: string, cid = 'messaging:room', at = '2026-01-01T00:00:00Z') =>
  ({ id, cid, text, type: 'regular', created_at: at, user: { id: 'ann' } }) as MessageResponse;

const found = (index: MessageIndex, query: string) => index.search(query).map((e) => e.id);

describe('the device index follows the chat', () => {
  it('adds new messages, takes edits, and drops deleted ones', () => {
    const index = new MessageIndex();
    applyEvent(index, { type: 'message.new', message: message('a', 'lunch at noon') } as Event);
    expect(found(index, 'lunch')).toEqual(['a']);
    applyEvent(index, { type: 'message.updated', message: message('a', 'dinner') } as Event);
    expect(found(index, 'lunch')).toEqual([]);
    expect(found(index, 'dinner')).toEqual(['a']);
    applyEvent(index, { type: 'message.deleted', message: message('a', 'dinner') } as Event);
    expect(found(index, 'dinner')).toEqual([]);
  });

  it('drops a conversation deleted, left or truncated (up to its truncation)', () => {
    const index = new MessageIndex();
    index.put(message('old', 'hello', 'messaging:x', '2026-01-01T00:00:00Z'));
    index.put(message('new', 'hello', 'messaging:x', '2026-01-03T00:00:00Z'));
    index.put(message('other', 'hello', 'messaging:y'));
    applyEvent(index, {
      type: 'channel.truncated',
      cid: 'messaging:x',
      channel: { truncated_at: '2026-01-02T00:00:00Z' },
    } as Event);
    expect(found(index, 'hello').sort()).toEqual(['new', 'other']);
    applyEvent(index, { type: 'notification.removed_from_channel', cid: 'messaging:y' } as Event);
    applyEvent(index, { type: 'channel.deleted', cid: 'messaging:x' } as Event);
    expect(found(index, 'hello')).toEqual([]);
  });
});
