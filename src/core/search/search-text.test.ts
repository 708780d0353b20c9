import { describe, expect, it } from 'vitest';
import { foldText, nameMatches, needsSubstring, substringTest, words } from './search-text.ts';

describe('words as searches compare them', () => {
  it.each([
    ['Café', ['cafe']],
    ['crème BRÛLÉE', ['creme', 'brulee']],
    ['Ærø Smørrebrød', ['ærø', 'smørrebrød']],
    ['naïve coöperation', ['naive', 'cooperation']],
    ['Łódź Ślęża', ['łodz', 'sleza']],
    ['İstanbul ve Ağrı', ['istanbul', 've', 'agrı']],
    ['ｃａｆé　ＯＫ', ['cafe', 'ok']],
    ['señor, ¿qué tal?', ['senor', 'que', 'tal']],
    ["it's 10:30 — l'été", ['it', 's', '10', '30', 'l', 'ete']],
    ['Привет, Ёлка', ['привет', 'ёлка']],
    ['がっこう', ['がっこう']],
    ['  ', []],
  ])('%s', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('keeps the marks that tell kana apart (が is not か)', () => {
    expect(foldText('が')).not.toBe(foldText('か'));
    expect(foldText('ガ')).toBe('ガ');
  });
});

describe('queries by substring', () => {
  it.each([
    ['東京', true],
    ['ひらがな', true],
    ['カタカナ', true],
    ['mixed 東京', true],
    ['café', false],
    ['한국어', false],
    ['привет', false],
  ])('%s needs a substring search: %s', (query, expected) => {
    expect(needsSubstring(query)).toBe(expected);
  });

  it.each([
    ['明日は東京で会議です', '東京', true],
    ['明日は東京で会議です', '東京 会議', true],
    ['明日は東京で会議です', '大阪', false],
    ['今日はがっこうへ', 'かっこう', false],
    ['ＡＢＣ東京', 'abc東京', true],
    ['anything', '   ', false],
  ])('%s contains %s: %s', (text, query, expected) => {
    expect(substringTest(query)(foldText(text))).toBe(expected);
  });
});

describe('names answering a query', () => {
  it.each([
    [['Zoë Ångström'], 'zoe', true],
    [['Zoë Ångström'], 'ang', true],
    [['Zoë Ångström'], 'zo an', true],
    [['Zoë Ångström'], 'oe', false],
    [['Release planning'], 'plan rel', true],
    [['山田太郎'], '太郎', true],
    [['alice', 'bob'], 'bo', true],
    [['alice'], '', false],
  ])('%j answers %s: %s', (names, query, expected) => {
    expect(nameMatches(names, query)).toBe(expected);
  });
});
