/**
 * api/stream-token behind a real HTTP server, through the functions host's Vercel request and
 * response, with one upstream server (served from 127.0.0.1 by the test) playing every Supabase
 * project it checks sessions against: the stream-token tests share it, each file its own.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SignJWT,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  type JWTHeaderParameters,
} from 'jose';
import { afterAll } from 'vitest';
import { parseFunctionConfig } from '../../api/_lib/config/function-config.ts';
import {
  createStreamTokenHandler,
  type StreamTokenDeps,
} from '../../api/_lib/chat/stream-token-handler.ts';
import type { ChatIdentity } from '../../shared/chat-identity.ts';
import { toVercelRequest } from '../../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../../emulators/functions/vercel-response.ts';

export const STREAM_SECRET = 'stream-secret-for-tests-0123456789abcdef';
export const JWT_SECRET = 'legacy-jwt-secret-for-tests-0123456789abcdef';
/** The user the sessions are for unless a test names another. */
export const USER = '6f1f1e8a-3c55-4c6e-9b1a-0d6d1f0a7b21';

export type Key = { privateKey: CryptoKey; publicJwk: JWK };

async function makeKey(alg: 'ES256' | 'RS256', kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/** The project's keys (`ec` signs unless a test says otherwise), a stranger's, and the next one. */
export const [ec, rsa, attacker, rotated] = await Promise.all([
  makeKey('ES256', 'ec-1'),
  makeKey('RS256', 'rsa-1'),
  makeKey('ES256', 'attacker-1'),
  makeKey('ES256', 'ec-2'),
]);
const PROJECT_KEYS = [ec.publicJwk, rsa.publicJwk];

/** One server plays every upstream: `/<mode>/auth/v1/...` picks how that "project" behaves. */
const hits = new Map<string, number>();
let jwksKeys: JWK[] = PROJECT_KEYS;
/** The TOTP factors the auth server reports per user. */
export const factorsByUser = new Map<string, { status: string }[]>();
/** The user_profiles row the Data API answers per user. */
export const profilesByUser = new Map<string, Record<string, string | null>>();
/** Sessions the auth server has ended (signed out), by session_id. */
export const endedSessions = new Set<string>();
let upstreamUrl: string | undefined;

/** The JWKS every project serves from now on; the project's own keys without an argument. */
export function serveKeys(keys: JWK[] = PROJECT_KEYS): void {
  jwksKeys = keys;
}

/** The upstream's address, `path` appended. */
export function upstreamAt(path = ''): string {
  if (!upstreamUrl) throw new Error('the upstream starts with upstreamForFile()');
  return `${upstreamUrl}${path}`;
}

/** How often the upstream was asked for `path`. */
export function upstreamHits(path: string): number {
  return hits.get(path) ?? 0;
}

function serveUpstream(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  hits.set(path, upstreamHits(path) + 1);
  const [, mode] = path.split('/');
  const json = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (path.includes('/rest/v1/user_profiles?')) {
    const profile = profilesByUser.get(String(decodeJwt(token).sub));
    return json(200, profile ? [profile] : []);
  }
  if (path.endsWith('/auth/v1/user')) {
    if (mode === 'user-500') return json(500, { message: 'boom' });
    if (mode === 'user-revoked' || endedSessions.has(String(decodeJwt(token).session_id))) {
      return json(403, { code: 403, error_code: 'session_not_found' });
    }
    return json(200, {
      id: decodeJwt(token).sub,
      factors: factorsByUser.get(String(decodeJwt(token).sub)) ?? [],
    });
  }
  if (!path.endsWith('/auth/v1/.well-known/jwks.json')) return json(404, {});
  switch (mode) {
    case 'jwks-500':
      return json(500, { message: 'internal' });
    case 'jwks-html':
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html>Bad gateway</html>');
    case 'jwks-empty-body':
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('');
    case 'jwks-no-keys':
      return json(200, { keys: [] });
    case 'jwks-slow':
      setTimeout(() => json(200, { keys: jwksKeys }), 2_000).unref();
      return;
    case 'attacker':
      return json(200, { keys: [attacker.publicJwk] });
    default:
      return json(200, { keys: jwksKeys });
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Endpoint {
  url: string;
  project: string;
  close(): Promise<void>;
}
const endpoints: Endpoint[] = [];

/** Identities the handlers wrote to the chat server, in order. */
export const written: ChatIdentity[] = [];

/** A stream-token handler for the project at `/<mode>` on the upstream, behind a real HTTP server. */
export async function startEndpoint(
  mode: string,
  env: Record<string, string> = {},
  deps: (supabaseUrl: string) => StreamTokenDeps = () => ({}),
): Promise<Endpoint> {
  const project = mode === 'down' ? await closedPortUrl() : upstreamAt(`/${mode}`);
  const config = parseFunctionConfig({
    SUPABASE_URL: project,
    SUPABASE_ANON_KEY: 'anon-key',
    STREAM_API_KEY: 'test-key',
    STREAM_API_SECRET: STREAM_SECRET,
    ...env,
  });
  const handler = createStreamTokenHandler(config, {
    writeIdentity: async (identity) => void written.push(identity),
    ...deps(project),
  });
  const server = createServer((req, res) => {
    const vercelReq = toVercelRequest(req, Buffer.alloc(0));
    void handler(vercelReq, toVercelResponse(vercelReq, res));
  });
  const endpoint = {
    url: `${await listen(server)}/api/stream-token`,
    project,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  endpoints.push(endpoint);
  return endpoint;
}

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session's claims for the project, as its auth server issues them, with changes. */
export function claims(project: string, overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: `${project}/auth/v1`,
    aud: 'authenticated',
    sub: USER,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: nowSeconds() }],
    session_id: randomUUID(),
    is_anonymous: false,
    iat: nowSeconds(),
    exp: nowSeconds() + 3600,
    ...overrides,
  };
}

export function sign(
  payload: JWTPayload,
  key: CryptoKey | Uint8Array,
  header: JWTHeaderParameters,
): Promise<string> {
  const cleaned = Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(cleaned).setProtectedHeader(header).sign(key);
}

/** A session token signed with the project's EC key. */
export const es256 = (
  project: string,
  overrides: JWTPayload = {},
  header: Partial<JWTHeaderParameters> = {},
) =>
  sign(claims(project, overrides), ec.privateKey, {
    alg: 'ES256',
    kid: 'ec-1',
    typ: 'JWT',
    ...header,
  });

export function b64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

export interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Asks the endpoint for a token: a GET with the session as bearer unless told otherwise. */
export async function call(
  url: string,
  init: {
    token?: string;
    authorization?: string;
    method?: string;
    query?: string;
    origin?: string;
  } = {},
): Promise<Call> {
  const headers: Record<string, string> = {};
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  else if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  if (init.origin !== undefined) headers.origin = init.origin;
  const response = await fetch(`${url}${init.query ?? ''}`, {
    method: init.method ?? 'GET',
    headers,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/**
 * Starts the upstream as the test file loads (`await upstreamForFile()` at its top); closes it
 * and every endpoint started on it after the file's tests.
 */
export async function upstreamForFile(): Promise<void> {
  const upstream = createServer(serveUpstream);
  afterAll(async () => {
    await Promise.all(endpoints.map((endpoint) => endpoint.close()));
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  upstreamUrl = await listen(upstream);
}
