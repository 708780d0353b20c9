/**
 * How the chat server is laid out: the handlers answer the API in folders by its sections
 * (handlers/<section>/), and only the route table reaches them, so what handlers share lives
 * below them; no folder grows past 20 files at its top, so a folder's name still says what is
 * in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const ROUTE_TABLE = 'routes.ts';
const FOLDER_LIMIT = 20;

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const inner = path.join(dir, entry.name);
      return [inner, ...folders(inner)];
    });
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(inner);
    return entry.name.endsWith('.ts') ? [inner] : [];
  });
}

const inHandlers = (file: string): boolean =>
  path.relative(ROOT, file).split(path.sep)[0] === 'handlers';

describe('the chat server layout', () => {
  it(`keeps at most ${FOLDER_LIMIT} files at the top of each folder`, () => {
    const crowded = [ROOT, ...folders(ROOT)]
      .map((dir) => ({
        dir: path.relative(ROOT, dir) || '.',
        files: readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).length,
      }))
      .filter(({ files }) => files > FOLDER_LIMIT);
    expect(crowded).toEqual([]);
  });

  it('lets only the route table import a handler from outside handlers/', () => {
    const reaching = sources(ROOT)
      .filter((file) => !inHandlers(file) && path.relative(ROOT, file) !== ROUTE_TABLE)
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(file, 'utf8'), true, true)
          .importedFiles.map(({ fileName }) => fileName)
          .filter((name) => name.startsWith('.'))
          .filter((name) => inHandlers(path.resolve(path.dirname(file), name)))
          .map((name) => `${path.relative(ROOT, file)} → ${name}`),
      );
    expect(reaching).toEqual([]);
  });
});
