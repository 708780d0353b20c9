/**
 * The unit test files that replace modules (`vi.mock`, `vi.doMock`) or load them again
 * (`vi.resetModules`, to see what a library does once per process): a replacement is kept by the
 * worker for the files it runs next, and a library's once-per-process behaviour may already be
 * spent by an earlier file, so these run in workers of their own (vitest.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Such files below the given folders, as repository paths. */
export function unitFilesAlone(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) =>
      /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    )
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
