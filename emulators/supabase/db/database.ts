/**
 * The Supabase backend's Postgres: PGlite persisted on disk (cluster.ts). Opening it lays down the
 * platform (roles, `auth`, `storage`), then whatever internal schema callers pass, then the
 * project's migrations as the Supabase CLI applies them, then the seed on a new database.
 *
 * PGlite has a single connection, so every transaction is serialized. Durability: PGlite's
 * default (not `relaxedDurability`) waits for each commit's WAL to reach the file system before
 * a query resolves, so nothing committed is lost when the process is killed.
 */
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openCluster } from './cluster.ts';
import { applyBootstrap, applyMigrations, applySeed, platformSql } from './migrations.ts';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string };

export interface Tx {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
  /**
   * Like query, but each parameter reaches Postgres as text for it to parse as whatever type it
   * infers, the way PostgREST sends untyped literals (PGlite would otherwise coerce in JS).
   */
  queryText<T = Record<string, unknown>>(
    sql: string,
    params: (string | null)[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
}

export interface Database {
  /** One transaction as the superuser, serialized with every other transaction (PGlite has one connection). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One transaction run as `claims.role` (anon when claims is null) with request.jwt.claims / request.jwt.claim.* set as PostgREST does, so RLS applies. */
  asRole<T>(claims: JwtClaims | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The roles PostgREST's `authenticator` may switch to; any other `role` claim is refused. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** Raised when a JWT names a role the API cannot switch to (PostgREST answers 22023 too). */
export class UnknownRoleError extends Error {
  readonly code = '22023';
  constructor(readonly role: string) {
    super(`role "${role}" does not exist`);
  }
}

export interface OpenOptions {
  dataDir: string;
  /** Idempotent SQL run after the platform schema and before migrations (e.g. auth internals). */
  applySql?: string[];
  /** Where `migrations/` and `seed.sql` live; the repository's `supabase/` by default. */
  projectDir?: string;
}

const repoSupabaseDir = path.resolve(import.meta.dirname, '../../../supabase');

export async function openDatabase(
  options: OpenOptions,
): Promise<{ db: Database; created: boolean }> {
  const { pg, created } = await openCluster(path.join(options.dataDir, 'pgdata'));
  const db = wrap(pg);
  try {
    await pg.exec(`set search_path to "$user", public, extensions`);
    const projectDir = options.projectDir ?? repoSupabaseDir;
    await applyBootstrap(db, [...platformSql(), ...(options.applySql ?? [])]);
    await applyMigrations(db, path.join(projectDir, 'migrations'));
    if (created) await applySeed(db, path.join(projectDir, 'seed.sql'));
  } catch (error) {
    await pg.close();
    throw error;
  }
  return { db, created };
}

/** A serializer table that answers every type id with "send the string unchanged". */
const TEXT_AS_IS = new Proxy({} as Record<number, (value: unknown) => string>, {
  get: () => (value: unknown) => String(value),
});

function wrap(pg: PGlite): Database {
  const asTx = (tx: Transaction): Tx => ({
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    queryText: (sql, params) => tx.query(sql, params, { serializers: TEXT_AS_IS }),
  });
  return {
    transaction: (fn) => pg.transaction((tx) => fn(asTx(tx))),
    asRole: (claims, fn) =>
      pg.transaction(async (tx) => {
        const role = claims?.role ?? 'anon';
        if (!(API_ROLES as readonly string[]).includes(role)) throw new UnknownRoleError(role);
        const flat = claims ?? { role };
        await tx.query(
          `select set_config('request.jwt.claims', $1, true),
                  set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true),
                  set_config('request.jwt.claim.email', $4, true),
                  set_config('role', $3, true)`,
          [
            JSON.stringify(flat),
            typeof flat.sub === 'string' ? flat.sub : '',
            role,
            typeof flat.email === 'string' ? flat.email : '',
          ],
        );
        return fn(asTx(tx));
      }),
    close: () => pg.close(),
  };
}
