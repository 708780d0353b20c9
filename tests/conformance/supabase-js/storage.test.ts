/**
 * The avatars bucket through supabase-js's StorageFileApi: the migration's policies (own folder
 * only), public URLs, the bucket's size and mime limits, duplicates and upsert, signed URLs and
 * delete, with Storage's error bodies.
 */
import { describe, expect, it } from 'vitest';
import { backendForFile, png } from '../../support/supabase-backend.ts';

const backend = await backendForFile();
const anon = backend.client();
const ann = await backend.signUp('storage-ann', { first_name: 'Ann' });
const ben = await backend.signUp('storage-ben', { first_name: 'Ben' });

async function publicBytes(
  path: string,
): Promise<{ status: number; type: string | null; bytes: number[] }> {
  const url = anon.storage.from('avatars').getPublicUrl(path).data.publicUrl;
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: [...new Uint8Array(await response.arrayBuffer())],
  };
}

describe('avatars bucket policies', () => {
  it('lets a user upload under their own folder and anyone download it by public URL', async () => {
    const path = `${ann.id}/avatar.png`;
    const { data, error } = await ann.client.storage.from('avatars').upload(path, png(1, 2, 3));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });

    const downloaded = await publicBytes(path);
    expect(downloaded).toEqual({
      status: 200,
      type: 'image/png',
      bytes: [0x89, 0x50, 0x4e, 0x47, 1, 2, 3],
    });
  });

  it("refuses an upload into someone else's folder with Storage's RLS error", async () => {
    const { error } = await ann.client.storage
      .from('avatars')
      .upload(`${ben.id}/avatar.png`, png(9));
    expect(error).toMatchObject({
      name: 'StorageApiError',
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const check = await publicBytes(`${ben.id}/avatar.png`);
    expect(check.status).toBe(400);
  });

  it('refuses anonymous uploads', async () => {
    const { error } = await anon.storage.from('avatars').upload(`${ann.id}/anon.png`, png(1));
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it("leaves someone else's files alone on delete", async () => {
    const { data, error } = await ben.client.storage
      .from('avatars')
      .remove([`${ann.id}/avatar.png`]);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await publicBytes(`${ann.id}/avatar.png`)).status).toBe(200);
  });

  it("refuses to overwrite someone else's file even with upsert", async () => {
    const { error } = await ben.client.storage
      .from('avatars')
      .upload(`${ann.id}/avatar.png`, png(6), { upsert: true });
    expect(error).toMatchObject({ statusCode: '403' });
    expect((await publicBytes(`${ann.id}/avatar.png`)).bytes).toEqual([
      0x89, 0x50, 0x4e, 0x47, 1, 2, 3,
    ]);
  });
});

describe('duplicates and upsert', () => {
  it('answers 409 Duplicate without upsert and replaces the file with it', async () => {
    const path = `${ben.id}/face.png`;
    expect((await ben.client.storage.from('avatars').upload(path, png(1))).error).toBeNull();

    const duplicate = await ben.client.storage.from('avatars').upload(path, png(2));
    expect(duplicate.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });

    const replaced = await ben.client.storage
      .from('avatars')
      .upload(path, png(3), { upsert: true });
    expect(replaced.error).toBeNull();
    expect((await publicBytes(path)).bytes).toEqual([0x89, 0x50, 0x4e, 0x47, 3]);

    const updated = await ben.client.storage.from('avatars').update(path, png(4));
    expect(updated.error).toBeNull();
    expect((await publicBytes(path)).bytes).toEqual([0x89, 0x50, 0x4e, 0x47, 4]);
  });

  it('accepts raw bytes with their content type', async () => {
    const path = `${ben.id}/raw.webp`;
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46]);
    const { error } = await ben.client.storage
      .from('avatars')
      .upload(path, bytes.buffer, { contentType: 'image/webp' });
    expect(error).toBeNull();
    expect(await publicBytes(path)).toEqual({ status: 200, type: 'image/webp', bytes: [...bytes] });
  });
});

describe('list', () => {
  it("lists a user's folder, and the folder itself one level up", async () => {
    const files = await ben.client.storage
      .from('avatars')
      .list(ben.id, { sortBy: { column: 'name', order: 'desc' } });
    expect(files.error).toBeNull();
    expect(files.data?.map((entry) => [entry.name, entry.metadata?.mimetype])).toEqual([
      ['raw.webp', 'image/webp'],
      ['face.png', 'image/png'],
    ]);

    const root = await ben.client.storage
      .from('avatars')
      .list('', { limit: 1000, search: ben.id.slice(0, 8) });
    expect(root.data).toEqual([
      {
        name: ben.id,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ]);
  });
});

describe('bucket limits', () => {
  it('refuses a file over the 2 MB limit', async () => {
    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' });
    const { error } = await ann.client.storage.from('avatars').upload(`${ann.id}/big.png`, big);
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('refuses a mime type the bucket does not allow', async () => {
    const text = new Blob(['hello'], { type: 'text/plain' });
    const { error } = await ann.client.storage.from('avatars').upload(`${ann.id}/note.txt`, text);
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
  });

  it('refuses keys that would leave the bucket', async () => {
    const { error } = await ann.client.storage
      .from('avatars')
      .upload(`${ann.id}/..%2F..%2Fescape.png`, png(1));
    expect(error).toMatchObject({
      statusCode: '400',
      message: `Invalid key: ${ann.id}/../../escape.png`,
    });
  });
});

describe('downloads, signed URLs and delete', () => {
  it('downloads through the authenticated route and a signed URL', async () => {
    const path = `${ann.id}/signed.png`;
    await ann.client.storage.from('avatars').upload(path, png(7));

    const download = await ann.client.storage.from('avatars').download(path);
    expect(download.error).toBeNull();
    expect([...new Uint8Array(await (download.data as Blob).arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 7,
    ]);

    const signed = await ann.client.storage.from('avatars').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl as string);
    expect(response.status).toBe(200);

    const tampered = await fetch(
      (signed.data?.signedUrl as string).replace('signed.png', 'avatar.png'),
    );
    expect(tampered.status).toBe(400);
  });

  it('answers info() and exists(), and serves ?download as an attachment', async () => {
    const path = `${ann.id}/signed.png`;
    const info = await ann.client.storage.from('avatars').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      bucketId: 'avatars',
      size: 5,
      contentType: 'image/png',
    });

    expect((await ann.client.storage.from('avatars').exists(path)).data).toBe(true);
    expect((await ann.client.storage.from('avatars').exists(`${ann.id}/nothing.png`)).data).toBe(
      false,
    );

    const url = ann.client.storage.from('avatars').getPublicUrl(path, { download: 'me.png' })
      .data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''me.png");
  });

  it('deletes own files and reports a missing object as not found', async () => {
    const path = `${ann.id}/signed.png`;
    const { data, error } = await ann.client.storage.from('avatars').remove([path]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual([path]);
    expect((await publicBytes(path)).status).toBe(400);

    const missing = await ann.client.storage.from('avatars').download(path);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});
