/**
 * Timestamps with microsecond digits, as Stream's. A per-millisecond counter fills the extra
 * digits so that two records written in the same millisecond still sort in write order.
 */
let lastMs = 0;
let counter = 0;

export function timestamp(): string {
  const ms = Date.now();
  if (ms === lastMs) counter = Math.min(counter + 1, 999);
  else if (ms > lastMs) {
    lastMs = ms;
    counter = 0;
  }
  const base = new Date(lastMs).toISOString();
  return `${base.slice(0, 23)}${String(counter).padStart(3, '0')}Z`;
}

/** The latest timestamp that sorts before `iso` (one millisecond earlier, last microsecond). */
export function justBefore(iso: string): string {
  return `${new Date(Date.parse(iso) - 1).toISOString().slice(0, 23)}999Z`;
}

/** A time a client sent, in the form of the server's own timestamps, so that the two compare. */
export function asTimestamp(iso: string): string {
  return `${new Date(Date.parse(iso)).toISOString().slice(0, 23)}000Z`;
}
