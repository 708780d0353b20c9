/**
 * How many test files run at once (`PARLEY_TEST_WORKERS`, parsed once for the config and the
 * global set-up). Each worker gets an embedded stack of its own, so files that change a stack's
 * app-wide settings never meet another file's requests. The default is one per core, at most
 * four: a browser file mostly waits on its Chromium and the stack, so two files on two cores
 * finish well before one after the other does.
 */
import os from 'node:os';

export function testWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PARLEY_TEST_WORKERS;
  if (raw === undefined || raw === '') return Math.min(4, Math.max(1, os.availableParallelism()));
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`PARLEY_TEST_WORKERS must be a whole number from 1 to 16 (got "${raw}")`);
  }
  return count;
}
