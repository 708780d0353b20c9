/**
 * Parley's poll creation dialog (poll-creation-dialog.tsx), fetched the first time someone picks
 * Poll: it brings stream-chat-react's dialog, which nothing else on the chat route needs. The
 * whole dialog arrives in one piece, so it finds the SDK's settings list when it mounts.
 */
import { lazy, Suspense } from 'react';
import type { PollCreationDialogProps } from 'stream-chat-react';

const Dialog = lazy(() =>
  import('./poll-creation-dialog.tsx').then((m) => ({ default: m.ParleyPollCreationDialog })),
);

export function LazyPollCreationDialog(props: PollCreationDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
