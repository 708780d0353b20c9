/**
 * The SDK's <Chat> with Parley's component overrides (flag with a reason and moderator bans in
 * the message actions, locally drawn location maps, live location updates, a send that stays
 * live during uploads, a poll dialog that says its vote-limit rules, shared pictures and voice
 * messages drawn from the device while they wait for their upload, voice messages played from
 * the device once kept there, message buttons that get focus back from the
 * menus they open, reactions and quotes named by what they show, a voice recorder with a length limit and words
 * for a refused microphone) and the app-wide toasts in the
 * spec's words.
 */
import type { ComponentProps } from 'react';
import { Chat, WithComponents, type AttachmentProps } from 'stream-chat-react';
import type { Attachment } from 'stream-chat';
import { isWaitingPicture } from '../../core/share/shared-pictures.ts';
import { isWaitingRecording } from '../../core/outbox/waiting-files.ts';
import { WaitingPictures } from '../../features/share/waiting-pictures.tsx';
import { LiveLocationSharing } from '../../features/location/live-location-sharing.tsx';
import { LocationAwareAttachment } from '../../features/location/location-attachment.tsx';
import { LocalShareLocationDialog } from '../../features/location/share-location-dialog.tsx';
import { ParleyMessageActions } from '../../features/moderation/message-actions.tsx';
import { OptionsFocusReturn } from '../../features/chat/conversation/messages/message-options-focus.tsx';
import { CountedMessageReactions } from '../../features/chat/conversation/messages/message-reactions.tsx';
import { NamedQuotedMessage } from '../../features/chat/conversation/messages/quoted-message.tsx';
import { LazyPollCreationDialog } from '../../features/polls/lazy-poll-creation-dialog.tsx';
import { AppNotices } from '../../features/notices/app-notices.tsx';
import { LazyVoiceRecorder } from '../../features/voice/lazy-voice-recorder.tsx';
import { RecordButton } from '../../features/voice/record-button.tsx';
import {
  DeviceVoiceRecording,
  WaitingRecordings,
} from '../../features/voice/device-voice-recording.tsx';
import {
  UploadAwareSendButton,
  UploadAwareTextareaComposer,
} from '../../features/chat/conversation/sending/send-during-upload.tsx';

const isWaiting = (attachment: Attachment): boolean =>
  isWaitingPicture(attachment) || isWaitingRecording(attachment);

/**
 * Files still waiting for their upload (shared pictures, voice messages recorded offline) are
 * drawn from the device; voice messages play from the device when it keeps them; the rest as usual.
 */
function ParleyAttachment(props: AttachmentProps) {
  const rest = props.attachments.filter((attachment) => !isWaiting(attachment));
  const shown = <LocationAwareAttachment {...props} VoiceRecording={DeviceVoiceRecording} />;
  if (rest.length === props.attachments.length) return shown;
  const pictures = props.attachments.filter(isWaitingPicture);
  const recordings = props.attachments.filter(isWaitingRecording);
  return (
    <>
      {pictures.length > 0 ? <WaitingPictures attachments={pictures} /> : null}
      {recordings.length > 0 ? <WaitingRecordings attachments={recordings} /> : null}
      {rest.length > 0 ? (
        <LocationAwareAttachment
          {...props}
          attachments={rest}
          VoiceRecording={DeviceVoiceRecording}
        />
      ) : null}
    </>
  );
}

/** The moderation feature's message actions, whose buttons get focus back from what they open. */
function FocusReturningMessageActions() {
  return (
    <OptionsFocusReturn>
      <ParleyMessageActions />
    </OptionsFocusReturn>
  );
}

const OVERRIDES = {
  MessageActions: FocusReturningMessageActions,
  Attachment: ParleyAttachment,
  ShareLocationDialog: LocalShareLocationDialog,
  SendButton: UploadAwareSendButton,
  TextareaComposer: UploadAwareTextareaComposer,
  PollCreationDialog: LazyPollCreationDialog,
  MessageReactions: CountedMessageReactions,
  QuotedMessage: NamedQuotedMessage,
  AudioRecorder: LazyVoiceRecorder,
  StartRecordingAudioButton: RecordButton,
};

export function ParleyChat({ children, ...props }: ComponentProps<typeof Chat>) {
  return (
    <WithComponents overrides={OVERRIDES}>
      <Chat {...props}>
        <AppNotices />
        <LiveLocationSharing />
        {children}
      </Chat>
    </WithComponents>
  );
}
