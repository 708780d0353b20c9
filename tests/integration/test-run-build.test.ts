/**
 * The test run's stacks serve a copy of the build taken at its start: an `npm start` begun beside
 * the run rebuilds dist/ (emptying it first), and a page a test opens meanwhile must not get 404.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildDir, repoRoot } from '../support/stack.ts';
import { testStack } from '../support/test-stack.ts';

const stack = testStack();

it('serves the build copied at the start of the run, not dist/ that npm start rebuilds', async () => {
  expect(path.resolve(buildDir)).not.toBe(path.join(repoRoot, 'dist'));
  const marker = `copy-${randomUUID()}.txt`;
  writeFileSync(path.join(buildDir, marker), 'this run');
  try {
    const answer = await fetch(`${stack.appUrl}/${marker}`);
    expect(await answer.text()).toBe('this run');
  } finally {
    rmSync(path.join(buildDir, marker));
  }
});
