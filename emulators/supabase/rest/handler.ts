/**
 * `/rest/v1/{table}`: PostgREST's read and write verbs over the catalog's tables, and
 * `/rest/v1/rpc/{function}` (rpc.ts). Each request is one transaction run as the JWT's role with
 * its claims set, so grants and row level security decide what it sees and changes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, requestUrl } from '../../shared/http.ts';
import type { Database, JwtClaims, Tx } from '../db/database.ts';
import type { SupabaseKeys } from '../keys.ts';
import { Catalog, EXPOSED_SCHEMA, type TableInfo } from './catalog.ts';
import {
  invalidJson,
  notSingle,
  PostgrestError,
  rangeNotSatisfiable,
  sendPostgrestError,
  toPostgrestError,
  unknownTable,
} from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { parseQuery, type QueryPlan } from './query-params.ts';
import { requestClaims } from './request-claims.ts';
import { callFunction } from './rpc.ts';
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  type Statement,
} from './sql.ts';

/** Largest JSON body accepted; PostgREST itself has none, hosted Supabase's gateway does. */
export const REST_BODY_LIMIT = 1024 * 1024;

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

interface RestRequest {
  req: IncomingMessage;
  table: TableInfo;
  plan: QueryPlan;
  prefer: Preferences;
  single: boolean;
  claims: JwtClaims | null;
}

interface RestReply {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void>;
}

export function createRestHandler(deps: { db: Database; keys: SupabaseKeys }): RestHandler {
  const catalog = new Catalog(deps.db);

  async function handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void> {
    let claims: JwtClaims | null = null;
    try {
      claims = await requestClaims(deps.keys, req);
      send(res, req, await route(req, subPath, claims));
    } catch (error) {
      sendPostgrestError(res, toPostgrestError(error, claims !== null && claims.role !== 'anon'));
    }
  }

  async function route(
    req: IncomingMessage,
    subPath: string,
    claims: JwtClaims | null,
  ): Promise<RestReply> {
    const method = req.method ?? 'GET';
    const profile =
      method === 'GET' || method === 'HEAD'
        ? req.headers['accept-profile']
        : req.headers['content-profile'];
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      throw new PostgrestError(
        406,
        'PGRST106',
        `The schema must be one of the following: ${EXPOSED_SCHEMA}`,
      );
    }
    const name = subPath.replace(/^\/+|\/+$/g, '');
    const rpc = /^rpc\/([^/]+)$/.exec(name);
    if (rpc) {
      if (method !== 'POST') {
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const reply = await callFunction(
        deps.db,
        claims,
        safeDecode(rpc[1] as string),
        await jsonBody(req),
      );
      return { ...reply, headers: {} };
    }
    if (name === '' || name.includes('/')) {
      throw new PostgrestError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    const table = await catalog.table(safeDecode(name));
    if (!table) throw unknownTable(safeDecode(name));
    const request: RestRequest = {
      req,
      table,
      plan: parseQuery(requestUrl(req).searchParams),
      prefer: parsePrefer(req.headers.prefer),
      single: (req.headers.accept ?? '').includes(SINGLE_OBJECT),
      claims,
    };
    switch (method) {
      case 'GET':
      case 'HEAD':
        return read(request, method === 'HEAD');
      case 'POST':
        return insert(request, await jsonBody(req));
      case 'PATCH':
        return update(request, await jsonBody(req));
      case 'DELETE':
        return remove(request);
      default:
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  }

  async function read(request: RestRequest, head: boolean): Promise<RestReply> {
    const { plan, prefer } = request;
    const range = requestedRange(request);
    return deps.db.asRole(request.claims, async (tx) => {
      const { body, n } = await run(tx, buildRead(request.table, plan, range));
      let total: number | undefined;
      if (prefer.count) {
        const count = buildCount(request.table, plan);
        total =
          (await tx.queryText<{ total: number }>(count.sql, count.params)).rows[0]?.total ?? 0;
      }
      if (request.single && n !== 1) throw notSingle(n);
      const contentRange = `${n === 0 ? '*' : `${range.offset}-${range.offset + n - 1}`}/${total ?? '*'}`;
      if (total !== undefined && range.offset > total)
        throw rangeNotSatisfiable(range.offset, total);
      // PostgREST's rule: 206 whenever a known total is more than the rows returned.
      const partial = total !== undefined && n < total;
      return {
        status: partial ? 206 : 200,
        body: head ? undefined : request.single ? unwrapSingle(body) : body,
        headers: { 'content-range': contentRange },
      };
    });
  }

  async function insert(request: RestRequest, payload: unknown): Promise<RestReply> {
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every(isPlainObject)) throw invalidJson();
    const columns = request.plan.columns ?? Object.keys(rows[0] ?? {});
    if (!request.plan.columns) {
      const keys = columns.slice().sort().join('\u0000');
      if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== keys)) {
        throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
      }
    }
    const returning = request.prefer.return === 'representation';
    return mutate(
      request,
      201,
      rows.length === 0
        ? undefined
        : buildInsert(request.table, request.plan, {
            rows,
            columns,
            resolution: request.prefer.resolution,
            missingDefault: request.prefer.missing === 'default',
            returning,
          }),
    );
  }

  async function update(request: RestRequest, payload: unknown): Promise<RestReply> {
    if (!isPlainObject(payload)) throw invalidJson();
    requireFilter(request, 'UPDATE');
    const returning = request.prefer.return === 'representation';
    const empty = Object.keys(payload).length === 0;
    return mutate(
      request,
      returning ? 200 : 204,
      empty ? undefined : buildUpdate(request.table, request.plan, payload, returning),
    );
  }

  async function remove(request: RestRequest): Promise<RestReply> {
    requireFilter(request, 'DELETE');
    const returning = request.prefer.return === 'representation';
    return mutate(
      request,
      returning ? 200 : 204,
      buildDelete(request.table, request.plan, returning),
    );
  }

  /** Runs a write; with `.single()` anything but one affected row rolls it back (PostgREST does). */
  async function mutate(
    request: RestRequest,
    status: number,
    statement: Statement | undefined,
  ): Promise<RestReply> {
    const returning = request.prefer.return === 'representation';
    return deps.db.asRole(request.claims, async (tx) => {
      let body = '[]';
      let n = 0;
      if (statement) {
        if (returning) ({ body, n } = await run(tx, statement));
        else n = (await tx.queryText(statement.sql, statement.params)).affectedRows ?? 0;
      }
      if (request.single && n !== 1) throw notSingle(n);
      const headers: Record<string, string> = {
        'content-range': n === 0 ? '*/*' : `0-${n - 1}/*`,
      };
      if (request.prefer.return) headers['preference-applied'] = `return=${request.prefer.return}`;
      if (!returning) return { status: status === 201 ? 201 : 204, headers };
      return { status, body: request.single ? unwrapSingle(body) : body, headers };
    });
  }

  return { handle };
}

