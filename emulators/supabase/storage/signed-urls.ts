/**
 * Signed object URLs as Storage issues them: an HS256 JWT over `{url: "<bucket>/<name>"}` with
 * the project's JWT secret, checked against the path it is presented on.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SupabaseKeys } from '../keys.ts';
import { storageErrors } from './errors.ts';

const secret = (keys: SupabaseKeys) => new TextEncoder().encode(keys.jwtSecret);

export function signObjectUrl(keys: SupabaseKeys, url: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + Math.floor(expiresIn))
    .sign(secret(keys));
}

export async function verifyObjectUrl(
  keys: SupabaseKeys,
  token: string,
  url: string,
): Promise<void> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret(keys), { algorithms: ['HS256'] }));
  } catch (error) {
    throw error instanceof errors.JWTExpired
      ? storageErrors.expiredSignature()
      : storageErrors.invalidSignature();
  }
  if (payload.url !== url) throw storageErrors.invalidSignature();
}
