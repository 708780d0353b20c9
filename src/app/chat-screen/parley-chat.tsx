/**
 * The SDK's <Chat> with Parley's component overrides (flag with a reason and moderator bans in
 * the message actions, locally drawn location maps, live location updates, a send that stays
 * live during uploads, a poll dialog that says its vote-limit rules) and the app-wide toasts
 * in the spec's words.
 */
import type { ComponentProps } from 'react';
import { Chat, WithComponents } from 'stream-chat-react';
import { LiveLocationSharing } from '../../features/location/live-location-sharing.tsx';
import { LocationAwareAttachment } from '../../features/location/location-attachment.tsx';
import { LocalShareLocationDialog } from '../../features/location/share-location-dialog.tsx';
import { ParleyMessageActions } from '../../features/moderation/message-actions.tsx';
import { LazyPollCreationDialog } from '../../features/polls/lazy-poll-creation-dialog.tsx';
import { AppNotices } from '../../features/notices/app-notices.tsx';
import {
  UploadAwareSendButton,
  UploadAwareTextareaComposer,
} from '../../features/chat/send-during-upload.tsx';

const OVERRIDES = {
  MessageActions: ParleyMessageActions,
  Attachment: LocationAwareAttachment,
  ShareLocationDialog: LocalShareLocationDialog,
  SendButton: UploadAwareSendButton,
  TextareaComposer: UploadAwareTextareaComposer,
  PollCreationDialog: LazyPollCreationDialog,
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
