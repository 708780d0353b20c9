/**
 * The open conversation: header, messages, composer and its thread. A chunk of its own, so the
 * conversation list (all a phone shows at `/`) renders without the message list's code.
 */
import { Suspense } from 'react';
import {
  Channel,
  MessageComposer,
  Window,
  WithComponents,
  useChannelStateContext,
  useThreadContext,
} from 'stream-chat-react';
import { ThreadSync } from '../route-sync.tsx';
import { ThreadFocusReturn } from './thread-focus-return.tsx';
import { renderText } from '../../../ui/markdown/render-text.tsx';
import { ChannelBar } from './channel-bar.tsx';
import { ChannelThread } from '../lazy-panels.tsx';
import { HideMutedMessages } from '../muted-message.tsx';
import { ChannelOpenFailed, OpenFailedContext, useChannelOpening } from './channel-opening.tsx';
import { ScreenFirstMessageList } from './screen-first-message-list.tsx';
import { QueuedMessageStatus } from './sending/queued-message-status.tsx';
import { OUTBOX_REQUESTS } from './sending/send-or-queue.ts';
import { markRead } from './mark-read.ts';
import { LiveTyping } from './live-typing.tsx';
import { useKeptFirstSubmit } from './sending/use-kept-first-submit.ts';

const OVERRIDES = { MessageStatus: QueuedMessageStatus, LoadingErrorIndicator: ChannelOpenFailed };

/**
 * The conversation's composer. The SDK saves the draft when the composer unmounts and then
 * empties it, which also empties a composer opened again before that save answered (leaving the
 * conversation and coming back, a launch into this window): the composer belongs to the
 * conversation, so what was written stays in it, and in the saved draft.
 */
function ConversationComposer() {
  return (
    <MessageComposer
      preventClearingOnUnmount
      audioRecordingEnabled
      overrideSubmitHandler={useKeptFirstSubmit()}
    />
  );
}

/** The SDK's <Thread/> once a thread is open; before that it would render nothing anyway. */
function ThreadPanel() {
  const { thread } = useChannelStateContext('ThreadPanel');
  const threadInstance = useThreadContext();
  const overrideSubmitHandler = useKeptFirstSubmit();
  if (!thread && !threadInstance) return null;
  return (
    <Suspense fallback={null}>
      <ChannelThread overrideSubmitHandler={overrideSubmitHandler} />
    </Suspense>
  );
}

export function ChannelView({ threadId }: { threadId?: string }) {
  // A conversation read from the device opens with what it holds; it is watched (and so
  // brought up to date) once the socket is up.
  const opening = useChannelOpening();
  return (
    <HideMutedMessages>
      <OpenFailedContext value={opening.failed}>
        <WithComponents overrides={OVERRIDES}>
          <Channel
            key={opening.attempt}
            initializeOnMount={opening.watch}
            {...OUTBOX_REQUESTS}
            doMarkReadRequest={markRead}
          >
            <LiveTyping>
              <ThreadSync threadId={threadId} />
              <ThreadFocusReturn />
              <Window>
                <ChannelBar />
                <ScreenFirstMessageList renderText={renderText} />
                <ConversationComposer />
              </Window>
              <ThreadPanel />
            </LiveTyping>
          </Channel>
        </WithComponents>
      </OpenFailedContext>
    </HideMutedMessages>
  );
}
