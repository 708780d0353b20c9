import { describe, expect, it } from 'vitest';
import { autocomplete, comparator, matches, parseSort } from './filters.ts';

const channel: Record<string, unknown> = {
  type: 'messaging',
  members: ['alice', 'bob'],
  name: 'Weekend plans',
  last_message_at: '2026-01-02T10:00:00.000123Z',
  frozen: false,
};
const get = (field: string): unknown => channel[field];

describe('matches', () => {
  it('compares scalars, lists and operators as Stream does', () => {
    expect(matches({ type: 'messaging' }, get)).toBe(true);
    expect(matches({ members: { $in: ['bob', 'carol'] } }, get)).toBe(true);
    expect(matches({ members: { $in: ['carol'] } }, get)).toBe(false);
    expect(matches({ members: { $eq: ['bob', 'alice'] } }, get)).toBe(true);
    expect(matches({ members: { $eq: ['alice'] } }, get)).toBe(false);
    expect(matches({ frozen: false, hidden: false }, get)).toBe(true);
    expect(matches({ name: { $autocomplete: 'plan' } }, get)).toBe(true);
    expect(matches({ $or: [{ type: 'team' }, { name: { $exists: true } }] }, get)).toBe(true);
    expect(matches({ $nor: [{ type: 'messaging' }] }, get)).toBe(false);
  });

  it('compares dates as instants whatever their precision', () => {
    expect(matches({ last_message_at: { $gt: '2026-01-02T10:00:00.000Z' } }, get)).toBe(false);
    expect(matches({ last_message_at: { $gte: '2026-01-02T10:00:00.000Z' } }, get)).toBe(true);
    expect(matches({ last_message_at: { $lt: '2026-01-02T11:00:00Z' } }, get)).toBe(true);
  });

  it('refuses malformed filters with input errors', () => {
    expect(() => matches('members', get)).toThrow(/filter_conditions/);
    expect(() => matches({ members: { $in: 'alice' } }, get)).toThrow(/\$in/);
    expect(() => matches({ name: { $regex: 'x' } }, get)).toThrow(/not supported/);
    expect(() => matches({ $and: {} }, get)).toThrow(/\$and/);
  });
});

describe('autocomplete', () => {
  it('matches word prefixes, case-insensitively', () => {
    expect(autocomplete('Zoe Anders', 'and')).toBe(true);
    expect(autocomplete('a11ce000-0000', 'a11')).toBe(true);
    expect(autocomplete('Sandra', 'and')).toBe(false);
    expect(autocomplete(undefined, 'x')).toBe(false);
  });
});

describe('sorting', () => {
  it('reads both sort forms and puts missing values last in either direction', () => {
    expect(parseSort({ last_message_at: -1 }, [])).toEqual([
      { field: 'last_message_at', direction: -1 },
    ]);
    expect(parseSort([{ field: 'name', direction: 1 }], [])).toEqual([
      { field: 'name', direction: 1 },
    ]);
    const rows = [{ at: 2 }, { at: undefined }, { at: 3 }];
    const get = (row: { at?: number }, _field: string): unknown => row.at;
    expect(
      [...rows].sort(comparator([{ field: 'at', direction: -1 }], get)).map((r) => r.at),
    ).toEqual([3, 2, undefined]);
    expect(
      [...rows].sort(comparator([{ field: 'at', direction: 1 }], get)).map((r) => r.at),
    ).toEqual([2, 3, undefined]);
  });
});
