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

/**
 * Folders being split as this check arrives. It must become empty: a folder leaves it once split,
 * and none may join it (the check fails for a listed folder that no longer needs the exception).
 */
const PENDING_SPLIT = new Set(['src/features/chat']);

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
  it(`hold at most ${LIMIT} files at their top, but those being split`, () => {
    expect(counts.size).toBeGreaterThan(50);
    expect(over(counts).filter((folder) => !PENDING_SPLIT.has(folder))).toEqual([]);
  });

  it('being split still need to be (the list of them only shrinks)', () => {
    const done = [...PENDING_SPLIT].filter((folder) => (counts.get(folder) ?? 0) <= LIMIT);
    expect(done, 'split: take these out of PENDING_SPLIT').toEqual([]);
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
