/**
 * The Data API's reads through supabase-js's query builder against PostgREST's answers: single
 * objects, filters, order, ranges and counts.
 */
import { describe, expect, it } from 'vitest';
import { backendForFile, threeProfiles } from '../../support/supabase-backend.ts';

const backend = await backendForFile();
const { service, ben, ids } = await threeProfiles(backend);

/** The service role's view of the profiles. */
const profiles = () => service.from('user_profiles');
/** A user id nobody has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('single and maybeSingle', () => {
  it('answers 406 PGRST116 when single() finds no row or several', async () => {
    const none = await profiles().select('*').eq('user_id', NOBODY).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });

    const many = await profiles().select('*').in('user_id', ids).single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('maps maybeSingle() to null, one object, or PGRST116', async () => {
    const none = await profiles().select('first_name').eq('user_id', NOBODY).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();

    const one = await profiles().select('first_name').eq('user_id', ben.id).maybeSingle();
    expect(one.data).toEqual({ first_name: 'Ben' });

    const many = await profiles().select('first_name').in('user_id', ids).maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('filters', () => {
  const names = async (query: PromiseLike<{ data: { first_name: string | null }[] | null }>) =>
    ((await query).data ?? []).map((row) => row.first_name);
  const base = () => profiles().select('first_name').in('user_id', ids).order('last_name');

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
  const byName = () => profiles().select('first_name').in('user_id', ids);

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

    const ranged = await profiles()
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
    const { status, error } = await profiles()
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
    const { data, count, error } = await profiles()
      .select('*', { count: 'exact', head: true })
      .in('user_id', ids);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });
});
