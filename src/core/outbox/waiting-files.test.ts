import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment, Channel, Message } from 'stream-chat';
import { keepShare, readShare } from '../share/kept-shares.ts';
import { forgetSentShares, waitingPictures } from '../share/shared-pictures.ts';
import { openDeviceCopyDb, type DeviceCopyDb } from '../device-copy/schema.ts';
import { keepWaitingFile, readDeviceFile } from '../device-copy/device-files.ts';
import {
  DEVICE_FILE,
  forgetFilesOf,
  withUploadedFiles,
  type WaitingRecording,
} from './waiting-files.ts';

async function shareWithPicture() {
  const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  return keepShare({
    title: '',
    text: 'look',
    url: '',
    pictures: [{ name: 'a.png', type: 'image/png', size: 3, blob }],
  });
}

function channelAnswering(uploads: Partial<Pick<Channel, 'sendImage' | 'sendFile'>>): Channel {
  return uploads as unknown as Channel;
}

const opened: Promise<DeviceCopyDb> = openDeviceCopyDb('voice-user', {
  onVersionChange: () => undefined,
  onLost: () => undefined,
});
const withDatabase = async <T>(job: (db: DeviceCopyDb) => Promise<T>) => job(await opened);

describe('a message carrying shared pictures', () => {
  it('goes with each picture uploaded in its place, and then the share leaves the device', async () => {
    const share = await shareWithPicture();
    const sendImage = vi.fn(async () => ({ file: 'https://cdn.example/a.png', duration: '1' }));
    const message: Message = { id: 'm1', text: 'look', attachments: waitingPictures(share) };
    const ready = await withUploadedFiles(channelAnswering({ sendImage }), message, withDatabase);
    expect(sendImage).toHaveBeenCalledTimes(1);
    expect(ready.attachments).toEqual([
      expect.objectContaining({ type: 'image', image_url: 'https://cdn.example/a.png' }),
    ]);
    expect(JSON.stringify(ready)).not.toContain('parley_shared_picture');
    await forgetFilesOf(message, withDatabase);
    expect(await readShare(share.id)).toBeUndefined();
  });

  it('waits (the upload error reaches the deliverer) when the upload fails', async () => {
    const share = await shareWithPicture();
    const offline = channelAnswering({
      sendImage: vi.fn(() => Promise.reject(new Error('Network Error'))),
    });
    const message: Message = { id: 'm2', attachments: waitingPictures(share) };
    await expect(withUploadedFiles(offline, message, withDatabase)).rejects.toThrow(
      'Network Error',
    );
    expect(await readShare(share.id)).toBeDefined();
  });

  it('is refused, never sent without its picture, once the picture left the device', async () => {
    const share = await shareWithPicture();
    const message: Message = { id: 'm3', attachments: waitingPictures(share) };
    await forgetSentShares(message);
    await expect(
      withUploadedFiles(channelAnswering({ sendImage: vi.fn() }), message, withDatabase),
    ).rejects.toMatchObject({ response: { data: { code: 4 } } });
  });

  it('is left as it is when nothing waits', async () => {
    const message: Message = { id: 'm4', text: 'plain' };
    expect(await withUploadedFiles(channelAnswering({}), message, withDatabase)).toBe(message);
  });
});

describe('a message carrying a voice message recorded offline', () => {
  const waiting = (fields: Omit<WaitingRecording, 'type'>): Attachment => ({
    type: 'voiceRecording',
    ...fields,
  });
  const recording = () =>
    new File([new Uint8Array([82, 73, 70, 70])], 'audio_recording.wav', { type: 'audio/wav' });

  it('goes with the recording uploaded, its duration and waveform kept, and then it leaves the device', async () => {
    const id = await withDatabase((db) => keepWaitingFile(db, recording()));
    const sendFile = vi.fn(async () => ({ file: 'https://cdn.example/v.wav', duration: '1' }));
    const message: Message = {
      id: 'm5',
      attachments: [waiting({ duration: 2.5, waveform_data: [0.1, 0.9], [DEVICE_FILE]: id })],
    };
    const ready = await withUploadedFiles(channelAnswering({ sendFile }), message, withDatabase);
    expect(sendFile).toHaveBeenCalledWith(expect.any(File), 'audio_recording.wav', 'audio/wav');
    expect(ready.attachments).toEqual([
      {
        type: 'voiceRecording',
        duration: 2.5,
        waveform_data: [0.1, 0.9],
        asset_url: 'https://cdn.example/v.wav',
      },
    ]);
    expect(await withDatabase((db) => readDeviceFile(db, id))).toBeDefined();
    await forgetFilesOf(message, withDatabase);
    expect(await withDatabase((db) => readDeviceFile(db, id))).toBeUndefined();
  });

  it('is refused, never sent without its recording, once the recording is gone', async () => {
    const message: Message = {
      id: 'm6',
      attachments: [waiting({ [DEVICE_FILE]: 'waiting:gone' })],
    };
    await expect(
      withUploadedFiles(channelAnswering({ sendFile: vi.fn() }), message, withDatabase),
    ).rejects.toMatchObject({ response: { data: { code: 4 } } });
  });
});
