/**
 * Turns a parsed request into SQL. Identifiers come only from the catalog (checked, then quoted);
 * every value is a bind parameter sent as text for Postgres to parse as the column's type, as
 * PostgREST does, so a value can never change a statement's shape.
 */
import { quoteIdent, EXPOSED_SCHEMA, type TableInfo } from './catalog.ts';
import { unknownColumn, unknownPayloadColumn, PostgrestError } from './errors.ts';
import type { Filter, OrderTerm, QueryPlan, SelectItem } from './query-params.ts';

export interface Statement {
  sql: string;
  params: (string | null)[];
}

class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const qualified = (table: TableInfo): string =>
  `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name);
  return `${qualified(table)}.${quoteIdent(name)}`;
}

function selectList(table: TableInfo, items: SelectItem[], source: string): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${source}.*`;
      if (!table.columns.has(item.column)) throw unknownColumn(table.name, item.column);
      const expr = `${source}.${quoteIdent(item.column)}${item.cast ? `::${item.cast}` : ''}`;
      const alias = item.alias ?? (item.cast ? item.column : undefined);
      return alias ? `${expr} as ${quoteIdent(alias)}` : expr;
    })
    .join(', ');
}

/** Postgres array literal with every element quoted, so commas and braces stay data. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

function condition(table: TableInfo, filter: Filter, params: Params): string {
  if (filter.kind === 'group') {
    const joined = filter.items
      .map((item) => condition(table, item, params))
      .join(` ${filter.conjunction} `);
    return `${filter.negate ? 'not ' : ''}(${joined || (filter.conjunction === 'and' ? 'true' : 'false')})`;
  }
  const col = column(table, filter.column);
  let sql: string;
  if (filter.op === 'in') {
    sql = `${col} = any(${params.add(arrayLiteral(filter.list ?? []))})`;
  } else if (filter.op === 'is') {
    const value = filter.value.toLowerCase();
    sql = value === 'not_null' ? `${col} is not null` : `${col} is ${value}`;
  } else {
    const value =
      filter.op === 'like' || filter.op === 'ilike'
        ? filter.value.replace(/\*/g, '%')
        : filter.value;
    sql = `${col} ${COMPARISON[filter.op]} ${params.add(value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => condition(table, f, params)).join(' and ')}`;
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${column(table, term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** Rows as one JSON text (json_agg keeps Postgres's own JSON rendering of every type). */
export function buildRead(
  table: TableInfo,
  plan: QueryPlan,
  range: { offset: number; limit?: number },
): Statement {
  const params = new Params();
  const where = whereClause(table, plan.filters, params);
  const page =
    (range.limit !== undefined ? ` limit ${params.add(String(range.limit))}` : '') +
    (range.offset > 0 ? ` offset ${params.add(String(range.offset))}` : '');
  const inner = `select ${selectList(table, plan.select, qualified(table))} from ${qualified(table)}${where}${orderClause(table, plan.order)}${page}`;
  return {
    sql: `select coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as n from (${inner}) pgrst_t`,
    params: params.values,
  };
}

export function buildCount(table: TableInfo, plan: QueryPlan): Statement {
  const params = new Params();
  return {
    sql: `select count(*)::int as total from ${qualified(table)}${whereClause(table, plan.filters, params)}`,
    params: params.values,
  };
}

/** With `returning`, the affected rows come back as JSON shaped by `select`. */
function wrapReturning(
  table: TableInfo,
  mutation: string,
  plan: QueryPlan,
  returning: boolean,
): string {
  if (!returning) return mutation;
  return `with pgrst_mutation as (${mutation} returning ${qualified(table)}.*)
    select coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as n
      from (select ${selectList(table, plan.select, 'pgrst_mutation')} from pgrst_mutation) pgrst_t`;
}

function payloadColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names)
    if (!table.columns.has(name)) throw unknownPayloadColumn(table.name, name);
  return names;
}

export interface InsertOptions {
  rows: Record<string, unknown>[];
  columns: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** `Prefer: missing=default`: a key absent from an object takes the column default, not null. */
  missingDefault: boolean;
  returning: boolean;
}

export function buildInsert(table: TableInfo, plan: QueryPlan, options: InsertOptions): Statement {
  const params = new Params();
  const cols = payloadColumns(table, options.columns).map(quoteIdent);
  const body = params.add(JSON.stringify(options.rows));
  let sql: string;
  if (cols.length === 0) {
    sql = `insert into ${qualified(table)} select from json_array_elements(${body}::json)`;
  } else if (options.missingDefault) {
    // Defaults are the catalog's own expressions (pg_get_expr), never request text.
    const values = options.columns.map((name) => {
      const fallback = table.defaults.get(name) ?? 'null';
      return `case when pgrst_elem.j ? ${params.add(name)} then pgrst_row.${quoteIdent(name)} else ${fallback} end`;
    });
    sql = `insert into ${qualified(table)} (${cols.join(', ')}) select ${values.join(', ')} from jsonb_array_elements(${body}::jsonb) as pgrst_elem(j), lateral jsonb_populate_record(null::${qualified(table)}, pgrst_elem.j) as pgrst_row`;
  } else {
    sql = `insert into ${qualified(table)} (${cols.join(', ')}) select ${cols.join(', ')} from json_populate_recordset(null::${qualified(table)}, ${body}::json)`;
  }
  if (options.resolution) {
    const target = plan.onConflict ?? table.primaryKey;
    if (target.length === 0) {
      throw new PostgrestError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      );
    }
    const conflict = target.map((name) => {
      if (!table.columns.has(name)) throw unknownColumn(table.name, name);
      return quoteIdent(name);
    });
    const updates = cols.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
    sql +=
      options.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflict.join(', ')}) do nothing`
        : ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}`;
  }
  return { sql: wrapReturning(table, sql, plan, options.returning), params: params.values };
}

export function buildUpdate(
  table: TableInfo,
  plan: QueryPlan,
  patch: Record<string, unknown>,
  returning: boolean,
): Statement {
  const params = new Params();
  const cols = payloadColumns(table, Object.keys(patch)).map(quoteIdent);
  const body = params.add(JSON.stringify(patch));
  const sets = cols.map((c) => `${c} = pgrst_body.${c}`).join(', ');
  const sql = `update ${qualified(table)} set ${sets} from json_populate_record(null::${qualified(table)}, ${body}::json) pgrst_body${whereClause(table, plan.filters, params)}`;
  return { sql: wrapReturning(table, sql, plan, returning), params: params.values };
}

export function buildDelete(table: TableInfo, plan: QueryPlan, returning: boolean): Statement {
  const params = new Params();
  const sql = `delete from ${qualified(table)}${whereClause(table, plan.filters, params)}`;
  return { sql: wrapReturning(table, sql, plan, returning), params: params.values };
}
