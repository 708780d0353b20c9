/**
 * Starts one embedded stack for the whole test run and hands its stack.json to every test. Each
 * level that needs servers names this setup, and vitest runs it once per such project, so the
 * stack is shared through the process: the first setup starts it, the last teardown stops it.
 */
import type { TestProject } from 'vitest/node';
import { removeDataDir, spawnStack, type SpawnedStack } from './stack.ts';
import type { StackFile } from '../../emulators/stack-types.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackFile;
  }
}

interface SharedStack {
  started: Promise<SpawnedStack>;
  users: number;
}

const shared = globalThis as typeof globalThis & { parleyTestStack?: SharedStack };

export async function setup(project: TestProject): Promise<void> {
  // Lets one service's tests run in isolation while the rest of the stack is being built.
  if (process.env.PARLEY_TEST_NO_STACK === '1') return;
  shared.parleyTestStack ??= { started: spawnStack(), users: 0 };
  shared.parleyTestStack.users += 1;
  project.provide('stack', (await shared.parleyTestStack.started).stack);
}

export async function teardown(): Promise<void> {
  const current = shared.parleyTestStack;
  if (!current) return;
  current.users -= 1;
  if (current.users > 0) return;
  shared.parleyTestStack = undefined;
  const spawned = await current.started;
  await spawned.stop();
  removeDataDir(spawned.dataDir);
}
