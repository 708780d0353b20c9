/**
 * api/stream-token against every forged, stale or mismatched input: each gets its status and
 * error, never a secret, and no key is ever fetched from a URL a token names. Nothing here needs
 * the embedded stack.
 */
import { randomUUID } from 'node:crypto';
import { CompactSign, generateKeyPair, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKeySource } from '../../../api/_lib/session/jwks.ts';
import {
  JWT_SECRET,
  STREAM_SECRET,
  USER,
  attacker,
  b64url,
  call,
  claims,
  ec,
  es256,
  nowSeconds,
  rsa,
  sign,
  startEndpoint,
  upstreamAt,
  upstreamForFile,
  upstreamHits,
  type Endpoint,
} from '../../support/stream-token-endpoint.ts';

await upstreamForFile();

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
      jku: upstreamAt('/attacker/auth/v1/.well-known/jwks.json'),
    }),
  ),
  refused('x5u pointing elsewhere', (p) =>
    attackerSigned(p, { kid: 'attacker-1', x5u: upstreamAt('/attacker/cert.pem') }),
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
    expect(upstreamHits('/attacker/auth/v1/.well-known/jwks.json')).toBe(0);
    expect(upstreamHits('/attacker/cert.pem')).toBe(0);
  });
});
