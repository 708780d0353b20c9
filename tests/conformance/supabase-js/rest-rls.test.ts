/**
 * Row level security on user_profiles through supabase-js's query builder, for anon, two users
 * and the service role, and CORS for the PWA that queries it from another origin.
 */
import { describe, expect, it } from 'vitest';
import { backendForFile, threeProfiles } from '../../support/supabase-backend.ts';
import { corsPreflight } from '../../support/http.ts';

const backend = await backendForFile();
const { anon, service, ann, ben, cat, ids } = await threeProfiles(backend);

/** The service role's view of the profiles. */
const profiles = () => service.from('user_profiles');

describe('row level security on user_profiles', () => {
  it('creates each profile from the sign-up metadata', async () => {
    const { data, error } = await profiles()
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
    const before = await profiles().select('updated_at').eq('user_id', ann.id).single();
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

    const check = await profiles()
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
    const { data, count, error } = await profiles()
      .select('user_id', { count: 'exact' })
      .in('user_id', ids);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toHaveLength(3);

    const update = await profiles()
      .update({ last_name: 'Brewer' })
      .eq('user_id', ben.id)
      .select('last_name');
    expect(update.data).toEqual([{ last_name: 'Brewer' }]);
    await profiles().update({ last_name: 'Baker' }).eq('user_id', ben.id);
  });
});

describe('CORS for the cross-origin PWA', () => {
  // A browser's preflight, which supabase-js never sends itself, so it is crafted by hand.
  it('answers the preflight and exposes the headers supabase-js reads', async () => {
    const allowed = await corsPreflight(`${backend.url}/rest/v1/user_profiles`, {
      origin: 'http://127.0.0.1:4173',
      method: 'PATCH',
      headers: 'authorization, apikey, x-client-info, prefer, content-profile',
    });
    expect(allowed).toMatchObject({
      status: 204,
      origin: 'http://127.0.0.1:4173',
      methods: expect.stringContaining('PATCH'),
      headers: expect.stringContaining('prefer'),
    });

    const read = await fetch(`${backend.url}/rest/v1/user_profiles?select=user_id`, {
      headers: { origin: 'http://127.0.0.1:4173', apikey: backend.anonKey },
    });
    expect(read.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});
