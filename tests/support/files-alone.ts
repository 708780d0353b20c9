/**
 * The test files that replace modules (`vi.mock`, `vi.doMock`), load them again
 * (`vi.resetModules`, to see what a library does once per process) or write the process's
 * environment: a replacement or a variable is kept by the worker for the files it runs next, and
 * a module's once-per-process reading may already be spent by an earlier file, so in the levels
 * whose workers keep modules from file to file these run in workers of their own
 * (vitest.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARES_STATE =
  /\bvi\.(mock|doMock|resetModules)\(|\bprocess\.env(\.\w+|\[[^\]]+\]) =[^=]|\bdelete process\.env\b/;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Such files below the given folders, as repository paths. */
export function filesAlone(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => SHARES_STATE.test(readFileSync(path.join(ROOT, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
