import { describe, expect, it } from 'vitest';
import { CjkChars } from './cjk-chars.ts';
import { foldText } from './search-text.ts';

function charsOf(texts: Record<string, string>): CjkChars {
  const chars = new CjkChars();
  for (const [id, text] of Object.entries(texts)) chars.add(id, foldText(text));
  return chars;
}

const candidates = (chars: CjkChars, query: string) => chars.candidates(foldText(query)).sort();

describe('the index of Chinese and Japanese characters', () => {
  const chars = charsOf({
    tokyo: '明日は東京で会議です',
    kyoto: '京都の東',
    ramen: 'ラーメン',
    latin: 'Tokyo meeting',
    mixed: 'abc東京',
    halfwidth: 'ｶﾞｯｺｳ',
  });

  it.each([
    ['東', ['kyoto', 'mixed', 'tokyo']],
    ['東京', ['kyoto', 'mixed', 'tokyo']],
    ['京東', ['kyoto', 'mixed', 'tokyo']],
    ['東京で', ['tokyo']],
    ['会議です', ['tokyo']],
    ['ーメ', ['ramen']],
    ['ガッコウ', ['halfwidth']],
    ['xyz東京', ['kyoto', 'mixed', 'tokyo']],
    ['東京 会議', ['tokyo']],
    ['tokyo', []],
    ['大阪', []],
    ['東阪', []],
  ])('%s names %j: every text with all its characters, none without', (query, expected) => {
    expect(candidates(chars, query)).toEqual(expected);
  });

  it('names the texts in the order they came, a text put again last', () => {
    const kept = charsOf({ one: '東京', two: '東京駅', three: '東' });
    kept.remove('one', foldText('東京'));
    kept.add('one', foldText('東京タワー'));
    expect(kept.candidates('東')).toEqual(['two', 'three', 'one']);
  });

  it('forgets a text taken out, and keeps the others sharing its characters', () => {
    const kept = charsOf({ one: '東京', two: '東京駅' });
    kept.remove('two', foldText('東京駅'));
    expect(candidates(kept, '東京')).toEqual(['one']);
    expect(candidates(kept, '駅')).toEqual([]);
    kept.remove('one', foldText('東京'));
    expect(candidates(kept, '東')).toEqual([]);
    kept.remove('one', foldText('東京'));
    expect(candidates(kept, '東')).toEqual([]);
  });
});
