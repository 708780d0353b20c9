/**
 * A message's files that wait on the device for their upload ride in it as attachments naming
 * where they wait: a shared picture in its share (shared-pictures.ts), a voice message recorded
 * without the network in the person's database (`parley_device_file`, device-files.ts). Whoever
 * sends the message, the tab at once or the outbox later (a tab or the service worker), uploads
 * them first and sends the chat server's addresses in their place; a message is only ever sent
 * with every file uploaded, so nothing of it is half-sent. Once it is sent they leave the device.
 */
import type { Attachment, Channel, Message } from 'stream-chat';
import {
  forgetDeviceFiles,
  readDeviceFile,
  type WithDatabase,
} from '../device-copy/device-files.ts';
import {
  forgetSentShares,
  isWaitingPicture,
  sharedPicture,
  type WaitingPicture,
} from '../share/shared-pictures.ts';

export const DEVICE_FILE = 'parley_device_file';

export type WaitingRecording = Attachment & { [DEVICE_FILE]: string };

export function isWaitingRecording(attachment: unknown): attachment is WaitingRecording {
  return typeof (attachment as Partial<WaitingRecording> | null)?.[DEVICE_FILE] === 'string';
}

const isWaiting = (attachment: Attachment): boolean =>
  isWaitingPicture(attachment) || isWaitingRecording(attachment);

/** Why a message cannot go: a file of it left the device (its share expired or was removed). */
function fileGone(): Error {
  const message = 'a file of this message is no longer on this device';
  // A refusal as the chat server words one (code 4, input error): never retried.
  return Object.assign(new Error(message), { response: { data: { code: 4, message } } });
}

async function uploadedPicture(channel: Channel, attachment: WaitingPicture): Promise<Attachment> {
  const picture = await sharedPicture(attachment);
  if (!picture) throw fileGone();
  const file = new File([picture.blob], picture.name, { type: picture.type });
  const answer = await channel.sendImage(file, picture.name, picture.type);
  return {
    type: 'image',
    fallback: picture.name,
    mime_type: picture.type,
    file_size: picture.size,
    image_url: answer.file,
    ...(answer.thumb_url ? { thumb_url: answer.thumb_url } : {}),
  };
}

async function uploadedRecording(
  channel: Channel,
  attachment: WaitingRecording,
  withDatabase: WithDatabase,
): Promise<Attachment> {
  const kept = await withDatabase((db) => readDeviceFile(db, attachment[DEVICE_FILE]));
  if (!kept) throw fileGone();
  const file = new File([kept.blob], kept.name, { type: kept.type });
  const answer = await channel.sendFile(file, kept.name, kept.type);
  const { [DEVICE_FILE]: _where, ...recording } = attachment;
  return { ...recording, asset_url: answer.file };
}

/** The message with its waiting files uploaded; the message itself when none waits. */
export async function withUploadedFiles<M extends Message>(
  channel: Channel,
  message: M,
  withDatabase: WithDatabase,
): Promise<M> {
  const attachments = message.attachments ?? [];
  if (!attachments.some(isWaiting)) return message;
  const uploaded = await Promise.all(
    attachments.map((attachment): Attachment | Promise<Attachment> => {
      if (isWaitingPicture(attachment)) return uploadedPicture(channel, attachment);
      if (isWaitingRecording(attachment)) {
        return uploadedRecording(channel, attachment, withDatabase);
      }
      return attachment;
    }),
  );
  return { ...message, attachments: uploaded };
}

/** A message's recordings leave the device: it was sent, or deleted before it was. */
export async function forgetRecordingsOf(
  message: Message,
  withDatabase: WithDatabase,
): Promise<void> {
  const ids = (message.attachments ?? [])
    .filter(isWaitingRecording)
    .map((attachment) => attachment[DEVICE_FILE]);
  if (ids.length === 0) return;
  await withDatabase((db) => forgetDeviceFiles(db, ids)).catch(() => undefined);
}

/** After its message went out: its files leave the device. */
export async function forgetFilesOf(message: Message, withDatabase: WithDatabase): Promise<void> {
  await Promise.all([forgetSentShares(message), forgetRecordingsOf(message, withDatabase)]);
}

/**
 * Sends `message` through `send` (the tab's or the outbox's send) with its waiting files
 * uploaded first; once it is sent, they leave the device.
 */
export async function sendWithWaitingFiles<M extends Message, R>(
  channel: Channel,
  message: M,
  send: (ready: M) => Promise<R>,
  withDatabase: WithDatabase,
): Promise<R> {
  const sent = await send(await withUploadedFiles(channel, message, withDatabase));
  await forgetFilesOf(message, withDatabase);
  return sent;
}
