/**
 * A shared picture rides in its message as an attachment that names where it waits on the device
 * (`parley_shared_picture`: the share and the picture's place in it), one of the waiting files
 * the outbox uploads before their message (core/outbox/waiting-files.ts). Once the message is
 * delivered the share is gone from the device.
 */
import type { Attachment, Message } from 'stream-chat';
import { forgetShare, holdShare, readShare, type KeptShare } from './kept-shares.ts';
import type { SharedPicture } from './share-form.ts';

export const SHARED_PICTURE = 'parley_shared_picture';

export type WaitingPicture = Attachment & { [SHARED_PICTURE]: string };

const keyOf = (shareId: string, index: number): string => `${shareId}#${index}`;
const placeOf = (key: string): { shareId: string; index: number } => {
  const at = key.lastIndexOf('#');
  return { shareId: key.slice(0, at), index: Number(key.slice(at + 1)) };
};

export function isWaitingPicture(attachment: unknown): attachment is WaitingPicture {
  return typeof (attachment as Partial<WaitingPicture> | null)?.[SHARED_PICTURE] === 'string';
}

/** The share's pictures as the attachments a message carries while they wait. */
export function waitingPictures(share: KeptShare): WaitingPicture[] {
  if (!('pictures' in share)) return [];
  return share.pictures.map((picture, index) => ({
    type: 'image',
    fallback: picture.name,
    mime_type: picture.type,
    file_size: picture.size,
    [SHARED_PICTURE]: keyOf(share.id, index),
  }));
}

/** The picture a waiting attachment names, while its share is on the device. */
export async function sharedPicture(
  attachment: WaitingPicture,
): Promise<SharedPicture | undefined> {
  const { shareId, index } = placeOf(attachment[SHARED_PICTURE]);
  const share = await readShare(shareId);
  return share && 'pictures' in share ? share.pictures[index] : undefined;
}

/** The shares whose pictures the message carries. */
const sharesOf = (message: Message): string[] => [
  ...new Set(
    (message.attachments ?? [])
      .filter(isWaitingPicture)
      .map((attachment) => placeOf(attachment[SHARED_PICTURE]).shareId),
  ),
];

/** After its message went out: the shares whose pictures it carried leave the device. */
export async function forgetSentShares(message: Message): Promise<void> {
  await Promise.all(sharesOf(message).map((id) => forgetShare(id).catch(() => undefined)));
}

/**
 * While the message waits in the outbox the shares of its pictures are held from the day-old
 * sweep (`held` true), and let go once it no longer waits unsent (`held` false).
 */
export async function holdSharesOf(message: Message, held: boolean): Promise<void> {
  await Promise.all(sharesOf(message).map((id) => holdShare(id, held)));
}
