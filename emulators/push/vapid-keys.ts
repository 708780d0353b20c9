/**
 * The embedded stack's VAPID key pair (RFC 8292), which the push sender signs with and the
 * browser subscribes with: generated on the first start of a data folder, kept there readable by
 * us only and reused after, so subscriptions made earlier stay valid. Printed nowhere.
 * Both halves are in the form the `web-push` library takes: the public key the uncompressed
 * P-256 point (65 bytes), the private key the 32-byte scalar, each base64url.
 */
import webPush from 'web-push';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tightenFile, writePrivateFile } from '../shared/private-files.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Who the push services may contact about this sender (RFC 8292 `sub`). */
export const LOCAL_VAPID_SUBJECT = 'mailto:parley@localhost';

function isKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Partial<VapidKeys>;
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    Buffer.from(publicKey, 'base64url').length === 65 &&
    Buffer.from(privateKey, 'base64url').length === 32
  );
}

export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    tightenFile(file);
    const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isKeys(keys))
      throw new Error(`${file} is not a VAPID key file; delete it to have a new pair made`);
    return keys;
  }
  // Made by the push sender's own library, as `npx web-push generate-vapid-keys` makes them.
  const keys: VapidKeys = webPush.generateVAPIDKeys();
  writePrivateFile(file, JSON.stringify(keys, null, 2));
  return keys;
}
