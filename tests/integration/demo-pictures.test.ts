/**
 * The demo pictures: `npm start` (the shared test stack) has given Alice hers through the
 * storage API, served to anyone by its public URL but listed to nobody else; on a fresh backend
 * the step uploads once, then keeps what is there, and skips a user it cannot sign in as.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../emulators/demo/users.ts';
import { DEMO_PICTURE_FILE, seedDemoPictures } from '../../emulators/demo/avatars.ts';
import { startSupabase } from '../../emulators/supabase/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { SupabaseInfo } from '../../emulators/stack-types.ts';
import { client } from '../support/supabase-backend.ts';
import { removeDataDir, tempDataDir } from '../support/stack.ts';
import { testStack } from '../support/test-stack.ts';

const [alice, bob] = DEMO_USERS as [(typeof DEMO_USERS)[0], (typeof DEMO_USERS)[0]];

async function signedIn(info: Pick<SupabaseInfo, 'url' | 'anonKey'>, email: string) {
  const supabase = client(info);
  const { error } = await supabase.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return supabase;
}

async function pictureOf(info: SupabaseInfo, userId: string): Promise<string | null> {
  const { data } = await client(info, info.serviceRoleKey)
    .from('user_profiles')
    .select('profile_picture_url')
    .eq('user_id', userId)
    .single();
  return (data as { profile_picture_url: string | null }).profile_picture_url;
}

/** The width and height in a PNG's IHDR, or null when the bytes are no PNG. */
function pngSize(bytes: Uint8Array): [number, number] | null {
  const view = Buffer.from(bytes);
  if (view.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  if (view.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return [view.readUInt32BE(16), view.readUInt32BE(20)];
}

describe('the stack npm start brings up', () => {
  const stack = testStack();
  const info = {
    url: stack.supabaseUrl,
    anonKey: stack.supabaseAnonKey,
    serviceRoleKey: stack.supabaseServiceRoleKey,
    jwksUrl: stack.supabaseJwksUrl,
    mailboxUrl: stack.mailboxUrl,
    mailboxKey: stack.mailboxKey,
  };
  const expected = `${stack.supabaseUrl}/storage/v1/object/public/avatars/${alice.id}/${DEMO_PICTURE_FILE}`;

  it('gives Alice a PNG picture in her avatars folder, served to anyone by its URL', async () => {
    expect(await pictureOf(info, alice.id)).toBe(expected);
    expect(await pictureOf(info, bob.id)).toBeNull();
    const response = await fetch(expected);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual([128, 128]);
  });

  it('lists her folder to her alone', async () => {
    const anon = client(info).storage.from('avatars');
    expect((await anon.list('')).data).toEqual([]);
    expect((await anon.list(alice.id)).data).toEqual([]);

    const asAlice = (await signedIn(info, alice.email)).storage.from('avatars');
    expect((await asAlice.list(alice.id)).data?.map((entry) => entry.name)).toContain(
      DEMO_PICTURE_FILE,
    );
    const asBob = (await signedIn(info, bob.email)).storage.from('avatars');
    expect((await asBob.list(alice.id)).data).toEqual([]);
  });
});

describe('seedDemoPictures on a fresh backend', () => {
  let dataDir: string;
  let backend: ServiceHandle<SupabaseInfo>;

  beforeAll(async () => {
    dataDir = tempDataDir('parley-demo-pictures-');
    backend = await startSupabase({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      siteUrl: 'http://127.0.0.1:4173',
    });
  });

  afterAll(async () => {
    await backend?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  it('uploads once, then keeps the picture that is there', async () => {
    const url = `${backend.info.url}/storage/v1/object/public/avatars/${alice.id}/${DEMO_PICTURE_FILE}`;
    expect(await pictureOf(backend.info, alice.id)).toBeNull();
    expect(await seedDemoPictures(backend.info)).toEqual([
      { email: alice.email, result: 'uploaded', url },
    ]);
    expect(await pictureOf(backend.info, alice.id)).toBe(url);

    expect(await seedDemoPictures(backend.info)).toEqual([
      { email: alice.email, result: 'kept', url },
    ]);
    const files = await (
      await signedIn(backend.info, alice.email)
    ).storage
      .from('avatars')
      .list(alice.id);
    expect(files.data?.map((entry) => entry.name)).toEqual([DEMO_PICTURE_FILE]);
  });

  it('skips, with a warning, a user whose password was changed', async () => {
    await client(backend.info, backend.info.serviceRoleKey)
      .from('user_profiles')
      .update({ profile_picture_url: null })
      .eq('user_id', alice.id);
    const asAlice = await signedIn(backend.info, alice.email);
    const changed = await asAlice.auth.updateUser({ password: 'changed-pass-1' });
    expect(changed.error).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await seedDemoPictures(backend.info)).toEqual([
        { email: alice.email, result: 'skipped', reason: 'Invalid login credentials' },
      ]);
      expect(warn).toHaveBeenCalledWith(
        `parley: no demo picture for ${alice.email}: Invalid login credentials`,
      );
    } finally {
      warn.mockRestore();
    }
    expect(await pictureOf(backend.info, alice.id)).toBeNull();
  });
});
