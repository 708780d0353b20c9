/**
 * The parts of the repository import one another one way only: the app, the functions and the
 * embedded stack never reach into the build's scripts, the scripts never into the build's own
 * configuration, and what more than one runtime runs (shared/) imports none of them. What two
 * parts both need lives in a part both may import. A test file may also use tests/support.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';
import { relativeImports, sourceFiles } from '../support/source-files.ts';

/** Each part, and the others it may import from. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: [],
  src: ['shared'],
  api: ['shared'],
  emulators: ['api', 'shared'],
  scripts: ['src', 'shared', 'emulators', 'tests'],
};
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** The part a repository path belongs to: its first folder, or the file itself at the top. */
const partOf = (file: string) => file.split(path.sep)[0] ?? file;

function wrongWay(file: string, target: string): boolean {
  const from = partOf(file);
  const to = partOf(target);
  if (from === to) return false;
  if (TEST_FILE.test(file) && target.startsWith(path.join('tests', 'support'))) return false;
  return !(MAY_IMPORT[from] ?? []).includes(to);
}

describe('imports between the parts', () => {
  it('go one way only', () => {
    const files = Object.keys(MAY_IMPORT).flatMap((part) => sourceFiles(part));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      relativeImports(path.join(repoRoot, file))
        .map((target) => path.relative(repoRoot, target))
        .filter((target) => wrongWay(file, target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(found).toEqual([]);
  });

  it('are judged by this check (imports the wrong way, and the right one)', () => {
    const cases: [string, string, boolean][] = [
      ['emulators/push/chat-webhook.ts', 'scripts/stream-configure.ts', true],
      ['scripts/store-screenshots.ts', 'vite.config.ts', true],
      ['shared/push-payload.ts', 'src/lib/routes.ts', true],
      ['api/_lib/push/delivery.ts', 'tests/support/push-service.ts', true],
      ['api/_lib/push/fairness.test.ts', 'tests/support/push-service.ts', false],
      ['emulators/app-server/server.ts', 'api/_lib/config/function-config.ts', false],
      ['scripts/store-screenshots.ts', 'scripts/vite-plugins/manifest-check.ts', false],
    ];
    for (const [file, target, wrong] of cases) {
      expect(wrongWay(path.normalize(file), path.normalize(target)), `${file} -> ${target}`).toBe(
        wrong,
      );
    }
  });
});
