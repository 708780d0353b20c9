/**
 * The Data API's writes through supabase-js's query builder against PostgREST's answers: insert,
 * update, delete and upsert with their return preferences, column defaults and conflicts.
 */
import { describe, expect, it } from 'vitest';
import { backendForFile, threeProfiles } from '../../support/supabase-backend.ts';

const backend = await backendForFile();
const { service, ann, ben, cat } = await threeProfiles(backend);

/** The service role's view of the profiles. */
const profiles = () => service.from('user_profiles');
/** A user id nobody has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('writes and return preferences', () => {
  it('inserts with return=minimal (201, no body) and return=representation (201, rows)', async () => {
    const removed = await profiles().delete().eq('user_id', cat.id).select();
    expect(removed.status).toBe(200);
    expect(removed.data).toHaveLength(1);

    const minimal = await profiles().insert({ user_id: cat.id, last_name: 'Carter' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();

    await profiles().delete().eq('user_id', cat.id);
    const represented = await profiles()
      .insert([{ user_id: cat.id, last_name: 'Carter' }])
      .select('user_id, last_name');
    expect(represented.status).toBe(201);
    expect(represented.data).toEqual([{ user_id: cat.id, last_name: 'Carter' }]);
  });

  it('answers 204 to update and delete without select', async () => {
    const update = await profiles().update({ first_name: null }).eq('user_id', cat.id);
    expect(update.status).toBe(204);
    expect(update.data).toBeNull();

    const remove = await profiles().delete().eq('user_id', NOBODY);
    expect(remove.status).toBe(204);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const merged = await profiles()
      .upsert({ user_id: cat.id, last_name: 'Cole' }, { onConflict: 'user_id' })
      .select('last_name');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ last_name: 'Cole' }]);

    const ignored = await profiles()
      .upsert(
        { user_id: cat.id, last_name: 'Ignored' },
        { onConflict: 'user_id', ignoreDuplicates: true },
      )
      .select('last_name');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);

    const now = await profiles().select('last_name').eq('user_id', cat.id).single();
    expect(now.data).toEqual({ last_name: 'Cole' });
    await profiles().update({ last_name: 'Carter' }).eq('user_id', cat.id);
  });

  it('fills keys an object lacks with the column default when defaultToNull is false', async () => {
    const dan = await backend.signUp('dan', { first_name: 'Dan' });
    await profiles().delete().in('user_id', [cat.id, dan.id]);
    const rows = [
      { user_id: cat.id, last_name: 'Carter' },
      { user_id: dan.id, first_name: 'Dan', created_at: '2020-01-01T00:00:00+00:00' },
    ];

    const asNull = await profiles().insert(rows);
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe('23502');

    const defaulted = await profiles()
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
    const { error, status } = await profiles().insert({ user_id: ann.id });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });
});
