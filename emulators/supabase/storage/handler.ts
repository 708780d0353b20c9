/**
 * `/storage/v1`: the object routes supabase-js's StorageFileApi calls. Uploads write the bytes
 * first, then the `storage.objects` row as the caller (so policies apply), and only then answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BodyTooLargeError, readBody, requestUrl, sendJson } from '../../shared/http.ts';
import { Router, type Params } from '../../shared/router.ts';
import { InvalidJwtError } from '../auth/tokens/verify-jwt.ts';
import type { Database, JwtClaims } from '../db/database.ts';
import type { SupabaseKeys } from '../keys.ts';
import { requestClaims } from '../rest/request-claims.ts';
import { sendStorageError, StorageError, storageErrors } from './errors.ts';
import { FileStore } from './file-store.ts';
import {
  deleteObjects,
  findBucket,
  findObjectAs,
  findObjectAsService,
  listFolder,
  writeObject,
  type ListOptions,
  type Bucket,
  type ObjectMetadata,
  type ObjectRow,
} from './object-store.ts';
import { readUpload } from './upload-body.ts';
import { signObjectUrl, verifyObjectUrl } from './signed-urls.ts';

/** Storage's global upload limit (hosted free tier: 50 MB); buckets can only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  params: Params;
  claims: JwtClaims | null;
}

type Handler = (ctx: Context) => Promise<void>;

export interface StorageHandler {
  handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void>;
}

export function createStorageHandler(deps: {
  db: Database;
  keys: SupabaseKeys;
  dataDir: string;
}): StorageHandler {
  const { db, keys } = deps;
  const files = new FileStore(path.join(deps.dataDir, 'storage'));

  async function upload(ctx: Context, upsertDefault: boolean): Promise<void> {
    const bucketId = ctx.params.bucket as string;
    const name = objectName(ctx.params['*']);
    const bucket = await findBucket(db, bucketId);
    if (!bucket) throw storageErrors.bucketNotFound();
    const limit = Math.min(
      bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT,
      GLOBAL_FILE_SIZE_LIMIT,
    );
    // Multipart framing adds a little; the file itself is checked against `limit` after parsing.
    const body = await readBody(ctx.req, limit + 64 * 1024).catch((error: unknown) => {
      throw error instanceof BodyTooLargeError ? storageErrors.tooLarge() : error;
    });
    const file = await readUpload(ctx.req.headers, body);
    if (file.bytes.length > limit) throw storageErrors.tooLarge();
    if (!mimeAllowed(bucket, file.contentType)) throw storageErrors.invalidMime(file.contentType);
    const upsertHeader = ctx.req.headers['x-upsert'];
    const upsert = upsertHeader === undefined ? upsertDefault : upsertHeader === 'true';

    const version = await files.write(bucket.id, name, file.bytes);
    const id = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: file.contentType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    const owner = typeof ctx.claims?.sub === 'string' ? ctx.claims.sub : null;
    let replaced: string | null;
    try {
      replaced = await db.asRole(ctx.claims, (tx) =>
        writeObject(tx, { id, bucket: bucket.id, name, owner, version, metadata }, upsert),
      );
    } catch (error) {
      await files.remove(bucket.id, name, version);
      throw error;
    }
    if (replaced) await files.remove(bucket.id, name, replaced);
    sendJson(ctx.res, 200, { Id: id, Key: `${bucket.id}/${name}` });
  }

  async function serve(ctx: Context, row: ObjectRow | undefined, bucketId: string): Promise<void> {
    if (!row || !row.version) throw storageErrors.notFound();
    const stored = await files.read(bucketId, row.name, row.version);
    if (!stored) throw storageErrors.notFound();
    const meta = row.metadata;
    const headers: Record<string, string> = {
      'content-type': meta?.mimetype ?? 'application/octet-stream',
      'content-length': String(stored.size),
      'cache-control': meta?.cacheControl ?? 'no-cache',
      'last-modified': new Date(row.updated_at).toUTCString(),
    };
    if (meta?.eTag) headers.etag = meta.eTag;
    // `?download` (storage-js's download option) asks for an attachment, optionally renamed.
    const download = requestUrl(ctx.req).searchParams.get('download');
    if (download !== null) {
      const filename = download || (row.name.split('/').pop() as string);
      headers['content-disposition'] =
        `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
    }
    if (meta?.eTag && ctx.req.headers['if-none-match'] === meta.eTag) {
      stored.stream.destroy();
      ctx.res.writeHead(304, headers);
      ctx.res.end();
      return;
    }
    ctx.res.writeHead(200, headers);
    if (ctx.req.method === 'HEAD') {
      stored.stream.destroy();
      ctx.res.end();
      return;
    }
    stored.stream.pipe(ctx.res);
    await new Promise<void>((resolve) => ctx.res.once('close', () => resolve()));
  }

  const publicDownload: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const bucket = await findBucket(db, bucketId);
    if (!bucket || !bucket.public) throw storageErrors.notFound();
    await serve(
      ctx,
      await findObjectAsService(db, bucketId, objectName(ctx.params['*'])),
      bucketId,
    );
  };

  const authenticatedDownload: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    await serve(
      ctx,
      await findObjectAs(db, ctx.claims, bucketId, objectName(ctx.params['*'])),
      bucketId,
    );
  };

  const remove: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const body = await jsonBody(ctx.req);
    const prefixes = (body as { prefixes?: unknown }).prefixes;
    if (
      !Array.isArray(prefixes) ||
      !prefixes.every((p) => typeof p === 'string') ||
      prefixes.length === 0
    ) {
      throw storageErrors.missingParameter('prefixes');
    }
    const { rows } = await db.asRole(ctx.claims, (tx) =>
      deleteObjects(tx, bucketId, prefixes as string[]),
    );
    for (const row of rows) if (row.version) await files.remove(bucketId, row.name, row.version);
    sendJson(ctx.res, 200, rows);
  };

  const removeOne: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const name = objectName(ctx.params['*']);
    const { rows } = await db.asRole(ctx.claims, (tx) => deleteObjects(tx, bucketId, [name]));
    const row = rows[0];
    if (!row) throw storageErrors.notFound();
    if (row.version) await files.remove(bucketId, row.name, row.version);
    sendJson(ctx.res, 200, { message: 'Successfully deleted' });
  };

  const sign: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const name = objectName(ctx.params['*']);
    const { expiresIn } = (await jsonBody(ctx.req)) as { expiresIn?: unknown };
    if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw storageErrors.missingParameter('expiresIn');
    }
    if (!(await findObjectAs(db, ctx.claims, bucketId, name))) throw storageErrors.notFound();
    const token = await signObjectUrl(keys, `${bucketId}/${name}`, expiresIn);
    const signedURL = `/object/sign/${bucketId}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
    sendJson(ctx.res, 200, { signedURL });
  };

  const signedDownload: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const name = objectName(ctx.params['*']);
    const token = requestUrl(ctx.req).searchParams.get('token');
    if (!token) throw storageErrors.missingParameter('token');
    await verifyObjectUrl(keys, token, `${bucketId}/${name}`);
    await serve(ctx, await findObjectAsService(db, bucketId, name), bucketId);
  };

  const info: Handler = async (ctx) => {
    const bucketId = ctx.params.bucket as string;
    const row = await findObjectAs(db, ctx.claims, bucketId, objectName(ctx.params['*']));
    if (!row) throw storageErrors.notFound();
    sendJson(ctx.res, 200, {
      id: row.id,
      version: row.version,
      name: row.name,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: {},
      last_modified: row.metadata?.lastModified ?? null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    });
  };

  const list: Handler = async (ctx) => {
    const options = listOptions(await jsonBody(ctx.req));
    const rows = await db.asRole(ctx.claims, (tx) =>
      listFolder(tx, ctx.params.bucket as string, options),
    );
    sendJson(ctx.res, 200, rows);
  };

  const router = new Router<Handler>()
    .add('POST', '/object/list/:bucket', list)
    .add('GET', '/object/info/public/:bucket/*', info)
    .add('GET', '/object/info/authenticated/:bucket/*', info)
    .add('GET', '/object/info/:bucket/*', info)
    .add('GET', '/object/public/:bucket/*', publicDownload)
    .add('HEAD', '/object/public/:bucket/*', publicDownload)
    .add('GET', '/object/sign/:bucket/*', signedDownload)
    .add('POST', '/object/sign/:bucket/*', sign)
    .add('GET', '/object/authenticated/:bucket/*', authenticatedDownload)
    .add('HEAD', '/object/authenticated/:bucket/*', authenticatedDownload)
    .add('POST', '/object/:bucket/*', (ctx) => upload(ctx, false))
    .add('PUT', '/object/:bucket/*', (ctx) => upload(ctx, true))
    .add('GET', '/object/:bucket/*', authenticatedDownload)
    .add('HEAD', '/object/:bucket/*', authenticatedDownload)
    .add('DELETE', '/object/:bucket', remove)
    .add('DELETE', '/object/:bucket/*', removeOne);

  async function handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void> {
    try {
      const match = router.match(req.method ?? 'GET', subPath);
      if (!match || match === 'method-not-allowed') {
        throw storageErrors.routeNotFound(req.method ?? 'GET', subPath);
      }
      const claims = await requestClaims(keys, req);
      await match.handler({ req, res, params: match.params, claims });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendStorageError(res, toStorageError(error));
    }
  }

  return { handle };
}

/** Storage's key rule (its `isValidKey`), plus no `.`/`..` or empty segments to stay on disk. */
function objectName(raw: string | undefined): string {
  const name = raw ?? '';
  const segments = name.split('/');
  if (
    name === '' ||
    !/^[\w/!\-.*'() &$@=;:+,?\u00C0-\uFFFF]*$/u.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw storageErrors.invalidKey(name);
  }
  return name;
}

function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const type = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : p === type;
  });
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value;
  } catch {
    throw storageErrors.invalidBody('body must be a JSON object');
  }
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/** `list()`'s body with Storage's defaults; anything of the wrong type falls back to them. */
function listOptions(body: unknown): ListOptions {
  const input = body as {
    prefix?: unknown;
    search?: unknown;
    limit?: unknown;
    offset?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
  };
  const count = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  const column = SORT_COLUMNS.find((name) => name === input.sortBy?.column) ?? 'name';
  return {
    prefix: typeof input.prefix === 'string' ? input.prefix : '',
    search: typeof input.search === 'string' ? input.search : '',
    limit: Math.min(count(input.limit, 100), 1000),
    offset: count(input.offset, 0),
    sortColumn: column,
    descending: input.sortBy?.order === 'desc',
  };
}

function jwtMessage(error: InvalidJwtError): string {
  if (error.reason === 'expired') return 'jwt expired';
  if (error.reason === 'malformed') return 'jwt malformed';
  return 'invalid signature';
}

/** Postgres refusals as Storage words them; anything unexpected is a 500. */
function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof BodyTooLargeError) return storageErrors.tooLarge();
  if (error instanceof InvalidJwtError) return storageErrors.invalidJwt(jwtMessage(error));
  const code = (error as { code?: unknown }).code;
  if (code === '42501')
    return storageErrors.accessDenied('new row violates row-level security policy');
  if (code === '23505') return storageErrors.duplicate();
  if (code === '22023') return storageErrors.invalidJwt((error as Error).message);
  console.error('storage: unexpected error', error);
  return storageErrors.internal();
}
