/**
 * The SDK's <Chat> with Parley's component overrides (flag with a reason and moderator bans in
 * the message actions, locally drawn location maps, live location updates) and the app-wide
 * toasts.
 */
import type { ComponentProps } from 'react';
import { Chat, WithComponents } from 'stream-chat-react';
import { LiveLocationSharing } from '../location/live-location-sharing.tsx';
import { LocationAwareAttachment } from '../location/location-attachment.tsx';
import { LocalShareLocationDialog } from '../location/share-location-dialog.tsx';
import { ParleyMessageActions } from '../moderation/message-actions.tsx';
import { AppNotices } from './app-notices.tsx';

const OVERRIDES = {
  MessageActions: ParleyMessageActions,
  Attachment: LocationAwareAttachment,
  ShareLocationDialog: LocalShareLocationDialog,
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
