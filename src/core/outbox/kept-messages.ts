/**
 * The messages this tab knows are stored on the device, waiting to be sent. The composer shows a
 * new message at once, before its task is written; a message says it waits ("Waiting for
 * network") only once it is here, so a tab closed in between has promised nothing it did not keep.
 */
import { externalValue, useExternalValue } from '../../lib/external-value.ts';

const kept = externalValue<ReadonlySet<string>>(new Set());

export function markKept(messageId: string): void {
  if (kept.get().has(messageId)) return;
  kept.set(new Set([...kept.get(), messageId]));
}

/** Another user's outbox: nothing of the previous one is kept for this one. */
export function forgetKept(): void {
  if (kept.get().size > 0) kept.set(new Set());
}

export function useKept(messageId: string): boolean {
  return useExternalValue(kept, (ids) => ids.has(messageId));
}
