/**
 * The data rules of the profile and avatars through supabase-js: two-factor users reach them
 * only from an aal2 session, the picture URL is an object of the user's own avatars folder (or
 * empty), user_id and created_at cannot be changed, and nobody lists the bucket's folders while
 * public avatar URLs still serve.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  backendForFile,
  png,
  totpCode,
  type TestUser,
} from '../../support/supabase-backend.ts';

const backend = await backendForFile();
const ann = await backend.signUp('rules-ann', { first_name: 'Ann' });
const ben = await backend.signUp('rules-ben', { first_name: 'Ben' });

const folderUrl = (userId: string) => `${backend.url}/storage/v1/object/public/avatars/${userId}/`;

async function setPicture(user: TestUser, url: string | null) {
  return user.client
    .from('user_profiles')
    .update({ profile_picture_url: url })
    .eq('user_id', user.id)
    .select('profile_picture_url');
}

describe('the profile picture', () => {
  it.each([
    ['a picture in their own folder', (u: TestUser) => `${folderUrl(u.id)}avatar-1.png`],
    ['empty', () => ''],
    ['nothing', () => null],
  ])('accepts %s', async (_, make) => {
    const { data, error } = await setPicture(ann, make(ann));
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it.each([
    ['javascript:', () => 'javascript:alert(1)'],
    ['a data: URL', () => 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
    [
      'another host',
      (u: TestUser) => `https://tracker.example/storage/v1/object/public/avatars/${u.id}/a.png`,
    ],
    ["another user's folder", () => `${folderUrl(ben.id)}avatar.png`],
    [
      'another bucket',
      (u: TestUser) => `${backend.url}/storage/v1/object/public/other/${u.id}/a.png`,
    ],
    ['a climb out of the folder', (u: TestUser) => `${folderUrl(u.id)}../${ben.id}/a.png`],
    ['a nested path', (u: TestUser) => `${folderUrl(u.id)}x/a.png`],
    ['a query string', (u: TestUser) => `${folderUrl(u.id)}a.png?track=1`],
    ['the folder itself', (u: TestUser) => folderUrl(u.id)],
  ])('refuses %s', async (_, make) => {
    const { error } = await setPicture(ann, make(ann));
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/own folder of the avatars bucket/);
  });
});

describe('columns a user cannot change', () => {
  it.each([
    ['user_id', () => ({ user_id: ben.id })],
    ['created_at', () => ({ created_at: '1970-01-01T00:00:00Z' })],
  ])('refuses an update of %s', async (_, patch) => {
    const { error } = await ann.client.from('user_profiles').update(patch()).eq('user_id', ann.id);
    expect(error?.code).toBe('42501');
  });

  it('still lets a user change their names', async () => {
    const { error } = await ann.client
      .from('user_profiles')
      .update({ first_name: 'Annie', last_name: 'Example' })
      .eq('user_id', ann.id);
    expect(error).toBeNull();
  });
});

describe('the avatars bucket', () => {
  it("is listed by nobody but the folder's own user; public URLs still serve", async () => {
    const path = `${ann.id}/listed.png`;
    expect((await ann.client.storage.from('avatars').upload(path, png(1))).error).toBeNull();
    const anon = backend.client();
    expect((await anon.storage.from('avatars').list('')).data ?? []).toEqual([]);
    expect((await anon.storage.from('avatars').list(ann.id)).data ?? []).toEqual([]);
    expect((await ben.client.storage.from('avatars').list(ann.id)).data ?? []).toEqual([]);
    const own = await ann.client.storage.from('avatars').list(ann.id);
    expect(own.data?.map((o) => o.name)).toContain('listed.png');
    const url = anon.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('two-factor users', () => {
  let email: string;
  let userId: string;
  let secret: string;
  let factorId: string;

  beforeAll(async () => {
    const user = await backend.signUp('rules-mfa', { first_name: 'Mia' });
    email = user.email;
    userId = user.id;
    expect(
      (await user.client.storage.from('avatars').upload(`${userId}/a.png`, png(9))).error,
    ).toBeNull();
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    secret = enrolled.data.totp.secret;
    factorId = enrolled.data.id;
    const verified = await user.client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret),
    });
    if (verified.error) throw verified.error;
  });

  async function passwordOnly() {
    const fresh = backend.client();
    const { error } = await fresh.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    if (error) throw error;
    return fresh;
  }

  it('reach neither their profile nor their avatars from a password-only (aal1) session', async () => {
    const aal1 = await passwordOnly();
    const profile = await aal1.from('user_profiles').select('first_name').eq('user_id', userId);
    expect(profile.data).toEqual([]);
    const update = await aal1
      .from('user_profiles')
      .update({ first_name: 'Changed' })
      .eq('user_id', userId)
      .select();
    expect(update.data ?? []).toEqual([]);
    expect((await aal1.storage.from('avatars').list(userId)).data ?? []).toEqual([]);
    const upload = await aal1.storage.from('avatars').upload(`${userId}/b.png`, png(1));
    expect(upload.error).not.toBeNull();
  });

  it('reach both once the session reached aal2', async () => {
    const session = await passwordOnly();
    const stepUp = await session.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    if (stepUp.error) throw stepUp.error;
    const profile = await session.from('user_profiles').select('first_name').eq('user_id', userId);
    expect(profile.data).toEqual([{ first_name: 'Mia' }]);
    expect((await session.storage.from('avatars').list(userId)).data?.map((o) => o.name)).toContain(
      'a.png',
    );
  });
});
