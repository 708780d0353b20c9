/**
 * When the outbox tries again what had to wait: after a pause that doubles from 1 s to 30 s
 * while tasks keep waiting, and only over a socket that is up. A pause that ends with the socket
 * down waits another pause instead of giving up: the SDK's own retry comes only with a
 * reconnect, and a socket can be marked down without one.
 */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export class OutboxRetry {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay = FIRST_RETRY_MS;

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
      this.delay = FIRST_RETRY_MS;
      return;
    }
    this.delay = Math.min(this.delay * 2, LAST_RETRY_MS);
    this.plan();
  }

  private plan(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.socketUp()) this.retry();
      else this.plan();
    }, this.delay);
  }
}
