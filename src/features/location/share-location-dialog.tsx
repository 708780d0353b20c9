/** The SDK's share-location dialog with a map preview and a one-minute live option. */
import { ShareLocationDialog, type ShareLocationDialogProps } from 'stream-chat-react';
import { PositionPreview } from './position-preview.tsx';

const MINUTE = 60_000;
// The SDK drops anything under a minute; one minute is the shortest live share it allows.
const SHARE_DURATIONS = [MINUTE, 15 * MINUTE, 60 * MINUTE, 8 * 60 * MINUTE];

export function LocalShareLocationDialog(props: ShareLocationDialogProps) {
  return (
    <ShareLocationDialog
      {...props}
      shareDurations={SHARE_DURATIONS}
      GeolocationMap={PositionPreview}
    />
  );
}
