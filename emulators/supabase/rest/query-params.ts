/**
 * PostgREST's URL grammar for the subset supabase-js's query builder sends: `select`, column
 * filters (`col=[not.]op.value`), `or`/`and` groups, `order`, `limit`, `offset`, `on_conflict`
 * and `columns`. Produces a plan of names and raw values; nothing here touches SQL.
 */
import { parseError, PostgrestError } from './errors.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | {
      kind: 'condition';
      column: string;
      negate: boolean;
      op: Operator;
      value: string;
      list?: string[];
    }
  | { kind: 'group'; negate: boolean; conjunction: 'and' | 'or'; items: Filter[] };

export interface SelectItem {
  /** `*` or a column name. */
  column: string;
  alias?: string;
  cast?: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface QueryPlan {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/i;

export function parseQuery(params: URLSearchParams): QueryPlan {
  const plan: QueryPlan = { select: [{ column: '*' }], filters: [], order: [] };
  for (const [key, value] of params) {
    if (key === 'select') plan.select = parseSelect(value);
    else if (key === 'order') plan.order = parseOrder(value);
    else if (key === 'limit') plan.limit = parseCount('limit parameter', value);
    else if (key === 'offset') plan.offset = parseCount('offset parameter', value);
    else if (key === 'on_conflict') plan.onConflict = splitNames(value);
    else if (key === 'columns') plan.columns = splitNames(value);
    else if (!RESERVED.has(key)) plan.filters.push(parseFilterParam(key, value));
  }
  return plan;
}

function parseCount(what: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(what, value, `unexpected "${value.charAt(0)}" expecting digit`);
  return Number(value);
}

/** A comma-separated list of column names, each optionally double-quoted. */
function splitNames(value: string): string[] {
  return splitTopLevel(value).map(unquote);
}

function unquote(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) current += text[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ column: '*' }];
  return splitTopLevel(value).map((raw) => {
    const text = raw.trim();
    if (text.includes('(')) {
      // Resource embedding needs foreign-key discovery this emulator leaves out on purpose.
      const name = text.slice(0, text.indexOf('(')).split(/[:!]/).pop() ?? text;
      throw new PostgrestError(
        400,
        'PGRST200',
        `Could not find a relationship between the requested table and '${name}' in the schema cache`,
        'Resource embedding is not supported by the embedded Supabase emulator',
      );
    }
    let rest = text;
    let alias: string | undefined;
    const colon = rest.search(/:(?!:)/);
    if (colon > 0 && rest[colon - 1] !== ':') {
      alias = unquote(rest.slice(0, colon));
      rest = rest.slice(colon + 1);
    }
    let cast: string | undefined;
    const castAt = rest.indexOf('::');
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2).trim();
      rest = rest.slice(0, castAt);
      if (!CAST.test(cast)) throw parseError('select', value, `unexpected cast "${cast}"`);
    }
    const column = rest.trim() === '*' ? '*' : unquote(rest);
    if (column === '' || (column === '*' && (alias || cast)) || column.includes('->')) {
      throw parseError('select', value);
    }
    return { column, alias, cast };
  });
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((raw) => {
    const parts = raw.trim().split('.');
    const column = unquote(parts.shift() ?? '');
    if (column === '') throw parseError('order', value);
    const term: OrderTerm = { column, descending: false };
    for (const modifier of parts) {
      if (modifier === 'asc') term.descending = false;
      else if (modifier === 'desc') term.descending = true;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else
        throw parseError(
          'order',
          value,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return term;
  });
}

function parseFilterParam(key: string, value: string): Filter {
  const group = /^(not\.)?(and|or)$/.exec(key);
  if (group) return parseGroup(Boolean(group[1]), group[2] as 'and' | 'or', value, key);
  return parseCondition(key, value);
}

/** `(a.eq.1,b.gt.2,and(c.is.null,d.neq.x))` as the value of `or=` / `and=`. */
function parseGroup(
  negate: boolean,
  conjunction: 'and' | 'or',
  value: string,
  key: string,
): Filter {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError('logic tree', `${key}=${value}`, 'expecting "("');
  }
  const items = splitTopLevel(trimmed.slice(1, -1)).map((item) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item.trim());
    if (nested)
      return parseGroup(Boolean(nested[1]), nested[2] as 'and' | 'or', nested[3] as string, key);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', `${key}=${value}`);
    return parseCondition(item.slice(0, dot).trim(), item.slice(dot + 1), `${key}=${value}`);
  });
  return { kind: 'group', negate, conjunction, items };
}

function parseCondition(column: string, expression: string, context?: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as Operator;
  if (dot < 0 || !OPERATORS.includes(op)) {
    throw parseError('filter', context ?? expression, `unexpected "${op}" expecting an operator`);
  }
  const value = rest.slice(dot + 1);
  const name = unquote(column);
  if (op === 'in') {
    const list = value.trim();
    if (!list.startsWith('(') || !list.endsWith(')')) {
      throw parseError('filter', context ?? expression, 'expecting "(" for the in. list');
    }
    const inner = list.slice(1, -1);
    return {
      kind: 'condition',
      column: name,
      negate,
      op,
      value,
      list: inner === '' ? [] : splitTopLevel(inner).map(unquote),
    };
  }
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  ) {
    throw parseError(
      'filter',
      context ?? expression,
      `unexpected "${value}" expecting null, not_null, true, false or unknown`,
    );
  }
  return { kind: 'condition', column: name, negate, op, value: context ? unquote(value) : value };
}
