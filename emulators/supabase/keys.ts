/**
 * The local project's secrets, generated once per data folder and reused after, so sessions and
 * API keys survive a restart: an HS256 secret for the legacy anon and service-role API keys (as
 * the Supabase CLI issues them), and an ES256 key pair that signs user access tokens and is
 * published in the JWKS, as hosted projects with asymmetric signing keys do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { privateDir, tightenFile, writePrivateFile } from '../shared/private-files.ts';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  /** Private EC P-256 JWK (d, x, y). */
  privateJwk: JWK;
  /** The public half as the JWKS publishes it. */
  publicJwk: JWK;
}

export interface SupabaseKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  signingKey: SigningKey;
  /** Opens the local mailbox (every account's mail); stack.json names it. */
  mailboxKey: string;
}

const KEYS_FILE = 'keys.json';
/** The CLI's legacy keys live for ten years; ours do the same. */
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

export async function loadOrCreateKeys(dataDir: string): Promise<SupabaseKeys> {
  const file = path.join(dataDir, KEYS_FILE);
  privateDir(dataDir);
  if (existsSync(file)) {
    tightenFile(file);
    const keys = parseKeys(readFileSync(file, 'utf8'), file);
    if (keys.mailboxKey) return keys;
    // A data folder from before the mailbox had a key gets one.
    const upgraded = { ...keys, mailboxKey: newMailboxKey() };
    writePrivateFile(file, JSON.stringify(upgraded, null, 2));
    return upgraded;
  }
  const keys = await createKeys();
  writePrivateFile(file, JSON.stringify(keys, null, 2));
  return keys;
}

const newMailboxKey = () => randomBytes(24).toString('base64url');

async function createKeys(): Promise<SupabaseKeys> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk: JWK = {
    ...(await exportJWK(publicKey)),
    kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
  return {
    jwtSecret,
    anonKey: await apiKey(jwtSecret, 'anon'),
    serviceRoleKey: await apiKey(jwtSecret, 'service_role'),
    signingKey: { kid, privateJwk, publicJwk },
    mailboxKey: newMailboxKey(),
  };
}

function apiKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + API_KEY_LIFETIME_SECONDS)
    .sign(new TextEncoder().encode(jwtSecret));
}

function parseKeys(text: string, file: string): SupabaseKeys {
  const keys = JSON.parse(text) as Partial<SupabaseKeys>;
  const signing = keys.signingKey;
  if (
    typeof keys.jwtSecret !== 'string' ||
    typeof keys.anonKey !== 'string' ||
    typeof keys.serviceRoleKey !== 'string' ||
    !signing ||
    typeof signing.kid !== 'string' ||
    typeof signing.privateJwk?.d !== 'string' ||
    typeof signing.publicJwk?.x !== 'string'
  ) {
    throw new Error(
      `${file} is not a Parley keys file; delete it (or the data folder) to start over`,
    );
  }
  return keys as SupabaseKeys;
}

const imported = new WeakMap<
  SupabaseKeys,
  Map<'sign' | 'verify', Promise<CryptoKey | Uint8Array>>
>();

/** The ES256 key as a CryptoKey for signing or verifying, imported once per keys object. */
export function es256Key(
  keys: SupabaseKeys,
  use: 'sign' | 'verify',
): Promise<CryptoKey | Uint8Array> {
  let byUse = imported.get(keys);
  if (!byUse) {
    byUse = new Map();
    imported.set(keys, byUse);
  }
  let key = byUse.get(use);
  if (!key) {
    const jwk = use === 'sign' ? keys.signingKey.privateJwk : keys.signingKey.publicJwk;
    key = importJWK(jwk, 'ES256');
    byUse.set(use, key);
  }
  return key;
}
