/**
 * The order and the time the sends get. Round-robin by recipient: everyone's first device, then
 * everyone's second, so one person's many (or slow) devices never keep the others waiting. A few
 * sends run at once, none starts after the start deadline, and none outlasts the finish line,
 * so the function answers before Stream stops waiting (and inside Vercel's limit) with time left
 * to give back what it could not send. Time is read from `now`, so tests run on a fake clock.
 */

/** Everyone's first item, then everyone's second…, people in the order they first appear. */
export function roundRobin<T extends { userId: string }>(items: readonly T[]): T[] {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    const queue = queues.get(item.userId);
    if (queue) queue.push(item);
    else queues.set(item.userId, [item]);
  }
  const order: T[] = [];
  for (let round = 0; order.length < items.length; round++) {
    for (const queue of queues.values()) {
      const item = queue[round];
      if (item !== undefined) order.push(item);
    }
  }
  return order;
}

export interface SendWindow {
  /** The clock, in ms. */
  now: () => number;
  /** No send starts at or after this time. */
  startBy: number;
  /** No send runs past this time. */
  finishBy: number;
  /** The longest a single send may take. */
  sendTimeoutMs: number;
  /** Sends at once. */
  lanes: number;
}

/**
 * Runs `send` for each item in order, at most `lanes` at once, each with a signal that aborts at
 * its time limit; items not started by `startBy` are handed to `skip` instead.
 */
export async function sendWithin<T>(
  items: readonly T[],
  window: SendWindow,
  send: (item: T, signal: AbortSignal) => Promise<void>,
  skip: (item: T) => void,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      const now = window.now();
      const limit = Math.min(window.sendTimeoutMs, window.finishBy - now);
      if (now >= window.startBy || limit <= 0) {
        skip(item);
        continue;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), limit);
      try {
        await send(item, controller.signal);
      } finally {
        clearTimeout(timer);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(window.lanes, items.length) }, lane));
}
