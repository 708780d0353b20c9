/**
 * When the outbox tries again what had to wait, in one place for the tab and the service worker:
 * after a pause that doubles from 1 s to 30 s while tasks keep waiting; slow mode is waited out
 * as the server asks, a little longer (its clock and ours differ), never past the longest pause.
 * In a tab a retry goes only over a socket that is up: a pause that ends with the socket down
 * waits another pause instead of giving up, since the SDK's own retry comes only with a
 * reconnect, and a socket can be marked down without one. The service worker keeps trying for a
 * minute, then leaves the rest to the browser's next Background Sync.
 */
import type { Verdict } from '../task-verdict.ts';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
const SLOW_MODE_MARGIN_MS = 250;
/** Well within the time Chromium gives a sync event (minutes). */
export const WORKER_RETRY_WINDOW_MS = 60_000;

/** The pause before try number `retry` (1 for the first retry). */
export function retryPause(retry: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (retry - 1), LAST_RETRY_MS);
}

/** How long to wait out slow mode when the server asks for `waitMs`. */
export function slowModePause(waitMs: number): number {
  return Math.min(waitMs + SLOW_MODE_MARGIN_MS, LAST_RETRY_MS);
}

/** The pause before the outbox tries a task again that had to wait with this verdict. */
export function pauseAfter(verdict: Verdict): number {
  return verdict.kind === 'slow-mode' ? slowModePause(verdict.waitMs) : retryPause(1);
}

export class OutboxRetry {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;

  constructor(
    private readonly socketUp: () => boolean,
    private readonly retry: () => void,
  ) {}

  /** A flush begins: a retry already planned is dropped (the flush covers it). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A flush ended with `waiting` tasks left: none resets the pause, some plan a retry. */
  settled(waiting: number): void {
    this.cancel();
    if (waiting === 0) {
      this.retries = 0;
      return;
    }
    this.retries += 1;
    this.plan(retryPause(this.retries + 1));
  }

  private plan(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.socketUp()) this.retry();
      else this.plan(delay);
    }, delay);
  }
}
