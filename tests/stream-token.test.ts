/**
 * api/stream-token against every forged, stale or mismatched input the issue lists, through
 * the functions host's Vercel request/response and a JWKS served from 127.0.0.1 by this test.
 * Nothing here needs the embedded stack; tests/stream-token-stack.test.ts covers real sessions.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CompactSign,
  SignJWT,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTHeaderParameters,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFunctionConfig } from '../api/_config.ts';
import { createKeySource } from '../api/_jwks.ts';
import { createStreamTokenHandler, type StreamTokenDeps } from '../api/_stream-token-handler.ts';
import type { ChatIdentity } from '../src/lib/chat-identity.ts';
import { SESSION_CACHE_MS } from '../api/_session-check.ts';
import { toVercelRequest } from '../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../emulators/functions/vercel-response.ts';

const STREAM_SECRET = 'stream-secret-for-tests-0123456789abcdef';
const JWT_SECRET = 'legacy-jwt-secret-for-tests-0123456789abcdef';
const USER = '6f1f1e8a-3c55-4c6e-9b1a-0d6d1f0a7b21';

type Key = { privateKey: CryptoKey; publicJwk: JWK };

async function makeKey(alg: 'ES256' | 'RS256', kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

let ec: Key;
let rsa: Key;
let attacker: Key;
let rotated: Key;

/** One server plays every upstream: `/<mode>/auth/v1/...` picks how that "project" behaves. */
const hits = new Map<string, number>();
let jwksKeys: JWK[] = [];
const factorsByUser = new Map<string, { status: string }[]>();
const profilesByUser = new Map<string, Record<string, string | null>>();
/** Sessions the auth server has ended (signed out), by session_id. */
const endedSessions = new Set<string>();
let upstream: Server;
let upstreamUrl: string;

function count(path: string): number {
  return hits.get(path) ?? 0;
}

