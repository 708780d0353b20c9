/**
 * How many messages wait on this device to be sent, for the status banner: kept by the offline
 * database as tasks come and go (in this tab or, told through outbox-news.ts, another), and read
 * at start, so a browser that cannot deliver in the background still says what is waiting.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
// Bumped on every count, changed or not: the outbox changed (a task went, another came).
let revision = 0;
const listeners = new Set<() => void>();

export function setWaitingCount(next: number): void {
  count = next;
  revision++;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useWaitingCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}

/** Changes whenever the outbox was counted again, for code that must look at it afresh. */
export function useOutboxRevision(): number {
  return useSyncExternalStore(subscribe, () => revision);
}
