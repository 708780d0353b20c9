/**
 * Word that the outbox met a refusal (a message that will never be sent), for whoever waits on
 * the outbox emptying: a sign-out asked for "once they are sent" stops waiting then.
 */
const listeners = new Set<() => void>();

export function noteRefusal(): void {
  listeners.forEach((listener) => listener());
}

export function onRefusal(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
