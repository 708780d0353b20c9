/**
 * PostgREST's schema cache, reduced to what the emulator needs: the tables and views of the
 * exposed schema, their columns, column defaults and primary keys. Every identifier in a request is checked
 * against it before it is quoted into SQL. Reloaded when a request names something unknown,
 * so tables created after start-up appear without a restart.
 */
import type { Database } from '../db/database.ts';

export interface TableInfo {
  name: string;
  columns: Set<string>;
  /** Each column's default expression as Postgres prints it, for `Prefer: missing=default`. */
  defaults: Map<string, string>;
  primaryKey: string[];
}

export const EXPOSED_SCHEMA = 'public';

export class Catalog {
  private tables = new Map<string, TableInfo>();

  constructor(private readonly db: Database) {}

  async load(): Promise<void> {
    const rows = await this.db.transaction(async (tx) => {
      const result = await tx.query<{
        table_name: string;
        columns: string[];
        defaults: (string | null)[];
        pk: string[] | null;
      }>(
        `select c.relname as table_name,
                array_agg(a.attname::text order by a.attnum) as columns,
                array_agg(case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end
                          order by a.attnum) as defaults,
                (select array_agg(k.attname::text order by array_position(i.indkey::int2[], k.attnum))
                   from pg_index i
                   join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey::int2[])
                  where i.indrelid = c.oid and i.indisprimary) as pk
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
          where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
          group by c.oid, c.relname`,
        [EXPOSED_SCHEMA],
      );
      return result.rows;
    });
    this.tables = new Map(
      rows.map((row) => [
        row.table_name,
        {
          name: row.table_name,
          columns: new Set(row.columns),
          defaults: new Map(
            row.columns.flatMap((column, i) => {
              const expression = row.defaults[i];
              return expression ? [[column, expression] as const] : [];
            }),
          ),
          primaryKey: row.pk ?? [],
        },
      ]),
    );
  }

  async table(name: string): Promise<TableInfo | undefined> {
    if (!this.tables.has(name)) await this.load();
    return this.tables.get(name);
  }
}

/** Postgres's quote_ident for a name already checked against the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
