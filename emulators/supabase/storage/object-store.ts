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
