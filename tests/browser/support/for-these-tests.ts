/**
 * What the tests of a file (or of the describe block it is called in) share: opened before them,
 * closed after them. The getter gives it once it is open, and names it when a test asks too soon.
 */
import { afterAll, beforeAll } from 'vitest';

export function forTheseTests<T>(
  what: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened !== undefined) await close(opened);
  });
  return () => {
    if (opened === undefined) throw new Error(`${what} is not open yet`);
    return opened;
  };
}