function serveUpstream(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  hits.set(path, count(path) + 1);
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

interface Endpoint {
  url: string;
  project: string;
  close(): Promise<void>;
}
const endpoints: Endpoint[] = [];

/** Identities the handlers wrote to the chat server, in order. */
const written: ChatIdentity[] = [];

/** A stream-token handler for the project at `/<mode>` on the upstream, behind a real HTTP server. */
async function startEndpoint(
  mode: string,
  env: Record<string, string> = {},
  deps: (supabaseUrl: string) => StreamTokenDeps = () => ({}),
): Promise<Endpoint> {
  const project = mode === 'down' ? await closedPortUrl() : `${upstreamUrl}/${mode}`;
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

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claims(project: string, overrides: JWTPayload = {}): JWTPayload {
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

function sign(
  payload: JWTPayload,
  key: CryptoKey | Uint8Array,
  header: JWTHeaderParameters,
): Promise<string> {
  const cleaned = Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(cleaned).setProtectedHeader(header).sign(key);
}

const es256 = (
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

function b64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
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

beforeAll(async () => {
  [ec, rsa, attacker, rotated] = await Promise.all([
    makeKey('ES256', 'ec-1'),
    makeKey('RS256', 'rsa-1'),
    makeKey('ES256', 'attacker-1'),
    makeKey('ES256', 'ec-2'),
  ]);
  jwksKeys = [ec.publicJwk, rsa.publicJwk];
  upstream = createServer(serveUpstream);
  upstreamUrl = await listen(upstream);
});

afterAll(async () => {
  await Promise.all(endpoints.map((endpoint) => endpoint.close()));
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('valid sessions', () => {
  let main: Endpoint;
  beforeAll(async () => {
    main = await startEndpoint('ok');
  });

  it('mints a Stream token for the ES256 session subject, with iat and the configured expiry', async () => {
    const before = nowSeconds();
    const result = await call(main.url, { token: await es256(main.project) });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.user_id).toBe(USER);
    const { payload } = await jwtVerify(
      String(result.body.token),
      new TextEncoder().encode(STREAM_SECRET),
      {
        algorithms: ['HS256'],
      },
    );
    expect(payload.user_id).toBe(USER);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 900);
    expect(result.body.expires_at).toBe(payload.exp);
  });

  it('accepts RS256 sessions, anonymous sessions and a matching user_id', async () => {
    const rs = await sign(claims(main.project), rsa.privateKey, { alg: 'RS256', kid: 'rsa-1' });
    expect((await call(main.url, { token: rs })).status).toBe(200);
    const anonymous = await es256(main.project, {
      is_anonymous: true,
      amr: [{ method: 'anonymous', timestamp: 1 }],
    });
    expect((await call(main.url, { token: anonymous })).status).toBe(200);
    const matching = await call(main.url, {
      token: await es256(main.project),
      query: `?user_id=${USER}`,
    });
    expect(matching.status).toBe(200);
    expect(matching.body.user_id).toBe(USER);
  });

  it('honours STREAM_TOKEN_TTL_SECONDS', async () => {
    const short = await startEndpoint('ok', { STREAM_TOKEN_TTL_SECONDS: '120' });
    const result = await call(short.url, { token: await es256(short.project) });
    const payload = decodeJwt(String(result.body.token));
    expect(payload.exp).toBe((payload.iat as number) + 120);
  });

  it('accepts legacy HS256 sessions only when SUPABASE_JWT_SECRET is set', async () => {
    const legacy = await startEndpoint('ok', { SUPABASE_JWT_SECRET: JWT_SECRET });
    const token = await sign(claims(legacy.project), new TextEncoder().encode(JWT_SECRET), {
      alg: 'HS256',
    });
    expect((await call(legacy.url, { token })).status).toBe(200);
    expect((await call(main.url, { token })).status).toBe(401);
  });

  it('allows same-origin callers and listed preview origins, and answers their preflight', async () => {
    const cors = await startEndpoint('ok', { ALLOWED_ORIGINS: 'https://parley-*-team.vercel.app' });
    const token = await es256(cors.project);
    const sameOrigin = await call(cors.url, { token, origin: new URL(cors.url).origin });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const preview = 'https://parley-git-feature-team.vercel.app';
    const allowed = await call(cors.url, { token, origin: preview });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(preview);
    const preflight = await call(cors.url, { method: 'OPTIONS', origin: preview });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization');
  });
});

interface BadCase {
  name: string;
  status: number;
  error: string;
  request: (project: string) => Promise<Parameters<typeof call>[1]>;
  /** Which endpoint: the plain project unless the case needs another upstream. */
  endpoint?:
    'legacy' | 'down' | 'jwks-500' | 'jwks-html' | 'jwks-empty-body' | 'jwks-no-keys' | 'jwks-slow';
}

const tokenOnly = (make: (project: string) => Promise<string>) => async (project: string) => ({
  token: await make(project),
});

type Endpointed = BadCase['endpoint'];
const refused = (
  name: string,
  make: (project: string) => Promise<string>,
  endpoint?: Endpointed,
  error = 'invalid_token',
): BadCase => ({ name, status: 401, error, endpoint, request: tokenOnly(make) });
const header = (name: string, authorization: string): BadCase => ({
  name,
  status: 401,
  error: 'invalid_token',
  request: async () => ({ authorization }),
});
const unavailable = (name: string, endpoint: Endpointed): BadCase => ({
  name,
  endpoint,
  status: 503,
  error: 'auth_unavailable',
  request: tokenOnly((p) => es256(p)),
});
const secretKey = (value: string) => new TextEncoder().encode(value);
const legacyKey = (role: string) =>
  sign(
    { iss: 'supabase', ref: 'parley', role, iat: nowSeconds(), exp: nowSeconds() + 3600 },
    secretKey(JWT_SECRET),
    { alg: 'HS256', typ: 'JWT' },
  );
const attackerSigned = (p: string, header: Partial<JWTHeaderParameters>) =>
  sign(claims(p), attacker.privateKey, { alg: 'ES256', ...header });
const withSegments = async (p: string, edit: (parts: string[]) => string[]) =>
  edit((await es256(p)).split('.')).join('.');
const unsigned = (p: string, alg: string) =>
  `${b64url(JSON.stringify({ alg }))}.${b64url(JSON.stringify(claims(p)))}.`;

const CLAIM_CASES: [string, JWTPayload, string?][] = [
  ['expired', { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, 'token_expired'],
  ['nbf in the future', { nbf: nowSeconds() + 600 }],
  ['iat in the future', { iat: nowSeconds() + 600, exp: nowSeconds() + 4200 }],
  ['no exp', { exp: undefined }],
  ['no iat', { iat: undefined }],
  ['wrong iss', { iss: 'https://evil.supabase.co/auth/v1' }],
  ['wrong aud', { aud: 'some-other-client' }],
  ['no aud', { aud: undefined }],
  ['role anon', { role: 'anon' }],
  ['role service_role', { role: 'service_role' }],
  ['no sub', { sub: undefined }],
  ['non-UUID sub', { sub: 'admin' }],
  ['an anon key signed by the project key', { role: 'anon', sub: undefined, aud: undefined }],
];

const BAD_CASES: BadCase[] = [
  {
    name: 'no Authorization header',
    status: 401,
    error: 'missing_token',
    request: async () => ({}),
  },
  header('Basic credentials', 'Basic dXNlcjpwYXNz'),
  header('empty bearer', 'Bearer '),
  header('bearer with a space inside the token', 'Bearer abc def'),
  header('an sb_publishable_ key', 'Bearer sb_publishable_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA'),
  header('an sb_secret_ key', 'Bearer sb_secret_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA'),
  refused('two segments', (p) => withSegments(p, (parts) => parts.slice(0, 2))),
  refused('four segments', (p) => withSegments(p, (parts) => [...parts, 'AAAA'])),
  refused('bad base64url in the header', (p) =>
    withSegments(p, ([, ...rest]) => ['e30*', ...rest]),
  ),
  refused('header is not JSON', (p) =>
    withSegments(p, ([, ...rest]) => [b64url('not json'), ...rest]),
  ),
  refused('payload changed after signing (sub swapped)', (p) =>
    withSegments(p, ([h, , sig]) => [
      h ?? '',
      b64url(JSON.stringify(claims(p, { sub: randomUUID() }))),
      sig ?? '',
    ]),
  ),
  refused('flipped signature bit', (p) =>
    withSegments(p, ([h, c, sig]) => {
      const bytes = Buffer.from(sig ?? '', 'base64url');
      bytes[10] = (bytes[10] as number) ^ 1;
      return [h ?? '', c ?? '', bytes.toString('base64url')];
    }),
  ),
  refused('signed payload that is not JSON', () =>
    new CompactSign(Buffer.from('hello'))
      .setProtectedHeader({ alg: 'ES256', kid: 'ec-1' })
      .sign(ec.privateKey),
  ),
  refused('alg none', async (p) => unsigned(p, 'none')),
  refused('alg None', async (p) => unsigned(p, 'None')),
  refused('alg ES384 (not allow-listed)', async (p) =>
    sign(claims(p), (await generateKeyPair('ES384')).privateKey, { alg: 'ES384', kid: 'ec-1' }),
  ),
  refused('HS256 signed with the public key as secret', (p) =>
    sign(claims(p), secretKey(JSON.stringify(ec.publicJwk)), { alg: 'HS256', kid: 'ec-1' }),
  ),
  refused(
    'HS256 signed with the public key, legacy secret configured',
    (p) => sign(claims(p), secretKey(JSON.stringify(ec.publicJwk)), { alg: 'HS256' }),
    'legacy',
  ),
  refused('RS256 header naming the EC key', (p) =>
    sign(claims(p), rsa.privateKey, { alg: 'RS256', kid: 'ec-1' }),
  ),
  refused('unknown kid', (p) => attackerSigned(p, { kid: 'attacker-1' })),
  refused('jku pointing at an attacker JWKS', (p) =>
    attackerSigned(p, {
      kid: 'attacker-1',
      jku: `${upstreamUrl}/attacker/auth/v1/.well-known/jwks.json`,
    }),
  ),
  refused('x5u pointing elsewhere', (p) =>
    attackerSigned(p, { kid: 'attacker-1', x5u: `${upstreamUrl}/attacker/cert.pem` }),
  ),
  refused('embedded jwk of the signer', (p) => attackerSigned(p, { jwk: attacker.publicJwk })),
  ...CLAIM_CASES.map(([name, overrides, error]) =>
    refused(name, (p) => es256(p, overrides), undefined, error),
  ),
  refused('the legacy anon key', () => legacyKey('anon'), 'legacy'),
  refused('the legacy service-role key', () => legacyKey('service_role'), 'legacy'),
  {
    name: 'mismatched user_id',
    status: 403,
    error: 'user_mismatch',
    request: async (p) => ({ token: await es256(p), query: `?user_id=${randomUUID()}` }),
  },
  {
    name: 'user_id in other case',
    status: 403,
    error: 'user_mismatch',
    request: async (p) => ({ token: await es256(p), query: `?user_id=${USER.toUpperCase()}` }),
  },
  {
    name: 'repeated user_id',
    status: 400,
    error: 'invalid_request',
    request: async (p) => ({ token: await es256(p), query: `?user_id=${USER}&user_id=${USER}` }),
  },
  {
    name: 'empty user_id',
    status: 400,
    error: 'invalid_request',
    request: async (p) => ({ token: await es256(p), query: '?user_id=' }),
  },
  {
    name: 'oversized Authorization header',
    status: 431,
    error: 'header_too_large',
    request: async () => ({ authorization: `Bearer ${'a'.repeat(9000)}` }),
  },
  unavailable('JWKS down', 'down'),
  unavailable('JWKS answers 500', 'jwks-500'),
  unavailable('JWKS answers HTML', 'jwks-html'),
  unavailable('JWKS answers an empty body', 'jwks-empty-body'),
  unavailable('JWKS has no keys', 'jwks-no-keys'),
  unavailable('JWKS too slow to answer', 'jwks-slow'),
  {
    name: 'cross-origin caller not on the allowlist',
    status: 403,
    error: 'origin_not_allowed',
    request: async (p) => ({ token: await es256(p), origin: 'https://evil.example' }),
  },
  ...['POST', 'PUT', 'DELETE', 'PATCH'].map((method): BadCase => ({
    name: method,
    status: 405,
    error: 'method_not_allowed',
    request: async (p) => ({ token: await es256(p), method }),
  })),
];

describe('bad inputs', () => {
  const byEndpoint = new Map<string, Endpoint>();
  beforeAll(async () => {
    byEndpoint.set('main', await startEndpoint('ok'));
    byEndpoint.set('legacy', await startEndpoint('ok', { SUPABASE_JWT_SECRET: JWT_SECRET }));
    for (const mode of [
      'down',
      'jwks-500',
      'jwks-html',
      'jwks-empty-body',
      'jwks-no-keys',
    ] as const) {
      byEndpoint.set(mode, await startEndpoint(mode));
    }
    byEndpoint.set(
      'jwks-slow',
      await startEndpoint('jwks-slow', {}, (project) => ({
        keySource: createKeySource({
          url: `${project}/auth/v1/.well-known/jwks.json`,
          timeoutMs: 200,
        }),
      })),
    );
  });

  it('lists at least 30 cases', () => {
    expect(BAD_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(BAD_CASES)('$name → $status', async (bad) => {
    const endpoint = byEndpoint.get(bad.endpoint ?? 'main') as Endpoint;
    const result = await call(endpoint.url, await bad.request(endpoint.project));
    expect(result.status).toBe(bad.status);
    expect(result.body).toEqual({ error: bad.error, message: expect.any(String) });
    expect(result.headers.get('cache-control')).toBe('no-store');
    const raw = JSON.stringify(result.body);
    expect(raw).not.toContain(STREAM_SECRET);
    expect(raw).not.toContain(JWT_SECRET);
    if (bad.status === 401)
      expect(result.headers.get('www-authenticate')).toMatch(/^Bearer realm="parley"/);
    if (bad.status === 405) expect(result.headers.get('allow')).toBe('GET, OPTIONS');
    if (bad.status === 503) expect(result.headers.get('retry-after')).toBe('5');
  });

  it('never fetched a key from a URL a token named', () => {
    expect(count('/attacker/auth/v1/.well-known/jwks.json')).toBe(0);
    expect(count('/attacker/cert.pem')).toBe(0);
  });
});

describe('JWKS cache', () => {
  /** A handler whose clock the test moves; the token lifetimes are long enough for any move. */
  async function withClock(mode: string) {
    const clock = { now: Date.now() };
    const endpoint = await startEndpoint(mode, {}, (project) => ({
      now: () => clock.now,
      keySource: createKeySource({
        url: `${project}/auth/v1/.well-known/jwks.json`,
        now: () => clock.now,
      }),
    }));
    const jwksPath = `/${mode}/auth/v1/.well-known/jwks.json`;
    const before = count(jwksPath);
    const valid = () => es256(endpoint.project, { exp: nowSeconds() + 86_400 });
    return { clock, endpoint, fetches: () => count(jwksPath) - before, valid };
  }

  const randomKid = async (project: string) =>
    sign(claims(project, { exp: nowSeconds() + 86_400 }), attacker.privateKey, {
      alg: 'ES256',
      kid: randomUUID(),
    });

  it('50 random kids cause at most one refetch', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('kids');
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(1);
    clock.now += 31_000; // past the cooldown: one refetch is allowed
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, async () =>
        call(endpoint.url, { token: await randomKid(endpoint.project) }),
      ),
    );
    expect(concurrent.every((result) => result.status === 401)).toBe(true);
    for (let i = 0; i < 50; i++) {
      expect((await call(endpoint.url, { token: await randomKid(endpoint.project) })).status).toBe(
        401,
      );
    }
    expect(fetches()).toBe(2);
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
  });

  it('keeps keys 10 minutes, then fetches them again', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('ttl');
    await call(endpoint.url, { token: await valid() });
    clock.now += 9 * 60_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(1);
    clock.now += 61_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(2);
  });

  it('picks up a rotated key on its first use', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('rotation');
    await call(endpoint.url, { token: await valid() });
    jwksKeys = [ec.publicJwk, rsa.publicJwk, rotated.publicJwk];
    try {
      clock.now += 31_000;
      const token = await sign(
        claims(endpoint.project, { exp: nowSeconds() + 86_400 }),
        rotated.privateKey,
        {
          alg: 'ES256',
          kid: 'ec-2',
        },
      );
      expect((await call(endpoint.url, { token })).status).toBe(200);
      expect(fetches()).toBe(2);
    } finally {
      jwksKeys = [ec.publicJwk, rsa.publicJwk];
    }
  });

  it('does not retry a failing JWKS until the cooldown has passed', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('jwks-500');
    for (let i = 0; i < 20; i++)
      expect((await call(endpoint.url, { token: await valid() })).status).toBe(503);
    expect(fetches()).toBe(1);
    clock.now += 31_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(503);
    expect(fetches()).toBe(2);
  });
});

describe('two-factor sign-in protects chat access (on unless REQUIRE_AAL2=false)', () => {
  const TOTP_USER = 'c0ffee00-0000-4000-8000-00000000000a';

  beforeAll(() => {
    factorsByUser.set(TOTP_USER, [{ status: 'verified' }]);
    factorsByUser.set(USER, [{ status: 'unverified' }]);
  });

  const aal2 = (project: string) =>
    es256(project, {
      sub: TOTP_USER,
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: nowSeconds() },
        { method: 'password', timestamp: nowSeconds() },
      ],
    });

  it('refuses an aal1 session of a user with a verified factor and accepts their aal2 session', async () => {
    const endpoint = await startEndpoint('aal');
    const aal1 = await call(endpoint.url, {
      token: await es256(endpoint.project, { sub: TOTP_USER }),
    });
    expect(aal1.status).toBe(403);
    expect(aal1.body.error).toBe('aal2_required');
    expect((await call(endpoint.url, { token: await aal2(endpoint.project) })).status).toBe(200);
  });

  it('lets aal1 through for users without a verified factor', async () => {
    const endpoint = await startEndpoint('aal-none');
    expect((await call(endpoint.url, { token: await es256(endpoint.project) })).status).toBe(200);
  });

  it('lets aal1 through only when the deployment turned the check off explicitly', async () => {
    const off = await startEndpoint('aal-off', { REQUIRE_AAL2: 'false' });
    const token = await es256(off.project, { sub: TOTP_USER });
    expect((await call(off.url, { token })).status).toBe(200);
  });
});

