/**
 * Word that the outbox met a refusal (a message that will never be sent), with the server's
 * reason, for whoever waits on the outbox settling: a sign-out asked for "once they are sent"
 * counts it as settled and says why it was not sent.
 */
import type { Refusal } from './task-verdict.ts';

const listeners = new Set<(refusal: Refusal) => void>();

export function noteRefusal(refusal: Refusal): void {
  listeners.forEach((listener) => listener(refusal));
}

export function onRefusal(listener: (refusal: Refusal) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
