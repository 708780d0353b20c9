import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from './keys.ts';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-keys-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadOrCreateKeys', () => {
  it('creates the keys once, private to the owner, and reuses them after', async () => {
    const dir = tempDir();
    const first = await loadOrCreateKeys(dir);
    expect(statSync(path.join(dir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateKeys(dir)).toEqual(first);
    expect(await loadOrCreateKeys(tempDir())).not.toEqual(first);
  });

  it('issues legacy HS256 API keys for anon and service_role as the CLI does', async () => {
    const keys = await loadOrCreateKeys(tempDir());
    for (const [key, role] of [
      [keys.anonKey, 'anon'],
      [keys.serviceRoleKey, 'service_role'],
    ] as const) {
      expect(decodeProtectedHeader(key)).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = decodeJwt(key);
      expect(claims).toMatchObject({ iss: 'supabase-demo', role });
      expect((claims.exp as number) - (claims.iat as number)).toBeGreaterThan(5 * 365 * 24 * 3600);
    }
  });

  it('publishes only the public half of the ES256 key', async () => {
    const { signingKey } = await loadOrCreateKeys(tempDir());
    expect(signingKey.publicJwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      kid: signingKey.kid,
    });
    expect(signingKey.publicJwk).not.toHaveProperty('d');
    expect(typeof signingKey.privateJwk.d).toBe('string');
  });

  it('refuses a keys file it did not write', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'keys.json'), '{"jwtSecret": 1}');
    await expect(loadOrCreateKeys(dir)).rejects.toThrow(/not a Parley keys file/);
  });
});
