import { describe, expect, it } from 'vitest';
import { PostgrestError } from './errors.ts';
import { parseOrder, parseQuery, parseSelect } from './query-params.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe('parseSelect', () => {
  it('reads columns, aliases and casts', () => {
    expect(parseSelect('*')).toEqual([{ column: '*' }]);
    expect(parseSelect('a, name:b ,c::text')).toEqual([
      { column: 'a', alias: undefined, cast: undefined },
      { column: 'b', alias: 'name', cast: undefined },
      { column: 'c', alias: undefined, cast: 'text' },
    ]);
    expect(parseSelect('"odd col"')).toEqual([
      { column: 'odd col', alias: undefined, cast: undefined },
    ]);
  });

  it('refuses embedding, JSON paths and casts that are not type names', () => {
    expect(() => parseSelect('a,other(*)')).toThrow(expect.objectContaining({ code: 'PGRST200' }));
    expect(() => parseSelect('data->>x')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseSelect('a::text;drop')).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
  });
});

describe('parseOrder', () => {
  it('reads directions and nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { column: 'a', descending: true, nulls: 'last' },
      { column: 'b', descending: false },
    ]);
  });

  it('refuses unknown modifiers', () => {
    expect(() => parseOrder('a.sideways')).toThrow(PostgrestError);
  });
});

describe('parseQuery filters', () => {
  it('reads operators, negation and in-lists with quoted items', () => {
    const plan = parse('a=eq.1&b=not.is.null&c=in.(x,"y,z",\\"q)&limit=5&offset=10');
    expect(plan.filters).toEqual([
      { kind: 'condition', column: 'a', negate: false, op: 'eq', value: '1' },
      { kind: 'condition', column: 'b', negate: true, op: 'is', value: 'null' },
      {
        kind: 'condition',
        column: 'c',
        negate: false,
        op: 'in',
        value: '(x,"y,z",\\"q)',
        list: ['x', 'y,z', '\\"q'],
      },
    ]);
    expect(plan.limit).toBe(5);
    expect(plan.offset).toBe(10);
  });

  it('keeps everything after the operator as the value, dots included', () => {
    expect(parse('email=eq.a.b@c.d').filters[0]).toMatchObject({ value: 'a.b@c.d' });
  });

  it('reads nested or/and groups', () => {
    const plan = parse('or=(a.eq.1,and(b.gt.2,c.is.null))');
    expect(plan.filters).toEqual([
      {
        kind: 'group',
        negate: false,
        conjunction: 'or',
        items: [
          { kind: 'condition', column: 'a', negate: false, op: 'eq', value: '1' },
          {
            kind: 'group',
            negate: false,
            conjunction: 'and',
            items: [
              { kind: 'condition', column: 'b', negate: false, op: 'gt', value: '2' },
              { kind: 'condition', column: 'c', negate: false, op: 'is', value: 'null' },
            ],
          },
        ],
      },
    ]);
  });

  it('answers PGRST100 for unknown operators, bad is values and bad counts', () => {
    for (const query of ['a=bogus.1', 'a=is.maybe', 'a=in.1,2', 'limit=ten', 'or=a.eq.1']) {
      expect(() => parse(query), query).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    }
  });
});
