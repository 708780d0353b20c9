import { describe, expect, it } from 'vitest';
import type { Channel } from 'stream-chat';
import { unreadAmong } from './unread-conversations.ts';

const channel = (unread: number | undefined) =>
  ({
    state: { read: unread === undefined ? {} : { alice: { unread_messages: unread } } },
  }) as unknown as Pick<Channel, 'state'>;

describe('conversations with unread messages on the device', () => {
  it.each([
    [[], 0],
    [[0, 0], 0],
    [[3, 0, 1], 2],
    [[50, undefined], 1],
  ])('among %j unread messages are %i', (counts, expected) => {
    expect(unreadAmong(counts.map(channel), 'alice')).toBe(expected);
  });
});
