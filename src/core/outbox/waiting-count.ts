/**
 * How many messages wait on this device to be sent, for the status banner: kept by the offline
 * database as tasks come and go (in this tab or, told through news.ts, another), and read
 * at start, so a browser that cannot deliver in the background still says what is waiting.
 */
import { externalValue, useExternalValue } from '../../lib/external-value.ts';

// Every count tells its readers, changed or not: the outbox changed (a task went, another came).
const outbox = externalValue(0);

export function setWaitingCount(count: number): void {
  outbox.set(count);
}

export function useWaitingCount(): number {
  return useExternalValue(outbox, (count) => count);
}

/** Tells `listener` whenever the outbox was counted again, changed or not. */
export function onOutboxCounted(listener: () => void): () => void {
  return outbox.subscribe(listener);
}

/**
 * A recount that runs once the current changes are in: changes that come together (a flush
 * deleting fifty tasks) are counted once. `count` answers undefined when there is nothing to
 * count (no database open).
 */
export function debouncedRecount(count: () => Promise<number> | undefined): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      count()?.then(setWaitingCount, () => undefined);
    }, 0);
  };
}