function send(res: ServerResponse, req: IncomingMessage, reply: RestReply): void {
  const single = (req.headers.accept ?? '').includes(SINGLE_OBJECT);
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body !== undefined || req.method === 'HEAD') {
    headers['content-type'] = `${single ? SINGLE_OBJECT : 'application/json'}; charset=utf-8`;
  }
  if (reply.body !== undefined) headers['content-length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

async function run(tx: Tx, statement: Statement): Promise<{ body: string; n: number }> {
  const { rows } = await tx.queryText<{ body: string; n: number }>(statement.sql, statement.params);
  return { body: rows[0]?.body ?? '[]', n: rows[0]?.n ?? 0 };
}

/** The one row of a JSON array text, re-serialized as a bare object. */
function unwrapSingle(body: string): string {
  return JSON.stringify((JSON.parse(body) as unknown[])[0]);
}

/** `limit`/`offset`, or a `Range: 0-9` header, as PostgREST reads them. */
function requestedRange(request: RestRequest): { offset: number; limit?: number } {
  const header = request.req.headers.range;
  const match = header ? /^(\d+)-(\d*)$/.exec(header.trim()) : null;
  let offset = request.plan.offset ?? 0;
  let limit = request.plan.limit;
  if (match) {
    const from = Number(match[1]);
    offset = Math.max(offset, from);
    if (match[2] !== '') {
      const span = Number(match[2]) - from + 1;
      limit = limit === undefined ? span : Math.min(limit, span);
    }
  }
  return { offset, limit };
}

/** Supabase projects load pg-safeupdate for the Data API: a write without a filter is refused. */
function requireFilter(request: RestRequest, verb: 'UPDATE' | 'DELETE'): void {
  if (request.plan.filters.length === 0) {
    throw new PostgrestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req, REST_BODY_LIMIT)).toString('utf8');
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidJson();
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
