/**
 * No source file over 400 lines, anywhere code is written (the app, the functions, the embedded
 * stack, the build, the tests and the benchmarks): past that a module does more than one job.
 * Translation catalogues are lists, not code, and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';

const ROOTS = ['src', 'api', 'emulators', 'scripts', 'tests', 'bench'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const LIMIT = 400;
const CATALOGUES = path.join('src', 'lib', 'i18n', 'catalogues');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || relative === CATALOGUES ? [] : sourceFiles(relative);
    }
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

describe('source files', () => {
  it(`stay within ${LIMIT} lines`, () => {
    const files = ROOTS.flatMap(sourceFiles);
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
