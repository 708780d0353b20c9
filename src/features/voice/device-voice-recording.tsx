/**
 * Voice messages in a conversation, played from the device when it has them: a received one
 * kept there plays offline, and one recorded without the network shows as waiting, with a
 * player for the recording it keeps (device-audio.ts).
 */
import { useEffect, useState } from 'react';
import type { Attachment } from 'stream-chat';
import { VoiceRecording, type VoiceRecordingProps } from 'stream-chat-react';
import type { WaitingRecording } from '../../core/outbox/waiting-files.ts';
import { t } from '../../lib/i18n/translate.ts';
import { audioOf } from './device-audio.ts';
import './voice.css';

/** The address the player plays: an object URL for the device's copy, made and let go here. */
function usePlayable(attachment: Attachment): string | undefined {
  const [src, setSrc] = useState<string>();
  const { asset_url: link } = attachment;
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    void audioOf(attachment).then((audio) => {
      if (!live) return;
      if (audio instanceof Blob) setSrc((made = URL.createObjectURL(audio)));
      else setSrc(audio);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // The same audio while its link and waiting place stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, (attachment as Partial<WaitingRecording>).parley_device_file]);
  return src;
}

/** In place of the SDK's VoiceRecording: the same player, fed from the device when it can. */
export function DeviceVoiceRecording({ attachment, isQuoted }: VoiceRecordingProps) {
  const src = usePlayable(attachment);
  if (isQuoted || !src) return <VoiceRecording attachment={attachment} isQuoted={isQuoted} />;
  return <VoiceRecording attachment={{ ...attachment, asset_url: src }} />;
}

/** A recording waiting on the device for the network: its player, marked as waiting. */
function WaitingRecordingView({ attachment }: { attachment: WaitingRecording }) {
  const src = usePlayable(attachment);
  return (
    <div className="str-chat__message-attachment str-chat__message-attachment-dynamic-size str-chat__message-attachment--voiceRecording waiting-recording">
      {src ? (
        <div className="str-chat__attachment">
          <VoiceRecording attachment={{ ...attachment, asset_url: src }} />
        </div>
      ) : null}
      <p className="waiting-recording__note">{t('Voice message waiting for the network')}</p>
    </div>
  );
}

export function WaitingRecordings({ attachments }: { attachments: WaitingRecording[] }) {
  return (
    <div className="str-chat__attachment-list">
      {attachments.map((attachment) => (
        <WaitingRecordingView key={attachment.parley_device_file} attachment={attachment} />
      ))}
    </div>
  );
}
