/**
 * Hostile and broken Data API input gets PostgREST's error, never SQL it did not ask for, and
 * the server keeps serving. supabase-js sends what it can (injection in values, column names and
 * order, unknown tables, forged keys); raw HTTP covers what it cannot (bad JSON, huge bodies).
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { backendForFile } from '../../support/supabase-backend.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const backend = await backendForFile();
const service = backend.client(backend.serviceRoleKey);
const user = await backend.signUp('bad-input', { first_name: 'Eve', last_name: 'Probe' });

async function stillServing(): Promise<void> {
  const { data, error } = await service
    .from('user_profiles')
    .select('first_name')
    .eq('user_id', user.id)
    .single();
  expect(error).toBeNull();
  expect(data).toEqual({ first_name: 'Eve' });
}

function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('authorization', `Bearer ${init.token ?? backend.serviceRoleKey}`);
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

/** An HS256 token with these claims, valid for an hour from now. */
const hs256 = (claims: Record<string, string>, secret: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('SQL injection attempts', () => {
  it.each([
    "x' or '1'='1",
    "x'; delete from public.user_profiles; --",
    '1) or (1=1',
    'null; drop table x',
  ])('treats the filter value %s as data', async (value) => {
    const { data, error } = await service
      .from('user_profiles')
      .select('user_id')
      .eq('first_name', value);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('treats values in a list as data', async () => {
    const listed = await service
      .from('user_profiles')
      .select('user_id')
      .in('first_name', ["a') or true --", 'b']);
    expect(listed.data).toEqual([]);
    await stillServing();
  });
});

interface RefusedQuery {
  name: string;
  query: () => PromiseLike<{ status: number; error: unknown }>;
  /** The answer's status and error, where the test holds it to them. */
  status?: number;
  error?: Record<string, unknown>;
}

const profiles = () => service.from('user_profiles');

/** Queries supabase-js can send that PostgREST refuses, with the status and error it answers. */
const REFUSED_QUERIES: RefusedQuery[] = [
  {
    name: 'a subquery in the select',
    query: () => profiles().select('first_name, (select 1)'),
    status: 400,
  },
  {
    name: 'a filter column that is not a column',
    query: () => profiles().select('user_id').eq('first_name" or 1=1 --', 'x'),
    status: 400,
    error: { code: '42703', message: 'column user_profiles.first_name" or 1=1 -- does not exist' },
  },
  {
    name: 'a statement in the select',
    query: () => profiles().select('first_name;drop table public.user_profiles'),
    status: 400,
    error: { code: '42703' },
  },
  {
    name: 'a statement as an order column',
    query: () => profiles().select('user_id').order('first_name;drop table x'),
    status: 400,
    error: { code: '42703' },
  },
  {
    name: 'a statement after an order column',
    query: () => profiles().select('user_id').order('first_name; delete from public.user_profiles'),
    status: 400,
    error: { code: 'PGRST100' },
  },
  {
    name: 'a value of the wrong type',
    query: () => profiles().select('*').eq('user_id', 'not-a-uuid'),
    status: 400,
    error: { code: '22P02' },
  },
  {
    name: 'a table that does not exist',
    query: () => service.from('no_such_table').select('*'),
    status: 404,
    error: {
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    },
  },
  {
    name: 'a payload column that does not exist',
    query: () => profiles().update({ nickname: 'x' }).eq('user_id', user.id),
    status: 400,
    error: {
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'user_profiles' in the schema cache",
    },
  },
  {
    name: 'a schema other than public',
    query: () => service.schema('auth').from('users').select('*'),
    status: 406,
    error: { code: 'PGRST106', message: 'The schema must be one of the following: public' },
  },
  {
    name: 'an unfiltered delete (as pg-safeupdate does)',
    query: () => profiles().delete(),
    status: 400,
    error: { code: '21000', message: 'DELETE requires a WHERE clause' },
  },
  {
    name: 'an unfiltered update (as pg-safeupdate does)',
    query: () => profiles().update({ first_name: 'All' }),
    error: { code: '21000', message: 'UPDATE requires a WHERE clause' },
  },
];

describe('refused queries', () => {
  it.each(REFUSED_QUERIES)('refuses $name', async (refused) => {
    const { status, error } = await refused.query();
    if (refused.status !== undefined) expect(status).toBe(refused.status);
    if (refused.error) expect(error).toMatchObject(refused.error);
  });

  it('keeps serving after every one of them', async () => {
    await stillServing();
  });
});

interface RefusedToken {
  name: string;
  token: () => Promise<string>;
  status: number;
  error: Record<string, unknown>;
}

const forged = () => hs256({ role: 'service_role' }, 'not-the-project-secret-0123456789abcdef');
const badToken = (name: string, token: () => Promise<string>): RefusedToken => ({
  name,
  token,
  status: 401,
  error: { code: 'PGRST301' },
});

/** Tokens the Data API refuses, whatever role they claim. */
const REFUSED_TOKENS: RefusedToken[] = [
  badToken('a token signed with another secret', forged),
  badToken('a token that is no JWT', async () => 'not-a-jwt'),
  badToken(
    'a token without its signature',
    async () => `${(await forged()).split('.').slice(0, 2).join('.')}.`,
  ),
  badToken("an alg none token with the service role's claims", async () => {
    const claims = { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 };
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  }),
];

/** Tokens only a holder of the project's JWT secret can make, refused for what they claim. */
const SECRET_SIGNED_TOKENS: RefusedToken[] = [
  {
    name: 'an expired token',
    token: () =>
      new SignJWT({ role: 'authenticated', sub: user.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(backend.jwtSecret)),
    status: 401,
    error: { code: 'PGRST303', message: 'JWT expired' },
  },
  {
    name: 'a role the API cannot switch to',
    token: () => hs256({ role: 'postgres' }, backend.jwtSecret),
    status: 400,
    error: { code: '22023', message: 'role "postgres" does not exist' },
  },
];

describe('tokens', () => {
  const refuses = async (refused: RefusedToken) => {
    const { status, error } = await backend
      .client(await refused.token())
      .from('user_profiles')
      .select('*');
    expect(status).toBe(refused.status);
    expect(error).toMatchObject(refused.error);
  };
  it.each(REFUSED_TOKENS)('refuses $name', refuses);
  it.each(SECRET_SIGNED_TOKENS)('refuses $name', async (refused) => {
    embeddedOnly('mints tokens with the local JWT secret');
    await refuses(refused);
  });

  it('runs a token signed with the project secret as its role, so RLS sees its sub', async () => {
    embeddedOnly('mints tokens with the local JWT secret');
    const minted = await hs256({ role: 'authenticated', sub: user.id }, backend.jwtSecret);
    const { data } = await backend.client(minted).from('user_profiles').select('first_name');
    expect(data).toEqual([{ first_name: 'Eve' }]);
    await stillServing();
  });
});

interface RefusedRequest {
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
  /** What the answer's JSON must match (`exact`: be), where the test holds it to one. */
  answer?: Record<string, unknown>;
  exact?: boolean;
}

const postJson = (body: string): RefusedRequest => ({
  name: `the body ${JSON.stringify(body)}`,
  path: 'user_profiles',
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
  status: 400,
  answer: { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' },
  exact: true,
});

/** Raw HTTP that supabase-js never sends, with PostgREST's answer. */
const REFUSED_REQUESTS: RefusedRequest[] = [
  postJson('{"first_name":'),
  postJson(''),
  postJson('42'),
  postJson('[1,2]'),
  {
    name: 'a body of 2 MB',
    path: `user_profiles?user_id=eq.${user.id}`,
    init: {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }),
    },
    status: 413,
    answer: { code: 'PGRST413' },
  },
  {
    name: 'a statement after an order direction',
    path: 'user_profiles?select=user_id&order=first_name.desc;drop',
    status: 400,
    answer: { code: 'PGRST100', hint: null },
  },
  {
    name: 'a malformed filter',
    path: 'user_profiles?first_name=bogus.x',
    status: 400,
    answer: { code: 'PGRST100', hint: null },
  },
  { name: 'a statement after a limit', path: 'user_profiles?limit=1;drop', status: 400 },
];

describe('malformed requests', () => {
  it.each(REFUSED_REQUESTS)('answers $name with $status', async (refused) => {
    const response = await rest(refused.path, refused.init);
    expect(response.status).toBe(refused.status);
    if (!refused.answer) return;
    const json: unknown = await response.json();
    if (refused.exact) expect(json).toEqual(refused.answer);
    else expect(json).toMatchObject(refused.answer);
  });

  it('keeps serving after every one of them', async () => {
    await stillServing();
  });
});
