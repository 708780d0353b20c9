/** The SDK's share-location dialog with a map preview and a one-minute live option. */
import { lazy, Suspense } from 'react';
import {
  ShareLocationDialog,
  type ShareGeolocationMapProps,
  type ShareLocationDialogProps,
} from 'stream-chat-react';

// Fetched when someone opens the dialog, not with every conversation.
const PositionPreview = lazy(() =>
  import('./position-preview.tsx').then((m) => ({ default: m.PositionPreview })),
);

function LazyPositionPreview(props: ShareGeolocationMapProps) {
  return (
    <Suspense fallback={null}>
      <PositionPreview {...props} />
    </Suspense>
  );
}

const MINUTE = 60_000;
// The SDK drops anything under a minute; one minute is the shortest live share it allows.
const SHARE_DURATIONS = [MINUTE, 15 * MINUTE, 60 * MINUTE, 8 * 60 * MINUTE];

export function LocalShareLocationDialog(props: ShareLocationDialogProps) {
  return (
    <ShareLocationDialog
      {...props}
      shareDurations={SHARE_DURATIONS}
      GeolocationMap={LazyPositionPreview}
    />
  );
}
