/**
 * Word that the outbox met a refusal (a message that will never be sent), with the server's
 * reason, for whoever waits on the outbox settling: a sign-out asked for "once they are sent"
 * counts it as settled and says why it was not sent.
 */
import type { Refusal } from './task-verdict.ts';
import { listeners } from '../../lib/listeners.ts';

const refusals = listeners<[Refusal]>();

export function noteRefusal(refusal: Refusal): void {
  refusals.tell(refusal);
}

export function onRefusal(listener: (refusal: Refusal) => void): () => void {
  return refusals.add(listener);
}
