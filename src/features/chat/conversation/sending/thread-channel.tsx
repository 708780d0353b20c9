/**
 * The channel a thread opened in the threads view lives in, sending as a conversation does. The
 * SDK's ChatView.ThreadAdapter puts the thread in a <Channel> of its own with the SDK's requests:
 * a reply written there offline showed before anything was kept, failed, and never said it waited.
 * Here its requests are Parley's (send-or-queue.ts), its composer keeps a reply before it shows
 * (use-kept-first-submit.ts), and a waiting reply says so (queued-message-status.tsx).
 */
import type { ReactNode } from 'react';
import type { Thread } from 'stream-chat';
import {
  Channel,
  ThreadContext,
  WithComponents,
  type MessageComposerProps,
} from 'stream-chat-react';
import { QueuedMessageStatus } from './queued-message-status.tsx';
import { OUTBOX_REQUESTS } from './send-or-queue.ts';
import { useKeptFirstSubmit } from './use-kept-first-submit.ts';

type Submit = NonNullable<MessageComposerProps['overrideSubmitHandler']>;

export interface ThreadChannelProps {
  thread: Thread;
  /** The thread, given the send its composer uses. */
  children: (overrideSubmitHandler: Submit) => ReactNode;
}

const OVERRIDES = { MessageStatus: QueuedMessageStatus };

function WithKeptFirstSubmit({ children }: Pick<ThreadChannelProps, 'children'>) {
  return children(useKeptFirstSubmit());
}

export function ThreadChannel({ thread, children }: ThreadChannelProps) {
  return (
    <ThreadContext value={thread}>
      <Channel channel={thread.channel} {...OUTBOX_REQUESTS}>
        <WithComponents overrides={OVERRIDES}>
          <WithKeptFirstSubmit>{children}</WithKeptFirstSubmit>
        </WithComponents>
      </Channel>
    </ThreadContext>
  );
}
