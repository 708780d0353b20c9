/**
 * Files kept with the person's chat, in their database, so they go with it at sign-out: a voice
 * message recorded without the network waits here until its message is sent; the audio of
 * received voice messages is kept here, the most recent few, to play offline
 * (docs/voice-messages.md says why this bound).
 */
import type { DeviceCopyDb, StoredFile } from './schema.ts';

/** Runs a job on the signed-in person's database: a tab's device copy, or the worker's. */
export type WithDatabase = <T>(job: (db: DeviceCopyDb) => Promise<T>) => Promise<T>;

export interface HeardAudioBound {
  files: number;
  bytes: number;
}

/** The most recent 40 received voice messages, and never more than 25 MB of them. */
export const HEARD_AUDIO_BOUND: HeardAudioBound = { files: 40, bytes: 25 * 1024 * 1024 };

/** Keeps a recording until its message is sent; answers its id. */
export async function keepWaitingFile(db: DeviceCopyDb, file: File): Promise<string> {
  const id = `waiting:${crypto.randomUUID()}`;
  const tx = db.transaction('files', 'readwrite', { durability: 'strict' });
  await tx.store.put({
    id,
    kind: 'waiting',
    blob: file,
    name: file.name,
    type: file.type,
    size: file.size,
    keptAt: Date.now(),
  });
  await tx.done;
  return id;
}

export async function readDeviceFile(
  db: DeviceCopyDb,
  id: string,
): Promise<StoredFile | undefined> {
  return db.get('files', id);
}

export async function forgetDeviceFiles(db: DeviceCopyDb, ids: string[]): Promise<void> {
  const tx = db.transaction('files', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/**
 * Where received audio is kept: its link without the query, which a CDN's signature (renewed
 * whenever the message is read again) would change.
 */
export function heardAudioId(url: string): string {
  const link = new URL(url);
  return `heard:${link.origin}${link.pathname}`;
}

/** Keeps a received voice message's audio; the oldest kept go beyond the bound. */
export async function keepHeardAudio(
  db: DeviceCopyDb,
  url: string,
  blob: Blob,
  bound: HeardAudioBound = HEARD_AUDIO_BOUND,
): Promise<void> {
  if (blob.size > bound.bytes) return;
  const tx = db.transaction('files', 'readwrite');
  const id = heardAudioId(url);
  const others = (await tx.store.index('kind').getAll('heard')).filter((file) => file.id !== id);
  others.sort((a, b) => b.keptAt - a.keptAt);
  // Later than any kept before, even within the same millisecond: the order is the eviction's.
  const keptAt = Math.max(Date.now(), (others[0]?.keptAt ?? 0) + 1);
  await tx.store.put({
    id,
    kind: 'heard',
    blob,
    name: '',
    type: blob.type,
    size: blob.size,
    keptAt,
  });
  let bytes = blob.size;
  for (const [index, file] of others.entries()) {
    bytes += file.size;
    if (index + 1 >= bound.files || bytes > bound.bytes) await tx.store.delete(file.id);
  }
  await tx.done;
}
