import { describe, expect, it } from 'vitest';
import type { MessageResponse } from 'stream-chat';
import { MessageIndex } from './message-index.ts';

let clock = 0;
function message(id: string, text: string, extra: Partial<MessageResponse> = {}): MessageResponse {
  clock += 1;
  return {
    id,
    cid: 'messaging:room',
    text,
    type: 'regular',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString(),
    user: { id: 'ann' },
    ...extra,
  } as MessageResponse;
}

function indexOf(...messages: MessageResponse[]): MessageIndex {
  const index = new MessageIndex();
  messages.forEach((m) => index.put(m));
  return index;
}

const found = (index: MessageIndex, query: string) => index.search(query).map((e) => e.id);

describe('the device index', () => {
  const index = indexOf(
    message('a', 'Coffee at the café tomorrow?'),
    message('b', 'Crème brûlée for dessert'),
    message('c', 'The release is on Friday'),
    message('d', 'a reply in a thread about releases', { parent_id: 'c', type: 'reply' }),
    message('e', '明日は東京で会議です'),
    message('f', 'Restaurant reservation confirmed'),
  );

  it.each([
    ['cafe', ['a']],
    ['CAFÉ', ['a']],
    ['brulee', ['b']],
    ['creme brulee', ['b']],
    ['relea', ['d', 'c']],
    ['reservaton', ['f']],
    ['東京', ['e']],
    ['会議', ['e']],
    ['dessert coffee', []],
    ['', []],
  ])('%s finds %j', (query, expected) => {
    expect(found(index, query).sort()).toEqual([...expected].sort());
  });

  it('ranks the better match first, and the newer of equals', () => {
    const ranked = indexOf(
      message('old', 'plans for the weekend'),
      message('typo', 'plants on the balcony'),
      message('new', 'plans for Monday'),
    );
    expect(found(ranked, 'plans')).toEqual(['new', 'old', 'typo']);
  });

  it('never finds deleted, failed or system messages, and forgets what is removed', () => {
    const kept = indexOf(
      message('gone', 'secret word', { deleted_at: '2026-01-01T00:00:00Z' }),
      message('deleted', 'secret word', { type: 'deleted' }),
      message('failed', 'secret word', { type: 'error' }),
      message('sys', 'secret word', { type: 'system' }),
      message('shown', 'secret word'),
    );
    expect(found(kept, 'secret')).toEqual(['shown']);
    kept.put(message('shown', 'another text'));
    expect(found(kept, 'secret')).toEqual([]);
    expect(found(kept, 'another')).toEqual(['shown']);
    kept.remove('shown');
    expect(found(kept, 'another')).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('leaves out what the caller hides', () => {
    const mixed = indexOf(
      message('mine', 'lunch?'),
      message('muted', 'lunch!', { user: { id: 'eve' } }),
    );
    expect(mixed.search('lunch', (e) => e.authorId === 'eve').map((e) => e.id)).toEqual(['mine']);
  });

  it('drops a conversation, or its messages up to a truncation', () => {
    const two = indexOf(message('x1', 'hello'), message('x2', 'hello'));
    const cut = two.search('hello').find((e) => e.id === 'x1')?.createdAt;
    two.removeChannel('messaging:room', cut);
    expect(found(two, 'hello')).toEqual(['x2']);
    two.removeChannel('messaging:room');
    expect(found(two, 'hello')).toEqual([]);
  });
});
