/**
 * Hostile and malformed input to Supabase Auth: forged, unsigned, wrongly keyed and expired
 * JWTs (sent through supabase-js where it can carry them), malformed and oversized bodies (by
 * hand, since the SDK never sends those). Each gets GoTrue's status and error code, and the
 * server keeps serving.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AuthApiError } from '@supabase/supabase-js';
import { SignJWT, base64url, generateKeyPair, importJWK, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { backendForFile, TEST_PASSWORD } from '../../support/supabase-backend.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const backend = await backendForFile();
const user = await backend.signUp('badinput');
/** The key id the project signs with, as the user's own token names it. */
const ourKid = async () => (await user.client.auth.getClaims()).data?.header.kid as string;
/** The embedded backend's private signing key (its keys.json); a hosted project never shows it. */
const privateJwk = () =>
  (
    JSON.parse(readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8')) as {
      signingKey: { privateJwk: JWK };
    }
  ).signingKey.privateJwk;

const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

async function validClaims(): Promise<Record<string, unknown>> {
  const { data } = await user.client.auth.getClaims();
  return { ...(data?.claims as Record<string, unknown>) };
}

function unsigned(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** Signs the user's own claims (with changes) under this header and key. */
async function signedClaims(
  header: { alg: string; kid?: string },
  key: Parameters<SignJWT['sign']>[0],
  changes: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ ...(await validClaims()), ...changes })
    .setProtectedHeader({ ...header, typ: 'JWT' })
    .sign(key);
}

const anotherKey = async () => (await generateKeyPair('ES256')).privateKey;

async function expectServing(): Promise<void> {
  const health = await fetch(`${backend.url}/auth/v1/health`, {
    headers: { apikey: backend.anonKey },
  });
  expect(health.status).toBe(200);
  const { error } = await backend.client().auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
}

/** Bearer tokens GoTrue must refuse with 403 bad_jwt, and the words its message has. */
const BAD_JWTS: { name: string; token: () => Promise<string>; message: string }[] = [
  {
    name: 'an unsigned (alg none) token',
    token: async () => unsigned(await validClaims()),
    message: 'signing method none is invalid',
  },
  {
    name: 'a token signed by another key under our kid',
    token: async () => signedClaims({ alg: 'ES256', kid: await ourKid() }, await anotherKey()),
    message: 'signature is invalid',
  },
  {
    name: 'a token with an unknown kid',
    token: async () => signedClaims({ alg: 'ES256', kid: 'someone-else' }, await anotherKey()),
    message: 'unrecognized JWT kid someone-else',
  },
  {
    name: 'an HS256 token signed with a guessed secret',
    token: () =>
      signedClaims(
        { alg: 'HS256' },
        new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'),
      ),
    message: 'signature is invalid',
  },
  { name: 'garbage', token: async () => 'not.a.jwt', message: 'token is malformed' },
  {
    name: 'the anon key as a user',
    token: async () => backend.anonKey,
    message: 'missing sub claim',
  },
];

/** A token only the holder of the project's private signing key can make. */
const EXPIRED_WITH_OUR_KEY = {
  name: 'an expired token signed with the real key',
  token: async () =>
    signedClaims({ alg: 'ES256', kid: await ourKid() }, await importJWK(privateJwk(), 'ES256'), {
      iat: 1_600_000_000,
      exp: 1_600_003_600,
    }),
  message: 'token is expired',
};

describe('forged and expired tokens', () => {
  const refuses = async (bad: (typeof BAD_JWTS)[number]) => {
    const { data, error } = await backend.client().auth.getUser(await bad.token());
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toContain(bad.message);
  };
  it.each(BAD_JWTS)('refuses $name', refuses);
  it('refuses an expired token signed with the real key', async () => {
    embeddedOnly('signs with the local private key');
    await refuses(EXPIRED_WITH_OUR_KEY);
  });

  it('refuses a missing bearer, and keeps serving after every bad token', async () => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, ...API_VERSION },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    await expectServing();
  });

  it('keeps the admin API to the service role', async () => {
    const asAnon = await backend.client().auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');

    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const email = `admin-made-${Date.now().toString(36)}@conformance.test`;
    const created = await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);
    const signIn = await backend.client().auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });
});

const post = (route: string, body: string, headers: Record<string, string> = API_VERSION) =>
  fetch(`${backend.url}/auth/v1${route}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
    body,
  });

interface BadBody {
  name: string;
  route: string;
  body: string;
  status: number;
  /** What the answer's JSON must match; `exact` when it must be exactly that. */
  answer: Record<string, unknown>;
  exact?: boolean;
}

const TOKEN = '/token?grant_type=password';
const REFRESH = '/token?grant_type=refresh_token';
const badJson = (body: string): BadBody => ({
  name: `JSON ${body}`,
  route: TOKEN,
  body,
  status: 400,
  answer: {
    code: 'bad_json',
    message: expect.stringMatching(/^Could not parse request body as JSON: /),
  },
});
/** NUL characters, which Postgres cannot store. */
const nul = (name: string, route: string, body: Record<string, unknown>): BadBody => ({
  name: `a NUL character in ${name}`,
  route,
  body: JSON.stringify(body),
  status: 400,
  answer: { code: 'validation_failed' },
});

/** Bodies and grants GoTrue refuses with its status and error. */
const BAD_BODIES: BadBody[] = [
  badJson('{"email": "a@b.c", "password":'),
  badJson('[1, 2]'),
  badJson('{"email": 42}'),
  nul('an email', TOKEN, { email: 'a\u0000@b.co', password: TEST_PASSWORD }),
  nul('a refresh token', REFRESH, { refresh_token: '\u0000' }),
  nul('the metadata', '/signup', {
    email: 'nul@b.co',
    password: TEST_PASSWORD,
    data: { name: 'a\u0000' },
  }),
  {
    name: 'a body of 2 MB',
    route: TOKEN,
    body: JSON.stringify({ email: user.email, password: 'x'.repeat(2 * 1024 * 1024) }),
    status: 413,
    answer: { code: 'request_entity_too_large' },
  },
  {
    name: 'an unknown grant',
    route: '/token?grant_type=magic',
    body: '{}',
    status: 400,
    answer: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    exact: true,
  },
  {
    name: 'no credentials',
    route: TOKEN,
    body: '{}',
    status: 400,
    answer: { code: 'validation_failed' },
  },
  {
    name: 'no refresh token',
    route: REFRESH,
    body: '{}',
    status: 400,
    answer: { error: 'invalid_request', error_description: 'refresh_token required' },
    exact: true,
  },
];

describe('malformed requests', () => {
  it.each(BAD_BODIES)('refuses $name with $status', async (bad) => {
    const response = await post(bad.route, bad.body);
    expect(response.status).toBe(bad.status);
    const json: unknown = await response.json();
    if (bad.exact) expect(json).toEqual(bad.answer);
    else expect(json).toMatchObject(bad.answer);
  });

  it('answers an unknown route with 404, and keeps serving after every bad body', async () => {
    const unknown = await fetch(`${backend.url}/auth/v1/nothing-here`, {
      headers: { apikey: backend.anonKey, ...API_VERSION },
    });
    expect(unknown.status).toBe(404);
    await expectServing();
  });

  it('uses the legacy error shape when no API version is asked for', async () => {
    const response = await post(
      TOKEN,
      JSON.stringify({ email: user.email, password: 'wrong-password' }),
      {},
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});
