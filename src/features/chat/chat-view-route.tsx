/**
 * The app's address picks the chat view (`/threads` the threads view, anything else the
 * conversations): the navigation is the app's one, so the SDK's own view selector is not shown.
 * The threads' unread count is reported for the navigation's Threads tab.
 */
import { useEffect } from 'react';
import { useChatContext, useChatViewContext } from 'stream-chat-react';
import { setUnreadThreads } from '../../core/chat/unread-threads.ts';

export function ChatViewRoute({ view }: { view: 'channels' | 'threads' }) {
  const { setActiveChatView } = useChatViewContext();
  const { client } = useChatContext();
  useEffect(() => setActiveChatView(view), [view, setActiveChatView]);
  useEffect(() => {
    return client.threads.state.subscribeWithSelector(
      (state) => ({ unread: state.unreadThreadCount }),
      ({ unread }) => setUnreadThreads(unread),
    );
  }, [client]);
  return null;
}
