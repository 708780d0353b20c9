/**
 * The chat screen: stream-chat-react's channel list, the open conversation (channel-view.tsx)
 * and the threads view around the app's one connected client, inside the <Chat> the app gives
 * it. Loaded only once the connection is up; the conversation and the threads view are chunks
 * of their own, fetched when shown.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  ChannelList,
  ChatView,
  LoadingChannels,
  useChatContext,
  useTranslationContext,
  WithComponents,
} from 'stream-chat-react';
import 'stream-chat-react/dist/css/index.css';
import { chatClient } from '../../core/chat/chat-client.ts';
import { ActiveChannelSync } from './route-sync.tsx';
import { ChatViewRoute } from './chat-view-route.tsx';
import { LazyThreadsView } from './lazy-threads.tsx';
import { EmptyChannel, ListTools } from './list-tools.tsx';
import { useArchivedView } from './archived-view.ts';
import { ChannelListItem } from './channel-list-item.tsx';
import { SearchResultList } from './search-result-list.tsx';
import { useCacheFirstChannels } from './cache-first-channels.ts';
import { LIST_OPTIONS, LIST_SORT, listFilters } from '../../core/chat/channel-list-query.ts';
import './chat.css';
import { t } from '../../lib/i18n/translate.ts';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { moduleSlot, useModule } from '../../lib/module-slot.ts';
import { prepareLinkify } from './markdown/linkify-text.ts';
import { useConversationFocus } from './conversation-focus.ts';
import { useEscapeStaysPut } from './escape-stays-put.ts';
import { CONVERSATION_REGION } from '../../lib/focus-target.ts';

// Not lazy(): an opened conversation paints in the pass that selects it (lib/module-slot.ts).
const channelView = moduleSlot(() => import('./channel-view.tsx'));

/** What a conversation needs, made ready once the list has painted: a tap opens it at once. */
function readyToOpen(): void {
  void channelView.load().catch(() => undefined);
  prepareLinkify();
}

const LIST_OVERRIDES = {
  ChannelListItemUI: ChannelListItem,
  SearchSourceResultList: SearchResultList,
};

interface ChatPageProps {
  channel?: { type: string; id: string };
  threadId?: string;
  /** The threads view in place of the conversations. */
  view?: 'threads';
  /** Opens with the new-conversation dialog (the manifest's shortcut). */
  start?: 'new-conversation';
  /** More buttons for the tools above the list, after "New conversation". */
  listTools?: ReactNode;
  /**
   * The list at start's rows (start/start-chat.tsx), shown in the list while the SDK's loads,
   * and the open conversation's saved messages, shown until the SDK's view has it.
   */
  startRows?: ReactNode;
  startConversation?: ReactNode;
}

/**
 * The list at start's rows while the SDK's list first loads; the SDK's loading rows after that
 * (the archived list, a list loaded again), when the rows saved at start are not what it loads.
 */
function StartWhileLoading({ rows, done }: { rows: ReactNode; done: RefObject<boolean> }) {
  useEffect(
    () => () => {
      done.current = true;
    },
    [done],
  );
  return done.current ? <LoadingChannels /> : rows;
}

/**
 * The list's empty state as an option of its listbox; the SDK's own puts a listitem inside a
 * plain div there, which screen readers (and Lighthouse) reject.
 */
function NoConversations() {
  const { t: sdkT } = useTranslationContext('EmptyStateIndicator');
  return (
    <div
      className="str-chat__channel-list-empty"
      role="option"
      aria-selected="false"
      aria-disabled="true"
    >
      <p>{sdkT('No conversations yet')}</p>
    </div>
  );
}

export function ChatPage(props: ChatPageProps) {
  const { channel, threadId, view, start, listTools, startRows, startConversation } = props;
  const [showArchived] = useArchivedView();
  const startLoaded = useRef(false);
  const listOverrides = useMemo(() => {
    if (!startRows) return LIST_OVERRIDES;
    const LoadingIndicator = () => <StartWhileLoading rows={startRows} done={startLoaded} />;
    return { ...LIST_OVERRIDES, LoadingIndicator };
  }, [startRows]);
  const conversation = useModule(channelView);
  const opened = useChatContext('ChatPage').channel?.cid;
  const channelKey = channel ? `${channel.type}:${channel.id}` : null;
  // The saved messages stand in only until the SDK's view first has the conversation (state
  // set while rendering: React renders again at once, with no commit between).
  const [viewShown, setViewShown] = useState(false);
  const sdkView = !!conversation && (opened === channelKey || viewShown || !startConversation);
  if (sdkView && opened === channelKey && !viewShown) setViewShown(true);
  const userId = chatClient.userID ?? '';
  const filters = listFilters(userId, showArchived);
  const queryChannels = useCacheFirstChannels(showArchived);
  useEffect(() => afterFirstPaint(readyToOpen), []);
  const { region, onListClick } = useConversationFocus(channelKey);
  useEscapeStaysPut();

  return (
    <>
      <ActiveChannelSync target={channel} />
      <div className={`chat-layout${channel ? ' chat-layout-open' : ''}`}>
        <ChatView>
          <ChatViewRoute view={view ?? 'channels'} />
          {/* The SDK's chat view starts on the conversations: at /threads the list would mount,
              and query, only to be swapped out. */}
          {view === 'threads' ? null : (
            <ChatView.Channels>
              <aside className="chat-sidebar" aria-label={t('Conversations')} onClick={onListClick}>
                <ListTools start={start} more={listTools} />
                <WithComponents overrides={listOverrides}>
                  <ChannelList
                    key={showArchived ? 'archived' : 'inbox'}
                    filters={filters}
                    sort={LIST_SORT}
                    options={LIST_OPTIONS}
                    customQueryChannels={queryChannels}
                    showChannelSearch
                    setActiveChannelOnMount={false}
                    EmptyStateIndicator={NoConversations}
                  />
                </WithComponents>
              </aside>
              <section
                ref={region}
                id={CONVERSATION_REGION}
                className="chat-channel focus-region"
                aria-label={t('Conversation')}
              >
                {channel ? (
                  conversation && sdkView ? (
                    <conversation.ChannelView threadId={threadId} />
                  ) : (
                    (startConversation ?? null)
                  )
                ) : (
                  <EmptyChannel />
                )}
              </section>
            </ChatView.Channels>
          )}
          <ChatView.Threads>
            <LazyThreadsView />
          </ChatView.Threads>
        </ChatView>
      </div>
    </>
  );
}
