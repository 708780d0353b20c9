/**
 * The channel a thread opened in the threads view lives in, sending as a conversation does. The
 * SDK's ChatView.ThreadAdapter puts the thread in a <Channel> of its own with the SDK's requests:
 * a reply written there offline showed before anything was kept, failed, and never said it waited.
 * Here its requests are Parley's (send-or-queue.ts), its composer keeps a reply before it shows
 * (use-kept-first-submit.ts), and a waiting reply says so (queued-message-status.tsx). Its channel
 * opens as the conversation's does (channel-opening.tsx): from what the device holds, watched
 * once the socket is up, so a thread from the list kept on the device opens offline too.
 */
import type { ReactNode } from 'react';
import type { Thread } from 'stream-chat';
import {
  Channel,
  ThreadContext,
  WithComponents,
  type MessageComposerProps,
} from 'stream-chat-react';
import { ChannelOpenFailed, OpenFailedContext, useChannelOpening } from '../channel-opening.tsx';
import { LiveTyping } from '../live-typing.tsx';
import { QueuedMessageStatus } from './queued-message-status.tsx';
import { OUTBOX_REQUESTS } from './send-or-queue.ts';
import { useKeptFirstSubmit } from './use-kept-first-submit.ts';

type Submit = NonNullable<MessageComposerProps['overrideSubmitHandler']>;

export interface ThreadChannelProps {
  thread: Thread;
  /** The thread, given the send its composer uses. */
  children: (overrideSubmitHandler: Submit) => ReactNode;
}

const OVERRIDES = { MessageStatus: QueuedMessageStatus, LoadingErrorIndicator: ChannelOpenFailed };

function WithKeptFirstSubmit({ children }: Pick<ThreadChannelProps, 'children'>) {
  return children(useKeptFirstSubmit());
}

export function ThreadChannel({ thread, children }: ThreadChannelProps) {
  const opening = useChannelOpening();
  return (
    <ThreadContext value={thread}>
      <OpenFailedContext value={opening.failed}>
        <WithComponents overrides={OVERRIDES}>
          <Channel
            key={opening.attempt}
            channel={thread.channel}
            initializeOnMount={opening.watch}
            {...OUTBOX_REQUESTS}
          >
            <LiveTyping>
              <WithKeptFirstSubmit>{children}</WithKeptFirstSubmit>
            </LiveTyping>
          </Channel>
        </WithComponents>
      </OpenFailedContext>
    </ThreadContext>
  );
}
