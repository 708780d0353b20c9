/**
 * Starts the embedded stacks for the whole test run, one per worker (`test-workers.ts`), and
 * hands their stack.json files to every test (`test-stack.ts` picks the worker's). Each level
 * that needs servers names this setup, and vitest runs it once per such project, so the stacks
 * are shared through the process: the first setup starts them, the last teardown stops them.
 * The stacks serve a copy of the build taken here (PARLEY_DIST_DIR, for them and the workers):
 * an `npm start` begun during the run rebuilds dist/, and its emptied folder must not answer a
 * test's page with 404.
 * A conformance run that `npm run conformance` aims at hosted services (PARLEY_CONFORMANCE_HOSTED
 * and the variables of conformance-env.ts) gets that target instead, and no stack.
 */
import type { TestProject } from 'vitest/node';
import { removeDataDir, snapshotBuild, spawnStack, type SpawnedStack } from './stack.ts';
import { testWorkers } from './test-workers.ts';
import { parseConformanceEnv, type ConformanceTarget } from './conformance-env.ts';
import type { StackFile } from '../../emulators/stack-types.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: StackFile[];
    /** Given to the conformance level only (conformance-target.ts). */
    conformanceTarget?: ConformanceTarget;
  }
}

interface SharedStacks {
  started: Promise<SpawnedStack[]>;
  build: string;
  users: number;
}

const shared = globalThis as typeof globalThis & { parleyTestStacks?: SharedStacks };

async function spawnStacks(count: number): Promise<SpawnedStack[]> {
  const starts = Array.from({ length: count }, () => spawnStack());
  const settled = await Promise.allSettled(starts);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (!failed) return settled.map((s) => (s as PromiseFulfilledResult<SpawnedStack>).value);
  await stopAll(settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
  throw failed.reason;
}

async function stopAll(stacks: SpawnedStack[]): Promise<void> {
  await Promise.all(
    stacks.map(async (spawned) => {
      await spawned.stop();
      removeDataDir(spawned.dataDir);
    }),
  );
}

export async function setup(project: TestProject): Promise<void> {
  if (project.name === 'conformance' && process.env.PARLEY_CONFORMANCE_HOSTED === '1') {
    const target = parseConformanceEnv(process.env);
    if (target.kind !== 'hosted')
      throw new Error('PARLEY_CONFORMANCE_HOSTED is set but no PARLEY_CONFORMANCE_* target is');
    project.provide('conformanceTarget', target);
    project.provide('stacks', []);
    return;
  }
  // Lets one service's tests run in isolation while the rest of the stack is being built.
  if (process.env.PARLEY_TEST_NO_STACK === '1') return;
  if (!shared.parleyTestStacks) {
    const build = snapshotBuild();
    process.env.PARLEY_DIST_DIR = build;
    shared.parleyTestStacks = { started: spawnStacks(testWorkers()), build, users: 0 };
  }
  shared.parleyTestStacks.users += 1;
  project.provide(
    'stacks',
    (await shared.parleyTestStacks.started).map((spawned) => spawned.stack),
  );
}

export async function teardown(): Promise<void> {
  const current = shared.parleyTestStacks;
  if (!current) return;
  current.users -= 1;
  if (current.users > 0) return;
  shared.parleyTestStacks = undefined;
  await stopAll(await current.started);
  removeDataDir(current.build);
}
