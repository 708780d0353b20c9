/**
 * The stack's data folder holds keys and secrets (the chat secret, the service-role key, the
 * signing key): on a machine shared with other users it is theirs to read unless the folder is
 * 0700 and every such file 0600. Folders and files that already exist are tightened too.
 */
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';

export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Written whole or not at all (a temporary file renamed over the old one), readable by us only. */
export function writePrivateFile(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}

export function tightenFile(file: string): void {
  if (existsSync(file)) chmodSync(file, 0o600);
}
