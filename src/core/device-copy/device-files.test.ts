import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDeviceCopyDb } from './schema.ts';
import { heardAudioId, keepHeardAudio, keepWaitingFile, readDeviceFile } from './device-files.ts';

const opened = (userId: string) =>
  openDeviceCopyDb(userId, { onVersionChange: () => undefined, onLost: () => undefined });
const audio = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });
const link = (n: number) => `https://cdn.example/attachments/${n}.wav?Signature=s${n}`;

describe('received voice messages kept to play offline', () => {
  it('are found by their link whatever its signature', async () => {
    const db = await opened('heard-link');
    await keepHeardAudio(db, link(1), audio(3));
    const renewed = 'https://cdn.example/attachments/1.wav?Signature=renewed';
    expect((await readDeviceFile(db, heardAudioId(renewed)))?.size).toBe(3);
  });

  it('keep only the most recent within the bound, never a recording that waits to be sent', async () => {
    const db = await opened('heard-bound');
    const waiting = await keepWaitingFile(db, new File([audio(50)], 'mine.wav'));
    const bound = { files: 3, bytes: 100 };
    for (let n = 1; n <= 5; n++) await keepHeardAudio(db, link(n), audio(10), bound);
    const kept = async (n: number) => Boolean(await readDeviceFile(db, heardAudioId(link(n))));
    expect(await Promise.all([1, 2, 3, 4, 5].map(kept))).toEqual([false, false, true, true, true]);
    await keepHeardAudio(db, link(6), audio(85), bound);
    expect(await Promise.all([4, 5, 6].map(kept))).toEqual([false, true, true]);
    await keepHeardAudio(db, link(7), audio(101), bound);
    expect(await kept(7)).toBe(false);
    expect(await readDeviceFile(db, waiting)).toBeDefined();
  });
});
