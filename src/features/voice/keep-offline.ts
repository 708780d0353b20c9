/**
 * A recording finished with the socket down: kept on the device with the person's chat, then
 * put in the composer as a finished attachment that names where it waits, and sent. The send
 * keeps the message in the outbox, which uploads the recording before it (waiting-files.ts).
 * The SDK's own completion would upload at once, fail offline, and lose the recording.
 */
import type { LocalAttachment, LocalVoiceRecordingAttachment, MessageComposer } from 'stream-chat';
import { chatClient, deviceCopy } from '../../core/chat/chat-client.ts';
import { keepWaitingFile } from '../../core/device-copy/device-files.ts';
import { DEVICE_FILE } from '../../core/outbox/waiting-files.ts';

export const socketUp = (): boolean => Boolean(chatClient.wsConnection?.isHealthy);

/** Puts the kept recording in the composer; false when it could not be kept (it stays as it is). */
export async function keepInComposer(
  composer: MessageComposer,
  recording: LocalVoiceRecordingAttachment,
): Promise<boolean> {
  const { file, id } = recording.localMetadata;
  if (!(file instanceof File)) return false;
  const where = await deviceCopy
    .withDatabase((db) => keepWaitingFile(db, file))
    .catch(() => undefined);
  if (!where) return false;
  // The recorder's preview link goes when it is cleaned up; the bubble plays the device's copy.
  const { asset_url: _preview, localMetadata: _local, ...fields } = recording;
  const waiting = {
    ...fields,
    [DEVICE_FILE]: where,
    localMetadata: { id, file, uploadState: 'finished' },
  } as LocalAttachment;
  composer.attachmentManager.upsertAttachments([waiting]);
  return true;
}
