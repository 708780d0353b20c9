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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  openBackend,
  signUpUser,
  TEST_PASSWORD,
  type Backend,
  type TestUser,
} from './supabase-js-harness.ts';

let backend: Backend;
let user: TestUser;
let kid: string;
let privateJwk: JWK;

beforeAll(async () => {
  backend = await openBackend();
  user = await signUpUser(backend, 'badinput');
  const keys = JSON.parse(readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8')) as {
    signingKey: { kid: string; privateJwk: JWK };
  };
  kid = keys.signingKey.kid;
  privateJwk = keys.signingKey.privateJwk;
});

afterAll(async () => {
  await backend.close();
});

const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

async function validClaims(): Promise<Record<string, unknown>> {
  const { data } = await user.client.auth.getClaims();
  return { ...(data?.claims as Record<string, unknown>) };
}

function unsigned(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

async function expectBadJwt(token: string, message: string): Promise<void> {
  const { data, error } = await client(backend).auth.getUser(token);
  expect(data.user).toBeNull();
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error?.status).toBe(403);
  expect(error?.code).toBe('bad_jwt');
  expect(error?.message).toContain(message);
}

async function expectServing(): Promise<void> {
  const health = await fetch(`${backend.url}/auth/v1/health`);
  expect(health.status).toBe(200);
  const { error } = await client(backend).auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
}

describe('forged and expired tokens', () => {
  it('refuses an unsigned (alg none) token', async () => {
    await expectBadJwt(unsigned(await validClaims()), 'signing method none is invalid');
  });

  it('refuses a token signed by another key under our kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(await validClaims())
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(privateKey);
    await expectBadJwt(forged, 'signature is invalid');
  });

  it('refuses a token with an unknown kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(await validClaims())
      .setProtectedHeader({ alg: 'ES256', kid: 'someone-else', typ: 'JWT' })
      .sign(privateKey);
    await expectBadJwt(forged, 'unrecognized JWT kid someone-else');
  });

  it('refuses an HS256 token signed with a guessed secret', async () => {
    const forged = await new SignJWT(await validClaims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
    await expectBadJwt(forged, 'signature is invalid');
  });

  it('refuses an expired token signed with the real key', async () => {
    const claims = await validClaims();
    const expired = await new SignJWT({ ...claims, iat: 1_600_000_000, exp: 1_600_003_600 })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(await importJWK(privateJwk, 'ES256'));
    await expectBadJwt(expired, 'token is expired');
  });

  it('refuses garbage, the anon key as a user, and a missing bearer', async () => {
    await expectBadJwt('not.a.jwt', 'token is malformed');
    await expectBadJwt(backend.anonKey, 'missing sub claim');
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
    const asAnon = await client(backend).auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');

    const admin = client(backend, backend.serviceRoleKey).auth.admin;
    const email = `admin-made-${Date.now().toString(36)}@conformance.test`;
    const created = await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(email);
    const signIn = await client(backend).auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });
});

describe('malformed requests', () => {
  const post = (route: string, body: string, headers: Record<string, string> = API_VERSION) =>
    fetch(`${backend.url}/auth/v1${route}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers malformed and mistyped JSON with bad_json', async () => {
    for (const body of ['{"email": "a@b.c", "password":', '[1, 2]', '{"email": 42}']) {
      const response = await post('/token?grant_type=password', body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { code: string; message: string };
      expect(json.code).toBe('bad_json');
      expect(json.message).toMatch(/^Could not parse request body as JSON: /);
    }
    await expectServing();
  });

  it('refuses NUL characters, which Postgres cannot store, with validation_failed', async () => {
    for (const [route, body] of [
      ['/token?grant_type=password', { email: 'a\u0000@b.co', password: TEST_PASSWORD }],
      ['/token?grant_type=refresh_token', { refresh_token: '\u0000' }],
      ['/signup', { email: 'nul@b.co', password: TEST_PASSWORD, data: { name: 'a\u0000' } }],
    ] as const) {
      const response = await post(route, JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
    }
    await expectServing();
  });

  it('uses the legacy error shape when no API version is asked for', async () => {
    const response = await post(
      '/token?grant_type=password',
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

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const huge = JSON.stringify({ email: user.email, password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await post('/token?grant_type=password', huge);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('request_entity_too_large');
    await expectServing();
  });

  it('refuses unknown grants, missing fields and unknown routes', async () => {
    const grant = await post('/token?grant_type=magic', '{}');
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    const missing = await post('/token?grant_type=password', '{}');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe('validation_failed');
    const noToken = await post('/token?grant_type=refresh_token', '{}');
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
    const unknown = await fetch(`${backend.url}/auth/v1/nothing-here`, { headers: API_VERSION });
    expect(unknown.status).toBe(404);
    await expectServing();
  });
});
