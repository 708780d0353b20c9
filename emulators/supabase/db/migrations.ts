/**
 * The platform schema, the project's migrations and its seed, applied as the Supabase CLI does:
 * each `migrations/<version>_<name>.sql` once, in file-name order, in its own transaction, and
 * recorded in `supabase_migrations.schema_migrations`; `seed.sql` only on a new database.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What laying down SQL needs of the database (database.ts's Database is one; kept structural so
 * this module does not import the one that imports it). */
interface SqlTarget {
  transaction<T>(
    fn: (tx: {
      query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
      exec(sql: string): Promise<unknown>;
    }) => Promise<T>,
  ): Promise<T>;
}

const platformDir = path.join(import.meta.dirname, 'platform');

/** The platform's SQL files, in order; each is idempotent so it runs on every start. */
export function platformSql(): string[] {
  return readdirSync(platformDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(path.join(platformDir, name), 'utf8'));
}

/**
 * Runs the bootstrap SQL (platform + callers' internal schemas) unless this exact text already
 * ran: it is idempotent, but re-running its DDL costs about a second of every start.
 */
export async function applyBootstrap(db: SqlTarget, sqls: string[]): Promise<boolean> {
  const digest = createHash('sha256').update(sqls.join('\u0000')).digest('hex');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ present: boolean }>(
      `select to_regclass('parley_internal.bootstrap') is not null as present`,
    );
    if (rows[0]?.present) {
      const done = await tx.query('select 1 from parley_internal.bootstrap where digest = $1', [
        digest,
      ]);
      if (done.rows.length > 0) return false;
    }
    for (const sql of sqls) await tx.exec(sql);
    await tx.exec(
      `create schema if not exists parley_internal;
       create table if not exists parley_internal.bootstrap (digest text primary key, applied_at timestamptz not null default now());
       delete from parley_internal.bootstrap;`,
    );
    await tx.query('insert into parley_internal.bootstrap (digest) values ($1)', [digest]);
    return true;
  });
}

// The CLI's rule: a migration file is `<digits>_<name>.sql`; anything else is skipped.
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      return match ? [{ version: match[1] as string, name: match[2] as string, file }] : [];
    });
}

/** Versions the database's history records that the migrations folder no longer has. */
function unknownVersions(applied: Set<string>, migrations: MigrationFile[]): string[] {
  const local = new Set(migrations.map((migration) => migration.version));
  return [...applied].filter((version) => !local.has(version)).sort();
}

/**
 * The CLI's `db push` refuses a database whose history names migrations the folder does not have
 * (after a squash, or a checkout older than the database): applying the folder on top could leave
 * a schema that matches neither. So does this backend, with the CLI's words and the local way out.
 */
export class MigrationHistoryError extends Error {
  constructor(readonly versions: string[]) {
    super(
      `Remote migration versions not found in supabase/migrations directory: ${versions.join(', ')}. ` +
        "Make sure your local git repo is up-to-date; the embedded stack's data was made by other " +
        'migrations than these, so start it afresh with `npm start -- --reset` (this wipes its data).',
    );
    this.name = 'MigrationHistoryError';
  }
}

export async function applyMigrations(db: SqlTarget, dir: string): Promise<string[]> {
  const applied = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    return new Set(rows.map((row) => row.version));
  });
  const migrations = listMigrations(dir);
  const unknown = unknownVersions(applied, migrations);
  if (unknown.length > 0) throw new MigrationHistoryError(unknown);
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(path.join(dir, migration.file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [migration.version, [sql], migration.name],
        );
      });
    } catch (error) {
      throw new Error(
        `migration ${migration.file} failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    ran.push(migration.version);
  }
  return ran;
}

export async function applySeed(db: SqlTarget, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const sql = readFileSync(file, 'utf8');
  try {
    await db.transaction((tx) => tx.exec(sql));
  } catch (error) {
    throw new Error(
      `seed ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return true;
}
