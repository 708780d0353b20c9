/**
 * `storage.objects` and `storage.buckets` as Storage uses them. Bucket settings are read as the
 * superuser (Storage does too); every object read or write runs as the caller's role so the
 * project's storage policies decide.
 */
import type { Database, JwtClaims, Tx } from '../db/database.ts';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, version, metadata, created_at, updated_at, last_accessed_at';

export async function findBucket(db: Database, id: string): Promise<Bucket | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Bucket>(
      'select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    return rows[0];
  });
}

export async function findObject(
  tx: Tx,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

/** Superuser read for public buckets, where Storage skips policies. */
export function findObjectAsService(
  db: Database,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  return db.transaction((tx) => findObject(tx, bucket, name));
}

export function findObjectAs(
  db: Database,
  claims: JwtClaims | null,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  return db.asRole(claims, (tx) => findObject(tx, bucket, name));
}

export interface ObjectWrite {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
}

/**
 * Inserts the row, or with `upsert` replaces an existing one, returning the version it replaced.
 * Like Storage, the existing row is looked up first so the update goes through UPDATE policies.
 */
export async function writeObject(
  tx: Tx,
  write: ObjectWrite,
  upsert: boolean,
): Promise<string | null> {
  // owner_id is the text twin of owner, as Storage fills both.
  const values = [
    write.bucket,
    write.name,
    write.owner,
    write.version,
    JSON.stringify(write.metadata),
  ];
  if (upsert) {
    const { rows } = await tx.query<{ version: string | null }>(
      `select version from storage.objects where bucket_id = $1 and name = $2`,
      [write.bucket, write.name],
    );
    if (rows[0]) {
      const updated = await tx.query(
        `update storage.objects
            set owner = $3::uuid, owner_id = $3::text, version = $4, metadata = $5::jsonb,
                updated_at = now(), last_accessed_at = now()
          where bucket_id = $1 and name = $2`,
        values,
      );
      // The row is visible (public read) but the UPDATE policy hid it: Storage reports RLS.
      if ((updated.affectedRows ?? 0) === 0) {
        throw Object.assign(new Error('new row violates row-level security policy'), {
          code: '42501',
        });
      }
      return rows[0].version;
    }
  }
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, id)
     values ($1, $2, $3::uuid, $3::text, $4, $5::jsonb, $6)`,
    [...values, write.id],
  );
  return null;
}

export function deleteObjects(
  tx: Tx,
  bucket: string,
  names: string[],
): Promise<{ rows: ObjectRow[] }> {
  return tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  descending: boolean;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One folder level under `prefix`, as Storage's `storage.search` answers `list()`: sub-folders
 * first (name only, every other field null), then the objects directly in it.
 */
export async function listFolder(
  tx: Tx,
  bucket: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  const level = prefix === '' ? 1 : prefix.split('/').length + 1;
  // sortColumn is one of four fixed names (checked by the caller's type), never request text.
  const order = `${options.sortColumn} ${options.descending ? 'desc' : 'asc'}`;
  const { rows } = await tx.query<ListEntry>(
    `with scoped as (
       select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
         from storage.objects
        where bucket_id = $1 and name like $2 escape '\\'
     ), entries as (
       select path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, 0 as kind
         from scoped where array_length(path_tokens, 1) > $3 group by path_tokens[$3]
       union all
       select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
         from scoped where array_length(path_tokens, 1) = $3
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries where name ilike $4 escape '\\'
      order by kind, ${order} limit $5 offset $6`,
    [
      bucket,
      `${likeEscape(prefix === '' ? '' : `${prefix}/`)}%`,
      level,
      `${likeEscape(options.search)}%`,
      options.limit,
      options.offset,
    ],
  );
  return rows;
}
