import { describe, expect, it } from 'vitest';
import type { Channel } from 'stream-chat';
import { promoteArrivals } from './promote-arrivals.ts';

const conversation = (cid: string, pinned = false): Channel =>
  ({
    cid,
    state: { membership: pinned ? { pinned_at: '2026-11-01T00:00:00Z' } : {} },
  }) as unknown as Channel;

const cids = (channels: Channel[]) => channels.map((channel) => channel.cid);

describe('a list answer that left the server before some messages arrived', () => {
  const answer = [conversation('a'), conversation('b'), conversation('c'), conversation('d')];

  it('is kept as it is when nothing arrived meanwhile', () => {
    expect(promoteArrivals(answer, [])).toBe(answer);
  });

  it('moves the conversations written to up, the latest first', () => {
    expect(cids(promoteArrivals(answer, ['c', 'd']))).toEqual(['d', 'c', 'a', 'b']);
  });

  it('moves them below the pinned ones, and leaves a pinned one where it is', () => {
    const pinnedFirst = [conversation('p', true), ...answer];
    expect(cids(promoteArrivals(pinnedFirst, ['c']))).toEqual(['p', 'c', 'a', 'b', 'd']);
    expect(cids(promoteArrivals(pinnedFirst, ['p']))).toEqual(['p', 'a', 'b', 'c', 'd']);
  });

  it('does not bring in a conversation the answer does not hold', () => {
    expect(cids(promoteArrivals(answer, ['elsewhere']))).toEqual(['a', 'b', 'c', 'd']);
  });
});
