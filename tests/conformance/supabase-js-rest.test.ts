/**
 * The Data API through supabase-js's query builder: row level security on user_profiles for
 * anon, two users and the service role, then the builder's reads and writes (filters, order,
 * ranges, counts, single objects, upsert, return preferences) against PostgREST's answers.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  openBackend,
  signUpUser,
  type Backend,
  type TestUser,
} from './supabase-js-harness.ts';

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let ids: string[];

beforeAll(async () => {
  backend = await openBackend();
  anon = client(backend);
  service = client(backend, backend.serviceRoleKey);
  ann = await signUpUser(backend, 'ann', { first_name: 'Ann', last_name: 'Archer' });
  ben = await signUpUser(backend, 'ben', { first_name: 'Ben', last_name: 'Baker' });
  cat = await signUpUser(backend, 'cat', { last_name: 'Carter' });
  ids = [ann.id, ben.id, cat.id];
});

afterAll(async () => {
  await backend?.close();
});

describe('row level security on user_profiles', () => {
  it('creates each profile from the sign-up metadata', async () => {
    const { data, error } = await service
      .from('user_profiles')
      .select('user_id, first_name, last_name, profile_picture_url')
      .in('user_id', ids)
      .order('last_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { user_id: ann.id, first_name: 'Ann', last_name: 'Archer', profile_picture_url: null },
      { user_id: ben.id, first_name: 'Ben', last_name: 'Baker', profile_picture_url: null },
      { user_id: cat.id, first_name: null, last_name: 'Carter', profile_picture_url: null },
    ]);
  });

  it('shows anon nothing and refuses its writes', async () => {
    const read = await anon.from('user_profiles').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);

    // anon holds no UPDATE privilege on the table at all, not merely no row to update.
    const update = await anon
      .from('user_profiles')
      .update({ first_name: 'Mallory' })
      .eq('user_id', ann.id)
      .select();
    expect(update.error?.code).toBe('42501');

    const remove = await anon.from('user_profiles').delete().eq('user_id', ann.id).select();
    expect(remove.data).toEqual([]);

    const insert = await anon.from('user_profiles').insert({ user_id: ann.id });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
  });

  it('lets a user read only their own row', async () => {
    const { data, error } = await ann.client.from('user_profiles').select('user_id, first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: ann.id, first_name: 'Ann' }]);

    const other = await ann.client.from('user_profiles').select('*').eq('user_id', ben.id);
    expect(other.data).toEqual([]);
  });

  it('lets a user update their own row and keeps updated_at current', async () => {
    const before = await service
      .from('user_profiles')
      .select('updated_at')
      .eq('user_id', ann.id)
      .single();
    const picture = `${backend.url}/storage/v1/object/public/avatars/${ann.id}/ann.png`;
    const { data, error } = await ann.client
      .from('user_profiles')
      .update({ profile_picture_url: picture })
      .eq('user_id', ann.id)
      .select('profile_picture_url, updated_at')
      .single();
    expect(error).toBeNull();
    expect(data?.profile_picture_url).toBe(picture);
    expect(Date.parse(data?.updated_at as string)).toBeGreaterThan(
      Date.parse(before.data?.updated_at as string),
    );
  });

  it("changes nothing when a user updates or deletes someone else's row", async () => {
    const update = await ann.client
      .from('user_profiles')
      .update({ first_name: 'Hacked' })
      .eq('user_id', ben.id)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const remove = await ann.client.from('user_profiles').delete().eq('user_id', ben.id).select();
    expect(remove.error).toBeNull();
    expect(remove.data).toEqual([]);

    const ownDelete = await ann.client
      .from('user_profiles')
      .delete()
      .eq('user_id', ann.id)
      .select();
    expect(ownDelete.data).toEqual([]);

    const check = await service
      .from('user_profiles')
      .select('user_id, first_name')
      .in('user_id', [ann.id, ben.id])
      .order('first_name');
    expect(check.data).toEqual([
      { user_id: ann.id, first_name: 'Ann' },
      { user_id: ben.id, first_name: 'Ben' },
    ]);
  });

  it('refuses a foreign insert with 42501', async () => {
    const { error, status } = await ann.client
      .from('user_profiles')
      .insert({ user_id: ben.id, first_name: 'Fake' });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "user_profiles"',
    });
  });

  it('gives the service role every row', async () => {
    const { data, count, error } = await service
      .from('user_profiles')
      .select('user_id', { count: 'exact' })
      .in('user_id', ids);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toHaveLength(3);

    const update = await service
      .from('user_profiles')
      .update({ last_name: 'Brewer' })
      .eq('user_id', ben.id)
      .select('last_name');
    expect(update.data).toEqual([{ last_name: 'Brewer' }]);
    await service.from('user_profiles').update({ last_name: 'Baker' }).eq('user_id', ben.id);
  });
});

describe('single and maybeSingle', () => {
  it('answers 406 PGRST116 when single() finds no row or several', async () => {
    const none = await service
      .from('user_profiles')
      .select('*')
      .eq('user_id', '00000000-0000-4000-8000-000000000000')
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });

    const many = await service.from('user_profiles').select('*').in('user_id', ids).single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('maps maybeSingle() to null, one object, or PGRST116', async () => {
    const none = await service
      .from('user_profiles')
      .select('first_name')
      .eq('user_id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();

    const one = await service
      .from('user_profiles')
      .select('first_name')
      .eq('user_id', ben.id)
      .maybeSingle();
    expect(one.data).toEqual({ first_name: 'Ben' });

    const many = await service
      .from('user_profiles')
      .select('first_name')
      .in('user_id', ids)
      .maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('filters', () => {
  const names = async (query: PromiseLike<{ data: { first_name: string | null }[] | null }>) =>
    ((await query).data ?? []).map((row) => row.first_name);
  const base = () =>
    service.from('user_profiles').select('first_name').in('user_id', ids).order('last_name');

  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    expect(await names(base().eq('first_name', 'Ann'))).toEqual(['Ann']);
    expect(await names(base().neq('first_name', 'Ann'))).toEqual(['Ben']);
    expect(await names(base().gt('last_name', 'Archer'))).toEqual(['Ben', null]);
    expect(await names(base().gte('last_name', 'Baker'))).toEqual(['Ben', null]);
    expect(await names(base().lt('last_name', 'Baker'))).toEqual(['Ann']);
    expect(await names(base().lte('last_name', 'Baker'))).toEqual(['Ann', 'Ben']);
  });

  it('matches with in, is, like, ilike and not', async () => {
    expect(await names(base().in('first_name', ['Ann', 'Ben', 'Zed']))).toEqual(['Ann', 'Ben']);
    expect(await names(base().is('first_name', null))).toEqual([null]);
    expect(await names(base().not('first_name', 'is', null))).toEqual(['Ann', 'Ben']);
    expect(await names(base().like('last_name', 'B%'))).toEqual(['Ben']);
    expect(await names(base().like('last_name', '%er'))).toEqual(['Ann', 'Ben', null]);
    expect(await names(base().ilike('last_name', 'c%'))).toEqual([null]);
    expect(await names(base().not('first_name', 'eq', 'Ann'))).toEqual(['Ben']);
    expect(await names(base().or('first_name.eq.Ann,first_name.is.null'))).toEqual(['Ann', null]);
  });

  it('keeps values with commas, quotes and parentheses as data', async () => {
    expect(await names(base().in('first_name', ['Ann', 'a,b', '"(x)"']))).toEqual(['Ann']);
    expect(await names(base().eq('first_name', "Ann' or '1'='1"))).toEqual([]);
  });
});

describe('order, limit, range and count', () => {
  const byName = () => service.from('user_profiles').select('first_name').in('user_id', ids);

  it('orders ascending, descending and by nulls position', async () => {
    expect(
      (await byName().order('first_name', { ascending: true, nullsFirst: true })).data,
    ).toEqual([{ first_name: null }, { first_name: 'Ann' }, { first_name: 'Ben' }]);
    expect(
      (await byName().order('first_name', { ascending: false, nullsFirst: false })).data,
    ).toEqual([{ first_name: 'Ben' }, { first_name: 'Ann' }, { first_name: null }]);
  });

  it('pages with limit and range and reports the exact count', async () => {
    const limited = await byName().order('last_name').limit(2);
    expect(limited.data).toEqual([{ first_name: 'Ann' }, { first_name: 'Ben' }]);

    const ranged = await service
      .from('user_profiles')
      .select('first_name', { count: 'exact' })
      .in('user_id', ids)
      .order('last_name')
      .range(1, 2);
    expect(ranged.error).toBeNull();
    expect(ranged.data).toEqual([{ first_name: 'Ben' }, { first_name: null }]);
    expect(ranged.count).toBe(3);
    expect(ranged.status).toBe(206);
  });

  it('answers 416 PGRST103 for an offset past the exact count', async () => {
    const { status, error } = await service
      .from('user_profiles')
      .select('first_name', { count: 'exact' })
      .in('user_id', ids)
      .range(5, 9);
    expect(status).toBe(416);
    expect(error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 5 was requested, but there are only 3 rows.',
    });
  });

  it('counts without rows for a head request', async () => {
    const { data, count, error } = await service
      .from('user_profiles')
      .select('*', { count: 'exact', head: true })
      .in('user_id', ids);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });
});

describe('writes and return preferences', () => {
  it('inserts with return=minimal (201, no body) and return=representation (201, rows)', async () => {
    const removed = await service.from('user_profiles').delete().eq('user_id', cat.id).select();
    expect(removed.status).toBe(200);
    expect(removed.data).toHaveLength(1);

    const minimal = await service
      .from('user_profiles')
      .insert({ user_id: cat.id, last_name: 'Carter' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();

    await service.from('user_profiles').delete().eq('user_id', cat.id);
    const represented = await service
      .from('user_profiles')
      .insert([{ user_id: cat.id, last_name: 'Carter' }])
      .select('user_id, last_name');
    expect(represented.status).toBe(201);
    expect(represented.data).toEqual([{ user_id: cat.id, last_name: 'Carter' }]);
  });

  it('answers 204 to update and delete without select', async () => {
    const update = await service
      .from('user_profiles')
      .update({ first_name: null })
      .eq('user_id', cat.id);
    expect(update.status).toBe(204);
    expect(update.data).toBeNull();

    const remove = await service
      .from('user_profiles')
      .delete()
      .eq('user_id', '00000000-0000-4000-8000-000000000000');
    expect(remove.status).toBe(204);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const merged = await service
      .from('user_profiles')
      .upsert({ user_id: cat.id, last_name: 'Cole' }, { onConflict: 'user_id' })
      .select('last_name');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ last_name: 'Cole' }]);

    const ignored = await service
      .from('user_profiles')
      .upsert(
        { user_id: cat.id, last_name: 'Ignored' },
        { onConflict: 'user_id', ignoreDuplicates: true },
      )
      .select('last_name');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);

    const now = await service
      .from('user_profiles')
      .select('last_name')
      .eq('user_id', cat.id)
      .single();
    expect(now.data).toEqual({ last_name: 'Cole' });
    await service.from('user_profiles').update({ last_name: 'Carter' }).eq('user_id', cat.id);
  });

  it('fills keys an object lacks with the column default when defaultToNull is false', async () => {
    const dan = await signUpUser(backend, 'dan', { first_name: 'Dan' });
    await service.from('user_profiles').delete().in('user_id', [cat.id, dan.id]);
    const rows = [
      { user_id: cat.id, last_name: 'Carter' },
      { user_id: dan.id, first_name: 'Dan', created_at: '2020-01-01T00:00:00+00:00' },
    ];

    const asNull = await service.from('user_profiles').insert(rows);
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe('23502');

    const defaulted = await service
      .from('user_profiles')
      .insert(rows, { defaultToNull: false })
      .select('user_id, first_name, created_at')
      .order('user_id');
    expect(defaulted.error).toBeNull();
    const byId = new Map(defaulted.data?.map((row) => [row.user_id, row]));
    expect(byId.get(dan.id)).toMatchObject({
      first_name: 'Dan',
      created_at: '2020-01-01T00:00:00+00:00',
    });
    expect(byId.get(cat.id)?.first_name).toBeNull();
    expect(Date.parse(byId.get(cat.id)?.created_at as string)).toBeGreaterThan(
      Date.parse('2020-01-02'),
    );
  });

  it("refuses a user's upsert of their own row: there is no insert policy", async () => {
    const { error, status } = await ben.client
      .from('user_profiles')
      .upsert({ user_id: ben.id, first_name: 'Benjamin' }, { onConflict: 'user_id' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('reports a duplicate key as 409 23505', async () => {
    const { error, status } = await service.from('user_profiles').insert({ user_id: ann.id });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });
});

describe('CORS for the cross-origin PWA', () => {
  // A browser's preflight, which supabase-js never sends itself, so it is crafted by hand.
  it('answers the preflight and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/user_profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'authorization, apikey, x-client-info, prefer, content-profile',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');

    const read = await fetch(`${backend.url}/rest/v1/user_profiles?select=user_id`, {
      headers: { origin: 'http://127.0.0.1:4173', apikey: backend.anonKey },
    });
    expect(read.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});
