/**
 * Everything thread-shaped on the chat screen: the open thread beside a conversation and the
 * threads view. Loaded through lazy-threads.tsx the first time either opens, because the SDK's
 * thread list and thread bring the virtualised list (react-virtuoso) nothing else needs.
 */
import {
  ChatView,
  Thread,
  ThreadHeader,
  ThreadList,
  useThreadsViewContext,
  WithComponents,
  type ThreadHeaderProps,
} from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { BackButton } from './back-button.tsx';
import { HideMutedMessages } from './muted-message.tsx';
import { renderText } from './markdown/render-text.tsx';
import { ThreadKeeper } from './thread-keeper.tsx';

// Parley's renderer is also swapped in at build time (scripts/vite-plugins/light-markdown.ts);
// passed here through the documented props too, so an SDK change that breaks the swap costs
// bytes, never how messages read.
const RENDER_TEXT = {
  additionalMessageListProps: { renderText },
  additionalParentMessageProps: { renderText },
};

export function ChannelThread() {
  return (
    <>
      <ThreadKeeper />
      <Thread {...RENDER_TEXT} />
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

const THREADS_VIEW_OVERRIDES = { ThreadHeader: ThreadsViewHeader };

export function ThreadsView() {
  return (
    <>
      <ThreadList />
      <ChatView.ThreadAdapter>
        <HideMutedMessages>
          <WithComponents overrides={THREADS_VIEW_OVERRIDES}>
            <Thread {...RENDER_TEXT} />
          </WithComponents>
        </HideMutedMessages>
      </ChatView.ThreadAdapter>
    </>
  );
}
