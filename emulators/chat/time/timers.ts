/**
 * Named one-shot timers for things due at a wall-clock time (reminders, ban expiries): re-arming
 * a name replaces its timer, delays beyond setTimeout's range re-arm until the time comes, and
 * nothing keeps the process alive or fires after stop().
 */
import type { ChatApp } from '../app.ts';

const MAX_DELAY = 2_147_483_647;

export class DueTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  at(key: string, dueMs: number, fire: () => void): void {
    this.cancel(key);
    if (this.stopped) return;
    const delay = Math.max(0, dueMs - Date.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        if (Date.now() < dueMs) this.at(key, dueMs, fire);
        else fire();
      },
      Math.min(delay, MAX_DELAY),
    );
    timer.unref();
    this.timers.set(key, timer);
  }

  cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

const running = new WeakMap<ChatApp, DueTimers>();

/** The server's one set of timers. */
export function timersOf(app: ChatApp): DueTimers {
  let timers = running.get(app);
  if (!timers) running.set(app, (timers = new DueTimers()));
  return timers;
}
