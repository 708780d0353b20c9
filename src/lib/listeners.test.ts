import { describe, expect, it } from 'vitest';
import { listeners } from './listeners.ts';

describe('listeners', () => {
  it('tells every listener, with what was told, until it is removed', () => {
    const set = listeners<[number]>();
    const heard: string[] = [];
    const removeA = set.add((n) => heard.push(`a${n}`));
    set.add((n) => heard.push(`b${n}`));
    set.tell(1);
    removeA();
    set.tell(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
    expect(set.size).toBe(1);
  });

  it('keeps one entry for a listener added twice, as a set does', () => {
    const set = listeners();
    const listener = () => undefined;
    set.add(listener);
    set.add(listener);
    expect(set.size).toBe(1);
  });
});
