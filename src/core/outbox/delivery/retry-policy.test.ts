import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxRetry, pauseAfter, retryPause, slowModePause } from './retry-policy.ts';
import { retryAfterFailure } from '../queue-policy.ts';

describe('OutboxRetry', () => {
  let socketUp = true;
  let retries = 0;
  let retry: OutboxRetry;

  beforeEach(() => {
    vi.useFakeTimers();
    socketUp = true;
    retries = 0;
    retry = new OutboxRetry(
      () => socketUp,
      () => retries++,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('tries again after a pause that doubles while tasks keep waiting', () => {
    retry.settled(1);
    vi.advanceTimersByTime(1_999);
    expect(retries).toBe(0);
    vi.advanceTimersByTime(1);
    expect(retries).toBe(1);
    retry.settled(1);
    vi.advanceTimersByTime(3_999);
    expect(retries).toBe(1);
    vi.advanceTimersByTime(1);
    expect(retries).toBe(2);
  });

  it('never waits longer than 30 s, and starts short again once nothing waits', () => {
    for (let i = 0; i < 8; i++) retry.settled(1);
    vi.advanceTimersByTime(30_000);
    expect(retries).toBe(1);
    retry.settled(0);
    retry.settled(1);
    vi.advanceTimersByTime(2_000);
    expect(retries).toBe(2);
  });

  it('keeps its plan through a pause that ends with the socket down, and tries once it is up', () => {
    retry.settled(1);
    socketUp = false;
    vi.advanceTimersByTime(2_000 * 5);
    expect(retries).toBe(0);
    socketUp = true;
    vi.advanceTimersByTime(2_000);
    expect(retries).toBe(1);
  });

  it('drops a planned retry when a flush begins, and plans none when nothing waits', () => {
    retry.settled(1);
    retry.cancel();
    retry.settled(0);
    vi.advanceTimersByTime(60_000);
    expect(retries).toBe(0);
  });
});

describe('the pauses', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [5, 16_000],
    [6, 30_000],
    [12, 30_000],
  ])('retry %i waits %i ms', (retry, ms) => expect(retryPause(retry)).toBe(ms));

  it('waits out slow mode a little longer than asked, never past the longest pause', () => {
    expect(slowModePause(5_000)).toBe(5_250);
    expect(slowModePause(120_000)).toBe(30_000);
    expect(pauseAfter({ kind: 'slow-mode', waitMs: 2_000 })).toBe(2_250);
    expect(pauseAfter({ kind: 'later' })).toBe(1_000);
  });
});

describe('what a failed send or edit keeps for later', () => {
  const answer = (code: number, message: string) => ({ response: { data: { code, message } } });
  it.each([
    ['no answer', new TypeError('Failed to fetch'), 'send-message', 1_000],
    ['a server error', answer(-1, 'internal'), 'send-message', 1_000],
    ['a rate limit, for a send', answer(9, 'Too many requests'), 'send-message', 1_000],
    ['a rate limit, for an edit', answer(9, 'Too many requests'), 'update-message', 1_000],
    ['slow mode, for a send', answer(60, 'Slow mode, wait 3 seconds'), 'send-message', 3_250],
    ['slow mode, for an edit', answer(60, 'Slow mode, wait 3 seconds'), 'update-message', null],
    ['not allowed', answer(17, 'not allowed'), 'send-message', null],
    ['too long', answer(20, 'too long'), 'update-message', null],
  ] as const)('%s', (_, error, taskType, pause) =>
    expect(retryAfterFailure(error, taskType)).toBe(pause),
  );
});
