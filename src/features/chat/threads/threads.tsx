/**
 * Everything thread-shaped on the chat screen: the open thread beside a conversation and the
 * threads view. Loaded through lazy-threads.tsx the first time either opens, because the SDK's
 * thread list and thread bring the virtualised list (react-virtuoso) nothing else needs.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Thread as ThreadState } from 'stream-chat';
import {
  ChatView,
  EmptyStateIndicator,
  Thread,
  ThreadHeader,
  ThreadList,
  useActiveThread,
  useComponentContextIcons,
  useThreadsViewContext,
  WithComponents,
  type EmptyStateIndicatorProps,
  type MessageComposerProps,
  type ThreadHeaderProps,
} from 'stream-chat-react';
import { t } from '../../../lib/i18n/translate.ts';
import { BackButton } from '../back-button.tsx';
import { HideMutedMessages } from '../muted-message.tsx';
import { renderText } from '../../../ui/markdown/render-text.tsx';
import { ThreadKeeper } from './thread-keeper.tsx';
import { ThreadListItem } from './thread-list-item.tsx';

// Parley's renderer is also swapped in at build time (scripts/vite-plugins/light-markdown.ts);
// passed here through the documented props too, so an SDK change that breaks the swap costs
// bytes, never how messages read. A thread's composer records voice messages as the
// conversation's does.
const THREAD_PROPS = {
  additionalMessageListProps: { renderText },
  additionalParentMessageProps: { renderText },
  additionalMessageComposerProps: { audioRecordingEnabled: true },
};

interface ChannelThreadProps {
  overrideSubmitHandler: MessageComposerProps['overrideSubmitHandler'];
}

/** A thread whose composer sends with the send it is given. */
function SendingThread({ overrideSubmitHandler }: ChannelThreadProps) {
  const props = useMemo(
    () => ({
      ...THREAD_PROPS,
      additionalMessageComposerProps: {
        ...THREAD_PROPS.additionalMessageComposerProps,
        overrideSubmitHandler,
      },
    }),
    [overrideSubmitHandler],
  );
  return <Thread {...props} />;
}

/**
 * The thread beside its conversation, whose composer sends as the conversation's does (the
 * conversation gives its send: a reply written offline is kept before it shows).
 */
export function ChannelThread({ overrideSubmitHandler }: ChannelThreadProps) {
  return (
    <>
      <ThreadKeeper />
      <SendingThread overrideSubmitHandler={overrideSubmitHandler} />
    </>
  );
}

/** On a phone the open thread takes the screen: its header has the way back to the list. */
function ThreadsViewHeader(props: ThreadHeaderProps) {
  const { setActiveThread } = useThreadsViewContext();
  return (
    <div className="threads-view-header">
      <BackButton label={t('Back to threads')} onClick={() => setActiveThread(undefined)} />
      <ThreadHeader {...props} />
    </div>
  );
}

/**
 * The threads view before a thread is chosen: the SDK's icon and words, as a paragraph. The SDK
 * marks its paragraph a list item though no list holds it there (axe's aria-required-parent).
 */
function NoThreadChosen({ messageText }: EmptyStateIndicatorProps) {
  const { IconMessageBubble } = useComponentContextIcons();
  return (
    <div className="str-chat__empty-channel">
      <IconMessageBubble />
      <p className="str-chat__empty-channel-text">{messageText}</p>
    </div>
  );
}

const THREADS_VIEW_OVERRIDES = {
  ThreadListItemUI: ThreadListItem,
  EmptyStateIndicator: NoThreadChosen,
};
// The open thread's own lists keep the SDK's empty state.
const OPEN_THREAD_OVERRIDES = { ThreadHeader: ThreadsViewHeader, EmptyStateIndicator };

export interface ThreadsViewProps {
  /**
   * The channel an open thread lives in, given by what shows the view (as the conversation gives
   * its thread its send): it gives the thread the send its composer uses.
   */
  ThreadChannel: ComponentType<{
    thread: ThreadState;
    children: (overrideSubmitHandler: ChannelThreadProps['overrideSubmitHandler']) => ReactNode;
  }>;
}

/**
 * The open thread, in the channel it is given; with none open, the SDK's adapter says to choose
 * one (or waits for the list).
 */
function OpenThread({ ThreadChannel }: ThreadsViewProps) {
  const { activeThread } = useThreadsViewContext();
  useActiveThread({ activeThread });
  if (!activeThread) return <ChatView.ThreadAdapter />;
  return (
    <ThreadChannel thread={activeThread}>
      {(overrideSubmitHandler) => (
        <HideMutedMessages>
          <WithComponents overrides={OPEN_THREAD_OVERRIDES}>
            <SendingThread overrideSubmitHandler={overrideSubmitHandler} />
          </WithComponents>
        </HideMutedMessages>
      )}
    </ThreadChannel>
  );
}

export function ThreadsView({ ThreadChannel }: ThreadsViewProps) {
  return (
    <WithComponents overrides={THREADS_VIEW_OVERRIDES}>
      <ThreadList />
      <OpenThread ThreadChannel={ThreadChannel} />
    </WithComponents>
  );
}
