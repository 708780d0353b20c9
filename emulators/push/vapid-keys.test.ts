import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VAPID_KEYS_FILE, loadOrCreateVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded stack VAPID keys', () => {
  it('makes a P-256 pair whose public key is the point of its private key', () => {
    const keys = loadOrCreateVapidKeys(tempDir());
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
  });

  it('keeps them in a file only its owner reads, and reuses them', () => {
    const dir = tempDir();
    const first = loadOrCreateVapidKeys(dir);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('refuses a damaged key file instead of making a new pair over it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, VAPID_KEYS_FILE), JSON.stringify({ publicKey: 'abc' }));
    expect(() => loadOrCreateVapidKeys(dir)).toThrow(/not a VAPID key file/);
  });
});
