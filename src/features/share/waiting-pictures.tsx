/**
 * A sent message's shared pictures while they wait on the device for their upload: drawn from
 * the device, marked as waiting. Once the chat server has the message they are its own images.
 */
import { useEffect, useState } from 'react';
import { sharedPicture, type WaitingPicture } from '../../core/share/shared-pictures.ts';
import { t } from '../../lib/i18n/translate.ts';
import './share.css';

function WaitingPictureView({ attachment }: { attachment: WaitingPicture }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    void sharedPicture(attachment).then((picture) => {
      if (!live || !picture) return;
      made = URL.createObjectURL(picture.blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [attachment]);
  return (
    <figure className="waiting-picture">
      {url ? <img src={url} alt={attachment.fallback ?? ''} /> : null}
      <figcaption>{t('Picture waiting for the network')}</figcaption>
    </figure>
  );
}

export function WaitingPictures({ attachments }: { attachments: WaitingPicture[] }) {
  return (
    <div className="waiting-pictures">
      {attachments.map((attachment) => (
        <WaitingPictureView key={attachment.parley_shared_picture} attachment={attachment} />
      ))}
    </div>
  );
}
