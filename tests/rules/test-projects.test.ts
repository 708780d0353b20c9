/**
 * Every test file runs at some level: a test in a folder no vitest project includes would never
 * run, and pass unseen (vitest.config.ts).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { sourceFiles } from '../support/source-files.ts';
import { repoRoot } from '../support/stack.ts';

const NOT_SOURCE = new Set(['node_modules', 'dist', 'test-results', 'public', 'supabase']);
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** A vitest glob (`*`, `**`, `{a,b}`) as a regular expression over `/`-separated paths. */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '{') pattern += '(?:';
    else if (char === '}') pattern += ')';
    else if (char === ',') pattern += '|';
    else pattern += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

interface Project {
  name: string;
  include: RegExp[];
  exclude: RegExp[];
}

const projects: Project[] = (config.test?.projects ?? []).map((project) => {
  const test = (project as { test: { name: string; include?: string[]; exclude?: string[] } }).test;
  return {
    name: test.name,
    include: (test.include ?? []).map(globToRegExp),
    exclude: (test.exclude ?? []).map(globToRegExp),
  };
});

const runsIn = (file: string) =>
  projects.filter(
    ({ include, exclude }) =>
      include.some((glob) => glob.test(file)) && !exclude.some((glob) => glob.test(file)),
  );

describe('test files', () => {
  it('each run in exactly one vitest project', () => {
    const folders = readdirSync(repoRoot, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_SOURCE.has(entry.name),
    );
    const files = folders
      .flatMap((folder) => sourceFiles(folder.name))
      .filter((file) => TEST_FILE.test(file))
      .map((file) => file.split('\\').join('/'));
    expect(files.length).toBeGreaterThan(100);
    const wrong = files.flatMap((file) => {
      const names = runsIn(file).map((project) => project.name);
      return names.length === 1
        ? []
        : [`${file}: ${names.length === 0 ? 'none' : names.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('are matched by the globs as vitest reads them', () => {
    expect(globToRegExp('{src,api}/**/*.test.{ts,tsx}').test('api/_lib/push/store.test.ts')).toBe(
      true,
    );
    expect(globToRegExp('{src,api}/**/*.test.{ts,tsx}').test('src/a.test.tsx')).toBe(true);
    expect(globToRegExp('tests/rules/**/*.test.ts').test('tests/build/readme.test.ts')).toBe(false);
    expect(globToRegExp('tests/a.test.ts').test('tests/aXtest.ts')).toBe(false);
  });
});
