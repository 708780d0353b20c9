/**
 * Stream's filter language ($eq, $ne, $in, $nin, $gt/$gte/$lt/$lte, $exists, $autocomplete,
 * $contains, $and/$or/$nor) evaluated over any record through a field getter, and sort
 * specifications (`[{field, direction}]` or `{field: direction}`) turned into comparators.
 */
import { isObject } from '../http/json.ts';
import { inputError } from '../http/errors.ts';

export type FieldGetter = (field: string) => unknown;

export function matches(filter: unknown, get: FieldGetter): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isObject(filter)) throw inputError('filter_conditions must be an object');
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(condition)) throw inputError(`${key} must be an array`);
      const results = condition.map((sub) => matches(sub, get));
      if (key === '$and' && !results.every(Boolean)) return false;
      if (key === '$or' && !results.some(Boolean)) return false;
      if (key === '$nor' && results.some(Boolean)) return false;
      continue;
    }
    if (!fieldMatches(get(key), condition)) return false;
  }
  return true;
}

function fieldMatches(value: unknown, condition: unknown): boolean {
  if (!isObject(condition) || !Object.keys(condition).some((k) => k.startsWith('$'))) {
    return equals(value, condition);
  }
  for (const [op, operand] of Object.entries(condition)) {
    switch (op) {
      case '$eq':
        if (!equals(value, operand)) return false;
        break;
      case '$ne':
        if (equals(value, operand)) return false;
        break;
      case '$in':
        if (!Array.isArray(operand)) throw inputError('$in operator expects an array');
        if (!operand.some((o) => equals(value, o))) return false;
        break;
      case '$nin':
        if (!Array.isArray(operand)) throw inputError('$nin operator expects an array');
        if (operand.some((o) => equals(value, o))) return false;
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        if (!compareOp(value, op, operand)) return false;
        break;
      case '$exists':
        if ((value !== undefined && value !== null) !== Boolean(operand)) return false;
        break;
      case '$autocomplete':
        if (typeof operand !== 'string') throw inputError('$autocomplete expects a string');
        if (!autocomplete(value, operand)) return false;
        break;
      case '$contains':
        if (!Array.isArray(value) || !value.some((v) => equals(v, operand))) return false;
        break;
      case '$q':
        if (typeof value !== 'string' || typeof operand !== 'string') return false;
        if (!value.toLowerCase().includes(operand.toLowerCase())) return false;
        break;
      default:
        throw inputError(`operator ${op} is not supported`);
    }
  }
  return true;
}

/**
 * Array-valued fields (members) match when any element matches, as in Stream; compared with a
 * list they must hold exactly its elements (`members: {$eq: [a, b]}` finds the a–b conversation).
 */
function equals(value: unknown, operand: unknown): boolean {
  if (Array.isArray(value) && Array.isArray(operand)) {
    const wanted = new Set(operand);
    return value.length === wanted.size && value.every((v) => wanted.has(v));
  }
  if (Array.isArray(value)) return value.some((v) => equals(v, operand));
  if (value === undefined && operand === false) return true;
  return value === operand;
}

function compareOp(value: unknown, op: string, operand: unknown): boolean {
  if (value === undefined || value === null) return false;
  const a = asComparable(value);
  const b = asComparable(operand);
  if (op === '$gt') return a > b;
  if (op === '$gte') return a >= b;
  if (op === '$lt') return a < b;
  return a <= b;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** Dates compare as instants: stored ones carry microseconds, clients send milliseconds. */
function asComparable(value: unknown): string | number {
  if (typeof value === 'string' && ISO_DATE.test(value)) return Date.parse(value);
  return value as string | number;
}

/** Prefix match on the whole value or on any word in it, case-insensitive. */
export function autocomplete(value: unknown, term: string): boolean {
  if (typeof value !== 'string') return false;
  const needle = term.trim().toLowerCase();
  if (needle.length === 0) return true;
  if (value.toLowerCase().startsWith(needle)) return true;
  return words(value).some((word) => word.startsWith(needle));
}

/**
 * A text's words as the text filters ($autocomplete, message search) compare them: lower case,
 * split at anything but letters and digits.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export interface SortField {
  field: string;
  direction: 1 | -1;
}

export function parseSort(raw: unknown, fallback: SortField[]): SortField[] {
  if (raw === undefined || raw === null) return fallback;
  const entries: unknown[] = Array.isArray(raw)
    ? raw
    : isObject(raw)
      ? Object.entries(raw).map(([field, direction]) => ({ field, direction }))
      : [raw];
  const sort = entries.map((entry) => {
    if (!isObject(entry) || typeof entry.field !== 'string')
      throw inputError('sort must be a list of {field, direction}');
    const direction = Number(entry.direction ?? 1) < 0 ? -1 : 1;
    return { field: entry.field, direction } as SortField;
  });
  return sort.length > 0 ? sort : fallback;
}

/** Missing values sort last whatever the direction. */
export function comparator<T>(
  sort: SortField[],
  get: (item: T, field: string) => unknown,
): (a: T, b: T) => number {
  return (a, b) => {
    for (const { field, direction } of sort) {
      const x = get(a, field);
      const y = get(b, field);
      const xMissing = x === undefined || x === null;
      const yMissing = y === undefined || y === null;
      if (xMissing || yMissing) {
        if (xMissing && yMissing) continue;
        return xMissing ? 1 : -1;
      }
      if (x === y) continue;
      return ((x as number) < (y as number) ? -1 : 1) * direction;
    }
    return 0;
  };
}
