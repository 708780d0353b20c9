/**
 * Everything thread-shaped on the chat screen: the open thread beside a conversation and the
 * threads view. Loaded through lazy-threads.tsx the first time either opens, because the SDK's
 * thread list and thread bring the virtualised list (react-virtuoso) nothing else needs.
 */
import { ChatView, Thread, ThreadList } from 'stream-chat-react';
import { HideMutedMessages } from '../moderation/muted-message.tsx';

export function ChannelThread() {
  return <Thread />;
}

export function ThreadsView() {
  return (
    <>
      <ThreadList />
      <ChatView.ThreadAdapter>
        <HideMutedMessages>
          <Thread />
        </HideMutedMessages>
      </ChatView.ThreadAdapter>
    </>
  );
}
