/** The app's API key and secret: generated on the first start of a data folder, reused after. */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tightenFile, writePrivateFile } from '../../shared/private-files.ts';

export interface ChatKeys {
  apiKey: string;
  apiSecret: string;
}

export function loadOrCreateKeys(dataDir: string): ChatKeys {
  const file = path.join(dataDir, 'keys.json');
  if (existsSync(file)) {
    tightenFile(file);
    return JSON.parse(readFileSync(file, 'utf8')) as ChatKeys;
  }
  const keys: ChatKeys = {
    apiKey: randomBytes(6).toString('hex'),
    apiSecret: randomBytes(32).toString('base64url'),
  };
  writePrivateFile(file, JSON.stringify(keys, null, 2));
  return keys;
}
