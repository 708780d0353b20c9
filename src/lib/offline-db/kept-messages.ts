/**
 * The messages this tab knows are safely on the device (their task stored). Only these say
 * "Waiting for network": until the write lands a message shows the plain "sending" clock, so
 * nothing reads as kept that closing the tab at once could still lose.
 */
const kept = new Set<string>();
const listeners = new Set<() => void>();

export function markKept(messageId: string): void {
  if (kept.has(messageId)) return;
  kept.add(messageId);
  listeners.forEach((listener) => listener());
}

export const isKept = (messageId: string): boolean => kept.has(messageId);

export function subscribeKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
