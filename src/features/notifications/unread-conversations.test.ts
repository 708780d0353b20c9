import { describe, expect, it } from 'vitest';
import { unreadAmong } from './unread-conversations.ts';

const channel = (unread: number) => ({ countUnread: () => unread });

describe('conversations with unread messages on the device', () => {
  it.each([
    [[], 0],
    [[0, 0], 0],
    [[3, 0, 1], 2],
    [[50], 1],
  ])('among %j unread messages are %i', (counts, expected) => {
    expect(unreadAmong(counts.map(channel))).toBe(expected);
  });
});
