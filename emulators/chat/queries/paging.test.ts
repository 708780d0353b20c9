import { describe, expect, it } from 'vitest';
import { pageMessages, parsePage } from './paging.ts';
import type { MessageRecord } from '../store/records.ts';

const ids = Array.from({ length: 20 }, (_, i) => `m${i}`);
const messages = new Map(
  ids.map((id, i) => [
    id,
    { id, created_at: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000000Z` } as MessageRecord,
  ]),
);
const lookup = (id: string): MessageRecord | undefined => messages.get(id);
const page = (
  raw: Record<string, unknown>,
  visible = (_: MessageRecord): boolean => true,
): string[] => pageMessages(ids, lookup, parsePage(raw, 5), visible).map((m) => m.id);

describe('pageMessages', () => {
  it('answers the newest page, oldest first, by default', () => {
    expect(page({})).toEqual(['m15', 'm16', 'm17', 'm18', 'm19']);
  });

  it('pages backwards and forwards from a message', () => {
    expect(page({ id_lt: 'm10', limit: 3 })).toEqual(['m7', 'm8', 'm9']);
    expect(page({ id_lte: 'm10', limit: 3 })).toEqual(['m8', 'm9', 'm10']);
    expect(page({ id_gt: 'm10', limit: 3 })).toEqual(['m11', 'm12', 'm13']);
    expect(page({ id_gte: 'm18', limit: 3 })).toEqual(['m18', 'm19']);
  });

  it('centres on a message or a time', () => {
    expect(page({ id_around: 'm10', limit: 4 })).toEqual(['m8', 'm9', 'm10', 'm11']);
    expect(page({ created_at_around: '2026-01-01T00:00:05Z', limit: 3 })).toEqual([
      'm4',
      'm5',
      'm6',
    ]);
    expect(page({ id_around: 'm0', limit: 4 })).toEqual(['m0', 'm1', 'm2', 'm3']);
  });

  it('skips what the viewer must not see and answers nothing for unknown cursors', () => {
    expect(page({ limit: 3 }, (m) => m.id !== 'm19')).toEqual(['m16', 'm17', 'm18']);
    expect(page({ id_lt: 'nope' })).toEqual([]);
  });

  it('refuses bad limits and dates', () => {
    expect(() => parsePage({ limit: 'ten' }, 5)).toThrow(/limit/);
    expect(() => parsePage({ limit: 301 }, 5)).toThrow(/limit/);
    expect(() => parsePage({ created_at_around: 'yesterday' }, 5)).toThrow(/created_at_around/);
  });
});
