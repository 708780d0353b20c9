/**
 * No source folder holds more than 20 files at its top (tests included) in the app, the
 * functions or the embedded stack: past that a folder groups by file-name prefix, and its
 * sub-folders should say what its parts are.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';

const ROOTS = ['src', 'api', 'emulators'];
const LIMIT = 20;

/** Every folder below `dir` (itself included) with how many files lie directly inside it. */
function fileCounts(base: string, dir: string): Map<string, number> {
  const entries = readdirSync(path.join(base, dir), { withFileTypes: true });
  const counts = new Map([[dir, entries.filter((entry) => entry.isFile()).length]]);
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    for (const [folder, count] of fileCounts(base, path.join(dir, entry.name))) {
      counts.set(folder, count);
    }
  }
  return counts;
}

const over = (counts: Map<string, number>) =>
  [...counts].filter(([, count]) => count > LIMIT).map(([folder]) => folder);

const counts = new Map(ROOTS.flatMap((root) => [...fileCounts(repoRoot, root)]));

describe('source folders', () => {
  it(`hold at most ${LIMIT} files at their top`, () => {
    expect(counts.size).toBeGreaterThan(50);
    expect(over(counts)).toEqual([]);
  });

  it('are counted by this check at any depth (a full folder planted in a throwaway tree)', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'parley-folders-'));
    try {
      mkdirSync(path.join(base, 'root', 'deep', 'full'), { recursive: true });
      for (let i = 0; i <= LIMIT; i++)
        writeFileSync(path.join(base, 'root', 'deep', 'full', `${i}.ts`), '');
      writeFileSync(path.join(base, 'root', 'one.ts'), '');
      const planted = fileCounts(base, 'root');
      expect(planted.get('root')).toBe(1);
      expect(over(planted)).toEqual([path.join('root', 'deep', 'full')]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
