/**
 * Stream's rate limits (Rate Limits docs, the chat page and the platform page): every endpoint
 * has a budget per one-minute window for each user, and one for the app per platform; a
 * server-side call counts against the app's server budget alone (the docs: the server is not
 * subject to user rate limits). A call past a budget answers 429 with code 9 (the client-side
 * spec gives every operation a 429 "Too many requests"; stream-chat's APIErrorCodes name code 9
 * RateLimitError, retryable). Every counted answer carries `X-RateLimit-Limit`, `-Remaining` and
 * `-Reset`, the end of the window in UTC epoch seconds (Stream's support article "Rate limits and
 * HTTP 429 Errors"); the CORS set-up lets a browser read them. A window is fixed: it starts at a
 * key's first call and its whole budget comes back when it ends. Server-side calls are one
 * platform and all others another (hosted tells web, iOS and Android apart). Tests may narrow
 * an endpoint's limits at run time (rate-limit-switch.ts), which starts every window afresh.
 */
import type { ChatRateLimits } from '../../stack-types.ts';
import { StreamError } from '../http/errors.ts';
import type { Caller } from '../auth/token-verifier.ts';

/**
 * Generous, so that only a test that asks for it meets a limit. Hosted gives a user 60 calls a
 * minute per endpoint, but tests go faster than people (sync.test.ts sends 200 messages as one
 * user within seconds): a user here gets ten times hosted's, 600, three times the largest burst
 * in the tests. The app gets hosted's highest figure per endpoint and platform, 10,000 a minute
 * (Connect, QueryChannels and the like; the others are 60 to 1,000), which a stack under test
 * never nears; the chat benchmark passes it within seconds, so the benchmarks run without limits.
 */
export const DEFAULT_RATE_LIMITS: Readonly<ChatRateLimits> = {
  user: 600,
  app: 10_000,
  windowSeconds: 60,
};

/** What a counted call reports in its headers: the budget closest to being spent. */
export interface Budget {
  limit: number;
  remaining: number;
  /** When the window ends, in ms since the epoch. */
  resetsAt: number;
  /** The budget was spent before this call, which is refused. */
  exceeded: boolean;
}

interface Window {
  endsAt: number;
  count: number;
}

/** Windows kept before ended ones are swept away; doubles while most are still running. */
const FIRST_SWEEP = 10_000;

export class RateLimiter {
  /** The limits of every endpoint not narrowed; undefined: none. */
  readonly limits: ChatRateLimits | undefined;
  private readonly windows = new Map<string, Window>();
  private narrowed = new Map<string, ChatRateLimits>();
  private sweepAt = FIRST_SWEEP;

  /** `limits` as the start options give them: absent, the defaults; false, none. */
  constructor(
    limits: ChatRateLimits | false | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = limits === false ? undefined : (limits ?? DEFAULT_RATE_LIMITS);
  }

  /** Counts a call of `op` (Stream's operation name), or refuses it; undefined when unlimited. */
  take(op: string, caller: Caller): Budget | undefined {
    const limits = this.narrowed.get(op) ?? this.limits;
    if (!limits) return undefined;
    const now = this.now();
    const windowMs = limits.windowSeconds * 1000;
    const platform = caller.kind === 'server' ? 'server' : 'client';
    const budgets = [
      { window: this.window(`app\n${platform}\n${op}`, now, windowMs), limit: limits.app },
    ];
    if (caller.kind !== 'server') {
      const own = this.window(`user\n${caller.userId}\n${op}`, now, windowMs);
      budgets.unshift({ window: own, limit: limits.user });
    }
    const spent = budgets.find(({ window, limit }) => window.count >= limit);
    if (spent)
      return { limit: spent.limit, remaining: 0, resetsAt: spent.window.endsAt, exceeded: true };
    for (const { window } of budgets) window.count += 1;
    const left = (b: (typeof budgets)[number]) => b.limit - b.window.count;
    const tightest = budgets.reduce((a, b) => (left(b) < left(a) ? b : a));
    return {
      limit: tightest.limit,
      remaining: left(tightest),
      resetsAt: tightest.window.endsAt,
      exceeded: false,
    };
  }

  /** Limits for some endpoints in place of the server's (replacing earlier ones); windows restart. */
  narrow(endpoints: ReadonlyMap<string, ChatRateLimits>): void {
    this.narrowed = new Map(endpoints);
    this.windows.clear();
  }

  private window(key: string, now: number, windowMs: number): Window {
    const current = this.windows.get(key);
    if (current && current.endsAt > now) return current;
    if (!current && this.windows.size >= this.sweepAt) this.sweep(now);
    const fresh = { endsAt: now + windowMs, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.sweepAt = Math.max(FIRST_SWEEP, this.windows.size * 2);
  }
}

/** The headers of a counted answer, names as Stream's docs write them. */
export function rateLimitHeaders(budget: Budget): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(budget.limit),
    'X-RateLimit-Remaining': String(budget.remaining),
    // Rounded up: at the second named, the window has surely ended.
    'X-RateLimit-Reset': String(Math.ceil(budget.resetsAt / 1000)),
  };
}

/** The refusal of a call past its budget (our wording; hosted's text is unverified). */
export function tooManyRequests(op: string, budget: Budget): StreamError {
  return new StreamError(
    9,
    `Too many requests: ${op} allows ${budget.limit} calls in this window, ` +
      'which ends at X-RateLimit-Reset',
    429,
    true,
  );
}
