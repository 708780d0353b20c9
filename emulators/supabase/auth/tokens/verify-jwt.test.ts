import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, base64url, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys, type SupabaseKeys } from '../../keys.ts';
import { InvalidJwtError, verifyJwt } from './verify-jwt.ts';

let dir: string;
let keys: SupabaseKeys;
let other: SupabaseKeys;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parley-verify-'));
  keys = await loadOrCreateKeys(path.join(dir, 'a'));
  other = await loadOrCreateKeys(path.join(dir, 'b'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function es256(signer: SupabaseKeys, kid: string, exp: number): Promise<string> {
  return new SignJWT({ sub: 'user', role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(await importJWK(signer.signingKey.privateJwk, 'ES256'));
}

async function reason(token: string): Promise<string> {
  const error = await verifyJwt(keys, token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidJwtError);
  return (error as InvalidJwtError).reason;
}

const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('verifyJwt', () => {
  it('accepts our ES256 access tokens and the HS256 API keys', async () => {
    const claims = await verifyJwt(keys, await es256(keys, keys.signingKey.kid, future()));
    expect(claims).toMatchObject({ sub: 'user', role: 'authenticated' });
    expect((await verifyJwt(keys, keys.anonKey)).role).toBe('anon');
    expect((await verifyJwt(keys, keys.serviceRoleKey)).role).toBe('service_role');
  });

  it('names why a token is refused', async () => {
    expect(await reason(await es256(keys, keys.signingKey.kid, 1_600_000_000))).toBe('expired');
    expect(await reason(await es256(other, keys.signingKey.kid, future()))).toBe('bad_signature');
    expect(await reason(await es256(other, other.signingKey.kid, future()))).toBe('unknown_key');
    expect(await reason(other.anonKey)).toBe('bad_signature');
    const none = `${base64url.encode('{"alg":"none"}')}.${base64url.encode('{"role":"service_role"}')}.`;
    expect(await reason(none)).toBe('unsupported_algorithm');
    expect(await reason('garbage')).toBe('malformed');
    expect(await reason('')).toBe('malformed');
  });
});
