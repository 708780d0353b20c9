/**
 * No module reaches itself through its imports, anywhere the app, the embedded stack, the
 * functions or the build are written: static, type-only and dynamic imports all count, since a
 * cycle of any of them means two modules that cannot be understood (or moved) one without the
 * other.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';
import { relativeImports, sourceFiles } from '../support/source-files.ts';

const ROOTS = ['src', 'emulators', 'api', 'scripts'];
// TypeScript sources, not their tests (the build's own JavaScript has no imports of note).
const LEFT_OUT = /\.test\.(ts|tsx)$|\.(js|mjs)$/;

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [file, relativeImports(file).filter((target) => known.has(target))]),
  );
}

/** Tarjan's strongly connected components: every group of two or more modules is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no cycle in the app, the embedded stack, the functions or the build code', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root, (file) => LEFT_OUT.test(file))).map(
      (file) => path.join(repoRoot, file),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = cycles(importGraph(files)).map((group) =>
      group.map((file) => path.relative(repoRoot, file)).sort(),
    );
    expect(found).toEqual([]);
  });

  it('are found by this check (a cycle planted in a throwaway graph)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph).map((group) => group.sort())).toEqual([['a', 'b', 'c']]);
  });
});