describe('a session signed out is refused', () => {
  it('answers 401 once the auth server no longer knows the session, 503 when it fails', async () => {
    const revoked = await startEndpoint('user-revoked');
    const gone = await call(revoked.url, { token: await es256(revoked.project) });
    expect(gone.status).toBe(401);
    expect(gone.body.error).toBe('invalid_token');
    const failing = await startEndpoint('user-500');
    expect((await call(failing.url, { token: await es256(failing.project) })).status).toBe(503);
  });

  it(`asks the auth server once per session per ${SESSION_CACHE_MS / 1000} s, and honours a sign-out after that`, async () => {
    const clock = { now: Date.now() };
    const endpoint = await startEndpoint('liveness', {}, (project) => ({
      now: () => clock.now,
      keySource: createKeySource({
        url: `${project}/auth/v1/.well-known/jwks.json`,
        now: () => clock.now,
      }),
    }));
    const sessionId = randomUUID();
    const token = await es256(endpoint.project, {
      session_id: sessionId,
      exp: nowSeconds() + 86_400,
    });
    const other = await es256(endpoint.project, { exp: nowSeconds() + 86_400 });
    const lookups = () => count('/liveness/auth/v1/user');
    for (let i = 0; i < 5; i++) expect((await call(endpoint.url, { token })).status).toBe(200);
    expect(lookups()).toBe(1);
    expect((await call(endpoint.url, { token: other })).status).toBe(200);
    expect(lookups()).toBe(2);

    endedSessions.add(sessionId);
    clock.now += SESSION_CACHE_MS + 1;
    expect((await call(endpoint.url, { token })).status).toBe(401);
    expect(lookups()).toBe(3);
  });
});

describe('the chat identity is the profile', () => {
  it("writes the name and picture others see from the user's profile row before minting", async () => {
    const endpoint = await startEndpoint('identity');
    const user = randomUUID();
    profilesByUser.set(user, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_picture_url: `${endpoint.project}/storage/v1/object/public/avatars/${user}/a.png`,
    });
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: user }) });
    expect(written.at(-1)).toEqual({
      id: user,
      name: 'Ada Lovelace',
      image: `${endpoint.project}/storage/v1/object/public/avatars/${user}/a.png`,
    });

    const unnamed = randomUUID();
    profilesByUser.set(unnamed, { first_name: null, last_name: 'Rivera', profile_picture_url: '' });
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: unnamed }) });
    expect(written.at(-1)).toEqual({ id: unnamed, name: 'User Rivera' });

    const rowless = randomUUID();
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: rowless }) });
    expect(written.at(-1)).toEqual({ id: rowless, name: 'User ' });
  });
});
