import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PendingTask } from 'stream-chat';
import { claimShare, keepShare } from '../share/kept-shares.ts';
import { SHARE_KEPT_MS } from '../share/share-action.ts';
import { sharedPicture, waitingPictures } from '../share/shared-pictures.ts';
import { forgetUnsent, keepSend } from './queue-policy.ts';
import { openDeviceCopyDb, type DeviceCopyDb } from '../device-copy/schema.ts';
import { keepWaitingFile, readDeviceFile } from '../device-copy/device-files.ts';
import { DEVICE_FILE } from './waiting-files.ts';

const opened: Promise<DeviceCopyDb> = openDeviceCopyDb('kept-files-user', {
  onVersionChange: () => undefined,
  onLost: () => undefined,
});
const withDatabase = async <T>(job: (db: DeviceCopyDb) => Promise<T>) => job(await opened);

/** An outbox that only holds its tasks, beside the person's database. */
function outbox() {
  const tasks: PendingTask[] = [];
  return {
    tasks,
    addPendingTask: (task: PendingTask) => {
      tasks.push({ ...task, id: tasks.length + 1 });
      return Promise.resolve(() => Promise.resolve());
    },
    getPendingTasks: ({ messageId }: { messageId?: string } = {}) =>
      Promise.resolve(tasks.filter((task) => !messageId || task.messageId === messageId)),
    deletePendingTask: ({ id }: { id: number }) => {
      tasks.splice(
        tasks.findIndex((task) => task.id === id),
        1,
      );
      return Promise.resolve([]);
    },
    updatePendingTask: () => Promise.resolve([]),
    softDeleteMessage: () => Promise.resolve([]),
    hardDeleteMessage: () => Promise.resolve([]),
    withDatabase,
  };
}

const picture = new Blob(['png'], { type: 'image/png' });
const content = {
  title: '',
  text: '',
  url: '',
  pictures: [{ name: 'a.png', type: 'image/png', size: 3, blob: picture }],
};
const place = { channelType: 'messaging', channelId: 'c1' };

describe('a shared picture whose message waits to be sent', () => {
  it('outlives the sweep of day-old shares until its message goes', async () => {
    const written = 1_000;
    const share = await keepShare(content, written);
    await claimShare(share.id, 'ann', written);
    const [attachment] = waitingPictures(share);
    await keepSend(outbox(), place, { id: 'm1', text: '', attachments: [attachment!] });

    // A day later a new share comes, and with it the sweep of day-old shares.
    await keepShare(content, written + SHARE_KEPT_MS + 1);

    expect(await sharedPicture(attachment!)).toMatchObject({ name: 'a.png' });
  });

  it('is swept again once its message is deleted unsent', async () => {
    const written = 1_000;
    const share = await keepShare(content, written);
    await claimShare(share.id, 'ann', written);
    const [attachment] = waitingPictures(share);
    const kept = outbox();
    await keepSend(kept, place, { id: 'm2', text: '', attachments: [attachment!] });
    await forgetUnsent(kept, 'm2');

    await keepShare(content, written + SHARE_KEPT_MS + 1);

    expect(await sharedPicture(attachment!)).toBeUndefined();
  });
});

describe('a voice message recorded offline whose message waits to be sent', () => {
  it('leaves the device with its message deleted unsent', async () => {
    const recording = new File([new Uint8Array([1, 2])], 'voice.wav', { type: 'audio/wav' });
    const id = await withDatabase((db) => keepWaitingFile(db, recording));
    const attachment = { type: 'voiceRecording', duration: 2, [DEVICE_FILE]: id };
    const kept = outbox();
    await keepSend(kept, place, { id: 'm3', text: '', attachments: [attachment] });
    expect(await withDatabase((db) => readDeviceFile(db, id))).toBeDefined();

    await forgetUnsent(kept, 'm3');

    expect(kept.tasks).toEqual([]);
    expect(await withDatabase((db) => readDeviceFile(db, id))).toBeUndefined();
  });
});
