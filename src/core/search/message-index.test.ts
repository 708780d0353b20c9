import { describe, expect, it } from 'vitest';
import type { MessageResponse } from 'stream-chat';
import { MessageIndex } from './message-index.ts';
import { foldText, substringTest } from './search-text.ts';

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

describe('Chinese and Japanese in the device index', () => {
  const index = indexOf(
    message('tokyo', '明日は東京で会議です'),
    message('kyoto', '京都の東にある寺'),
    message('ramen', 'ラーメンを食べよう'),
    message('halfwidth', 'ｶﾞｯｺｳの前で'),
    message('mixed', 'Lunch at 新宿 station?'),
    message('joined', 'ABC東京ツアー'),
    message('beijing', '明天在北京开会'),
    message('rare', '𠮷野家で昼ごはん'),
    message('latin', 'Tokyo meeting tomorrow'),
  );

  it.each([
    // A single character, wherever it stands in a run.
    ['東', ['tokyo', 'kyoto', 'joined']],
    ['京', ['tokyo', 'kyoto', 'joined', 'beijing']],
    ['会', ['tokyo', 'beijing']],
    ['新', ['mixed']],
    ['寺', ['kyoto']],
    // Two characters: only side by side, in that order.
    ['東京', ['tokyo', 'joined']],
    ['京東', []],
    ['京都', ['kyoto']],
    ['北京', ['beijing']],
    // Longer runs: all their characters present is not enough, the run itself must be there.
    ['東京で会議', ['tokyo']],
    ['会議です', ['tokyo']],
    ['東京で会議でした', []],
    ['ラーメン', ['ramen']],
    ['メン', ['ramen']],
    ['ガッコウ', ['halfwidth']],
    ['𠮷野家', ['rare']],
    ['𠮷', ['rare']],
    // Mixed with Latin letters, in one piece or in several.
    ['abc東京', ['joined']],
    ['ABC東京ツアー', ['joined']],
    ['c東', ['joined']],
    ['x東京', []],
    ['新宿 station', ['mixed']],
    ['lunch 新宿', ['mixed']],
    ['新宿 tokyo', []],
    ['東京 会議', ['tokyo']],
    ['大阪', []],
  ])('%s finds %j', (query, expected) => {
    expect(found(index, query).sort()).toEqual([...expected].sort());
  });

  it('lists what it finds newest first, and follows edits and removals', () => {
    const kept = indexOf(message('first', '東京タワー'), message('second', '東京駅'));
    expect(found(kept, '東京')).toEqual(['second', 'first']);
    kept.put(message('first', '大阪城'));
    expect(found(kept, '東京')).toEqual(['second']);
    expect(found(kept, '大阪')).toEqual(['first']);
    kept.remove('second');
    expect(found(kept, '東京')).toEqual([]);
    expect(found(kept, '東')).toEqual([]);
    kept.removeChannel('messaging:room');
    expect(found(kept, '大')).toEqual([]);
  });

  it('finds what reading every message finds', () => {
    const texts = ['東京', '京東', '東京東京', 'アイウ', 'イウア', 'ab東 京', '東京 ab', '会議'];
    const all = texts.map((text, i) => message(`t${i}`, text));
    const many = indexOf(...all);
    const queries = ['東', '京', '東京', '京東', 'ウア', 'アイウ', 'b東', '東 京', '東京 ab', '議'];
    for (const query of queries) {
      const scanned = all.filter((m) => substringTest(query)(foldText(m.text ?? '')));
      expect(found(many, query).sort(), query).toEqual(scanned.map((m) => m.id).sort());
    }
  });
});
