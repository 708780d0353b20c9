import { describe, expect, it } from 'vitest';
import { mergeResults } from './merge-results.ts';

interface Item {
  id: string;
  v?: number;
}
const items = (spec: string): Item[] =>
  spec
    .split(' ')
    .filter(Boolean)
    .map((part) => {
      const [id = '', v] = part.split('@');
      return v ? { id, v: Number(v) } : { id };
    });
const ids = (list: Item[]): string => list.map((i) => (i.v ? `${i.id}@${i.v}` : i.id)).join(' ');

describe('device and server results merged', () => {
  it.each([
    ['device only', 'a b c', '', 'a b c'],
    ['server only', '', 'x y', 'x y'],
    ['no overlap: the device first, then the server', 'a b', 'x y', 'a b x y'],
    ['overlap kept once, where the device put it', 'a b c', 'c x a', 'a b c x'],
    ['the server version of a shared result', 'a b@1', 'b@2 x', 'a b@2 x'],
    ['a server duplicate within its own page', 'a', 'x x a', 'a x'],
    ['all shared', 'a b', 'b a', 'a b'],
  ])('%s', (_name, device, server, expected) => {
    expect(ids(mergeResults(items(device), items(server), (i) => i.id))).toBe(expected);
  });

  it('leaves out what is hidden, from either side', () => {
    const hidden = (i: Item) => i.id.startsWith('m');
    expect(ids(mergeResults(items('a m1 b'), items('m2 x'), (i) => i.id, hidden))).toBe('a b x');
  });
});
