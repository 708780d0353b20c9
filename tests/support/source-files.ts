/** The source files below a folder of the repository, for the build checks that read them all. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './stack.ts';

const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Paths relative to the repository; `skip` leaves out folders (relative paths) and files. */
export function sourceFiles(
  dir: string,
  skip: (relative: string) => boolean = () => false,
): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || skip(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(relative, skip);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/**
 * The files a source file (an absolute path) imports by relative path, as absolute paths: static,
 * type-only and dynamic imports alike, read with TypeScript's own pre-processor.
 */
export function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}
