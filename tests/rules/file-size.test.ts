/**
 * No source file over 400 lines, anywhere code is written (the app, the functions, the embedded
 * stack, the build, the tests and the benchmarks): past that a module does more than one job.
 * Translation catalogues are lists, not code, and are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';
import { sourceFiles } from '../support/source-files.ts';

const ROOTS = ['src', 'api', 'emulators', 'scripts', 'tests', 'bench'];
const LIMIT = 400;
const CATALOGUES = path.join('src', 'lib', 'i18n', 'catalogues');

describe('source files', () => {
  it(`stay within ${LIMIT} lines`, () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root, (dir) => dir === CATALOGUES));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({
        file,
        lines: readFileSync(path.join(repoRoot, file), 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > LIMIT + 1);
    expect(long).toEqual([]);
  });
});
