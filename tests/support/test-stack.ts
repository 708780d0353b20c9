/**
 * The embedded stack of the worker running this test file. The global set-up starts one stack
 * per worker; vitest numbers its running workers 1 to maxWorkers (`VITEST_POOL_ID`), and no two
 * running at once share a number, so a stack serves one file at a time, as in a serial run.
 */
import { inject } from 'vitest';
import type { StackFile } from '../../emulators/stack-types.ts';

export function testStack(): StackFile {
  const stacks = inject('stacks');
  if (!stacks?.length)
    throw new Error('no embedded stack: this level runs without the global set-up');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(pool - 1) % stacks.length] as StackFile;
}
