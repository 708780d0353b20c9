/**
 * Answers compared with the shapes of hosted Stream's (tests/conformance/stream-chat/
 * stream-shapes/, its README says where each comes from): a shape lists dotted field paths (`[]`
 * an array's items, `*` a map's values) with their JSON type, several joined by `|`; every listed
 * path must be present with one of its types wherever its parent is present (an empty array or
 * map has nothing to check inside).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack.ts';

export const SHAPES = path.resolve(repoRoot, 'tests/conformance/stream-chat/stream-shapes');

export function readShape(file: string): [string, string][] {
  return readFileSync(path.join(SHAPES, file), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2)
    .map(([p, t]) => [p, t]);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const hasType = (value: unknown, types: string): boolean =>
  types.split('|').includes(typeOf(value));

/** Every value the path reaches, and how many parents lack the field. */
function resolve(root: unknown, pathText: string): { values: unknown[]; missing: number } {
  let current: unknown[] = [root];
  let missing = 0;
  for (const token of pathText.split('.')) {
    const many = token.endsWith('[]');
    const key = many ? token.slice(0, -2) : token;
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as Record<string, unknown>;
      const children = key === '*' ? Object.values(record) : key in record ? [record[key]] : null;
      if (children === null) {
        missing++;
        continue;
      }
      for (const child of children) {
        if (many) next.push(...(Array.isArray(child) ? child : []));
        else next.push(child);
      }
    }
    current = next;
  }
  return { values: current, missing };
}

export interface Coverage {
  matched: number;
  total: number;
  unreached: string[];
}

/** Listed paths the answer has with a listed type (at least one value, none astray). */
export function coverage(answer: unknown, file: string): Coverage {
  const shape = readShape(file);
  const unreached = shape
    .filter(([fieldPath, types]) => {
      const { values, missing } = resolve(answer, fieldPath);
      return missing > 0 || values.length === 0 || values.some((value) => !hasType(value, types));
    })
    .map(([fieldPath]) => fieldPath);
  return { matched: shape.length - unreached.length, total: shape.length, unreached };
}

/** What the answer lacks or has of another type, but the paths `known` explains. */
export function mismatches(answer: unknown, file: string, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [fieldPath, types] of readShape(file)) {
    if (known.has(fieldPath)) continue;
    const { values, missing } = resolve(answer, fieldPath);
    if (missing > 0) problems.push(`${fieldPath}: missing`);
    for (const value of values) {
      if (!hasType(value, types))
        problems.push(`${fieldPath}: ${typeOf(value)} instead of ${types}`);
    }
  }
  return [...new Set(problems)];
}

export function percent({ matched, total }: { matched: number; total: number }): string {
  return `${((100 * matched) / total).toFixed(1)}%`;
}
