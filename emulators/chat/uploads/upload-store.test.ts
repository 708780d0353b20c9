import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadStore } from './upload-store.ts';

const dirs: string[] = [];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-upload-store-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const meta = (owner: string, cid?: string) => ({ type: 'text/plain', owner, cid });

describe('UploadStore', () => {
  it('counts what each uploader keeps, the first save once, and a removal off again', () => {
    const store = new UploadStore(folder(), 100);
    const name = store.save('a.txt', Buffer.alloc(60), meta('dan', 'messaging:room'));
    store.save('b.txt', Buffer.alloc(10), meta('eve'));
    expect([store.usedBy('dan'), store.usedBy('eve')]).toEqual([60, 10]);
    expect([store.fits('dan', 40), store.fits('dan', 41)]).toEqual([true, false]);
    const upload = store.read(path.join(store.dir, name));
    expect(upload).toMatchObject({ owner: 'dan', cid: 'messaging:room', type: 'text/plain' });
    store.remove(upload as NonNullable<typeof upload>);
    expect(store.usedBy('dan')).toBe(0);
  });

  it('counts the uploads a folder kept from before, and keeps no channel for standalone ones', () => {
    const dir = folder();
    const name = new UploadStore(dir, 100).save('a.txt', Buffer.alloc(70), meta('dan'));
    const again = new UploadStore(dir, 100);
    expect(again.fits('dan', 31)).toBe(false);
    expect(again.read(path.join(dir, name))?.cid).toBeUndefined();
  });

  it('takes no sidecar or malformed name for an upload, and has no limit when off', () => {
    const store = new UploadStore(folder(), false);
    const names = ['x.cid', 'x.owner', 'x.type', '%E0%A4%A', '', '%2E%2E', '.'];
    expect(names.map((name) => store.locate(name)).filter(Boolean)).toEqual([]);
    expect(store.fits('dan', Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});
