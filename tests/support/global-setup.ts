/** Starts one embedded stack for the whole test run and hands its stack.json to every test. */
import type { TestProject } from 'vitest/node';
import { removeDataDir, spawnStack, type SpawnedStack } from './stack.ts';
import type { StackFile } from '../../emulators/stack-types.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackFile;
  }
}

let spawned: SpawnedStack | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Lets one service's tests run in isolation while the rest of the stack is being built.
  if (process.env.PARLEY_TEST_NO_STACK === '1') return;
  spawned = await spawnStack();
  project.provide('stack', spawned.stack);
}

export async function teardown(): Promise<void> {
  if (!spawned) return;
  await spawned.stop();
  removeDataDir(spawned.dataDir);
}
