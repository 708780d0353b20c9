/**
 * Puts a share in a conversation's composer: its words after any draft already there, its
 * pictures as attachments that wait on the device until the message is sent (they show from the
 * device meanwhile, and can be removed like any attachment).
 */
import type { Channel, LocalAttachment } from 'stream-chat';
import type { KeptShare } from '../../core/share/kept-shares.ts';
import { shareText } from '../../core/share/share-form.ts';
import { SHARED_PICTURE, waitingPictures } from '../../core/share/shared-pictures.ts';

export function fillComposer(channel: Channel, share: KeptShare): void {
  if (!('pictures' in share)) return;
  const { textComposer, attachmentManager } = channel.messageComposer;
  const words = shareText(share);
  const draft = textComposer.text.trim();
  if (words) textComposer.setText(draft ? `${draft}\n${words}` : words);
  const shown = waitingPictures(share).map((attachment, index): LocalAttachment => {
    const picture = share.pictures[index];
    return {
      ...attachment,
      localMetadata: {
        id: attachment[SHARED_PICTURE],
        uploadState: 'finished',
        ...(picture
          ? {
              file: new File([picture.blob], picture.name, { type: picture.type }),
              previewUri: URL.createObjectURL(picture.blob),
            }
          : {}),
      },
    } as LocalAttachment;
  });
  if (shown.length > 0) attachmentManager.upsertAttachments(shown);
}
