import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, RateLimiter, rateLimitHeaders } from './rate-limits.ts';
import type { Caller } from '../auth/token-verifier.ts';

const alice: Caller = { kind: 'user', userId: 'alice' };
const bob: Caller = { kind: 'user', userId: 'bob' };
const server: Caller = { kind: 'server' };
const START = 1_700_000_000_000;

/** A limiter of `user` and `app` calls per 60 s window, on a clock the test moves. */
function limiter(user = 3, app = 5) {
  const clock = { now: START };
  const limits = new RateLimiter({ user, app, windowSeconds: 60 }, () => clock.now);
  const remaining = (caller: Caller, op = 'SendMessage', times = 1) =>
    Array.from({ length: times }, () => {
      const budget = limits.take(op, caller);
      return budget?.exceeded ? 'refused' : budget?.remaining;
    });
  return { clock, limits, remaining };
}

describe('rate limit windows', () => {
  it('counts a user down to nothing, then refuses until the window ends', () => {
    const { clock, limits, remaining } = limiter();
    expect(remaining(alice, 'SendMessage', 5)).toEqual([2, 1, 0, 'refused', 'refused']);
    clock.now = START + 59_999;
    expect(limits.take('SendMessage', alice)).toEqual({
      limit: 3,
      remaining: 0,
      resetsAt: START + 60_000,
      exceeded: true,
    });
    clock.now = START + 60_000;
    expect(remaining(alice, 'SendMessage', 4)).toEqual([2, 1, 0, 'refused']);
  });

  it('keeps a budget per user and per endpoint', () => {
    const { remaining } = limiter(2, 100);
    expect(remaining(alice, 'SendMessage', 3)).toEqual([1, 0, 'refused']);
    expect(remaining(bob, 'SendMessage', 2)).toEqual([1, 0]);
    expect(remaining(alice, 'MarkRead', 2)).toEqual([1, 0]);
  });

  it("refuses every user once the app's budget is spent, and reports the tighter budget", () => {
    const { remaining } = limiter(3, 4);
    expect(remaining(alice, 'SendMessage', 2)).toEqual([2, 1]);
    // Bob's own budget has 2 left after one call, the app's only 1.
    expect(remaining(bob, 'SendMessage', 3)).toEqual([1, 0, 'refused']);
    expect(remaining(alice, 'SendMessage')).toEqual(['refused']);
  });

  it("gives server-side calls the app's server budget alone, apart from the users'", () => {
    const { remaining } = limiter(3, 5);
    expect(remaining(server, 'SendMessage', 6)).toEqual([4, 3, 2, 1, 0, 'refused']);
    expect(remaining(alice, 'SendMessage')).toEqual([2]);
  });

  it('starts every window afresh with narrowed endpoints, and narrows only those', () => {
    const { limits, remaining } = limiter(3, 100);
    expect(remaining(alice, 'SendMessage', 3)).toEqual([2, 1, 0]);
    expect(remaining(alice, 'MarkRead', 3)).toEqual([2, 1, 0]);
    limits.narrow(new Map([['SendMessage', { user: 1, app: 100, windowSeconds: 5 }]]));
    expect(remaining(alice, 'SendMessage', 2)).toEqual([0, 'refused']);
    expect(limits.take('SendMessage', bob)?.resetsAt).toBe(START + 5_000);
    expect(remaining(alice, 'MarkRead', 4)).toEqual([2, 1, 0, 'refused']);
    limits.narrow(new Map());
    expect(remaining(alice, 'SendMessage', 3)).toEqual([2, 1, 0]);
  });

  it('counts nothing without limits, unless an endpoint is narrowed', () => {
    const limits = new RateLimiter(false, () => START);
    expect(limits.limits).toBeUndefined();
    expect(limits.take('SendMessage', alice)).toBeUndefined();
    limits.narrow(new Map([['SendMessage', { user: 1, app: 1, windowSeconds: 1 }]]));
    expect(limits.take('SendMessage', alice)?.remaining).toBe(0);
    expect(limits.take('SendMessage', alice)?.exceeded).toBe(true);
  });

  it('has the defaults without options', () => {
    expect(new RateLimiter(undefined).limits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('keeps the windows still running when it sweeps away ended ones', () => {
    const { clock, limits } = limiter(1, 1_000_000);
    const take = (i: number) => limits.take('SendMessage', { kind: 'user', userId: `u${i}` });
    for (let i = 0; i < 5_000; i++) take(i);
    clock.now = START + 60_000;
    // Past 10,000 windows kept, the next new one sweeps: the first 5,000 have ended.
    for (let i = 5_000; i < 11_000; i++) take(i);
    expect(take(1)?.exceeded).toBe(false);
    expect(take(5_001)?.exceeded).toBe(true);
    expect(take(10_999)?.exceeded).toBe(true);
  });

  it('names the end of the window in whole epoch seconds, rounded up', () => {
    expect(
      rateLimitHeaders({ limit: 3, remaining: 1, resetsAt: START + 60_500, exceeded: false }),
    ).toEqual({
      'X-RateLimit-Limit': '3',
      'X-RateLimit-Remaining': '1',
      'X-RateLimit-Reset': String(START / 1000 + 61),
    });
  });
});
