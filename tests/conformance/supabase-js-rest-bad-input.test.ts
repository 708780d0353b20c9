/**
 * Hostile and broken Data API input gets PostgREST's error, never SQL it did not ask for, and
 * the server keeps serving. supabase-js sends what it can (injection in values, column names and
 * order, unknown tables, forged keys); raw HTTP covers what it cannot (bad JSON, huge bodies).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  openBackend,
  signUpUser,
  type Backend,
  type TestUser,
} from './supabase-js-harness.ts';

let backend: Backend;
let service: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  backend = await openBackend();
  service = client(backend, backend.serviceRoleKey);
  user = await signUpUser(backend, 'bad-input', { first_name: 'Eve', last_name: 'Probe' });
});

afterAll(async () => {
  await backend?.close();
});

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

describe('SQL injection attempts', () => {
  it('treats filter values as data', async () => {
    const attempts = [
      "x' or '1'='1",
      "x'; delete from public.user_profiles; --",
      '1) or (1=1',
      'null; drop table x',
    ];
    for (const value of attempts) {
      const { data, error } = await service
        .from('user_profiles')
        .select('user_id')
        .eq('first_name', value);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const listed = await service
      .from('user_profiles')
      .select('user_id')
      .in('first_name', ["a') or true --", 'b']);
    expect(listed.data).toEqual([]);
    await stillServing();
  });

  it('refuses column names that are not columns', async () => {
    const inSelect = await service.from('user_profiles').select('first_name, (select 1)');
    expect(inSelect.status).toBe(400);

    const inFilter = await service
      .from('user_profiles')
      .select('user_id')
      .eq('first_name" or 1=1 --', 'x');
    expect(inFilter.status).toBe(400);
    expect(inFilter.error).toMatchObject({
      code: '42703',
      message: 'column user_profiles.first_name" or 1=1 -- does not exist',
    });

    const semicolon = await service
      .from('user_profiles')
      .select('first_name;drop table public.user_profiles');
    expect(semicolon.status).toBe(400);
    expect(semicolon.error?.code).toBe('42703');
    await stillServing();
  });

  it('refuses order terms that are not columns or directions', async () => {
    const column = await service
      .from('user_profiles')
      .select('user_id')
      .order('first_name;drop table x');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');

    const dotted = await service
      .from('user_profiles')
      .select('user_id')
      .order('first_name; delete from public.user_profiles');
    expect(dotted.status).toBe(400);
    expect(dotted.error?.code).toBe('PGRST100');

    const direction = await rest('user_profiles?select=user_id&order=first_name.desc;drop');
    expect(direction.status).toBe(400);
    expect(await direction.json()).toMatchObject({ code: 'PGRST100', hint: null });
    await stillServing();
  });

  it('reports a value of the wrong type as 22P02', async () => {
    const { status, error } = await service
      .from('user_profiles')
      .select('*')
      .eq('user_id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('unknown names and schemas', () => {
  it('answers 404 PGRST205 for a table that does not exist', async () => {
    const { status, error } = await service.from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it('answers 400 PGRST204 for a payload column that does not exist', async () => {
    const { status, error } = await service
      .from('user_profiles')
      .update({ nickname: 'x' })
      .eq('user_id', user.id);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'user_profiles' in the schema cache",
    });
  });

  it('exposes only the public schema', async () => {
    const { status, error } = await service.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
    });
  });

  it('refuses an unfiltered update or delete as pg-safeupdate does', async () => {
    const remove = await service.from('user_profiles').delete();
    expect(remove.status).toBe(400);
    expect(remove.error).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    const update = await service.from('user_profiles').update({ first_name: 'All' });
    expect(update.error).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    await stillServing();
  });
});

describe('tokens', () => {
  it('answers 401 PGRST301 to a forged or malformed token', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-0123456789abcdef'));
    for (const token of [forged, 'not-a-jwt', `${forged.split('.').slice(0, 2).join('.')}.`]) {
      const { status, error } = await client(backend, token).from('user_profiles').select('*');
      expect(status).toBe(401);
      expect(error?.code).toBe('PGRST301');
    }
  });

  it("refuses alg none even with the service role's claims", async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    const { status, error } = await client(backend, `${header}.${payload}.`)
      .from('user_profiles')
      .select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('answers 401 PGRST303 "JWT expired" to an expired token', async () => {
    const expired = await new SignJWT({ role: 'authenticated', sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const { status, error } = await client(backend, expired).from('user_profiles').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('runs a token signed with the project secret as its role, so RLS sees its sub', async () => {
    const minted = await new SignJWT({ role: 'authenticated', sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const { data } = await client(backend, minted).from('user_profiles').select('first_name');
    expect(data).toEqual([{ first_name: 'Eve' }]);
  });

  it('refuses a role the API cannot switch to', async () => {
    const postgres = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const { status, error } = await client(backend, postgres).from('user_profiles').select('*');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' });
    await stillServing();
  });
});

describe('malformed bodies', () => {
  it('answers 400 PGRST102 to JSON that does not parse or is not rows', async () => {
    for (const body of ['{"first_name":', '', '42', '[1,2]']) {
      const response = await rest('user_profiles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST102',
        details: null,
        hint: null,
        message: 'Empty or invalid json',
      });
    }
    await stillServing();
  });

  it('answers 413 to an oversized body and keeps serving', async () => {
    const response = await rest(`user_profiles?user_id=eq.${user.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    await stillServing();
  });

  it('answers a malformed filter with PGRST100', async () => {
    const response = await rest('user_profiles?first_name=bogus.x');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100', hint: null });
    const limit = await rest('user_profiles?limit=1;drop');
    expect(limit.status).toBe(400);
  });
});
