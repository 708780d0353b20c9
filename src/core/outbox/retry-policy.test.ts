import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxRetry } from './retry-policy.ts';

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
