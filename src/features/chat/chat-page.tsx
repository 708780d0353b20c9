/**
 * The chat screen: stream-chat-react's channel list, the open conversation (channel-view.tsx)
 * and the threads view around the app's one connected client, inside the <Chat> the app gives
 * it. Loaded only once the connection is up; the conversation and the threads view are chunks
 * of their own, fetched when shown.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ChannelList, ChatView, useTranslationContext, WithComponents } from 'stream-chat-react';
import 'stream-chat-react/dist/css/index.css';
import { chatClient } from '../../core/chat/chat-client.ts';
import { useColorScheme } from './use-color-scheme.ts';
import { ActiveChannelSync } from './route-sync.tsx';
import { ChatViewRoute } from './chat-view-route.tsx';
import { LazyThreadsView } from './threads/lazy-threads.tsx';
import { NewConversationDialog } from './start/new-conversation.tsx';
import type { StartMode } from './start/start-mode.ts';
import { FirstSteps, useEmptyList } from './start/first-steps.tsx';
import { ChannelListItem } from './list/channel-list-item.tsx';
import { SearchResultList } from './search/search-result-list.tsx';
import './search/search.css';
import { useCacheFirstChannels } from './list/cache-first-channels.ts';
import { LIST_OPTIONS, LIST_SORT, listFilters } from '../../core/device-copy/lists/list-query.ts';
import './chat.css';
import { t } from '../../lib/i18n/translate.ts';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { moduleSlot, useModule } from '../../lib/module-slot.ts';
import { useConversationFocus } from './conversation-focus.ts';
import { useEscapeStaysPut } from './escape-stays-put.ts';
import { CONVERSATION_REGION } from '../../lib/focus-target.ts';

// Not lazy(): an opened conversation paints in the pass that selects it (lib/module-slot.ts).
const channelView = moduleSlot(() => import('./conversation/channel-view.tsx'));

/**
 * What a conversation needs, made ready once the list has painted: a tap opens it at once. (The
 * device's search index is built at the first search: built at start, it doubled the start's
 * blocking time.)
 */
function readyToOpen(): void {
  void channelView.load().catch(() => undefined);
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
}

/**
 * The list's empty state as an option of its listbox; the SDK's own puts a listitem inside a
 * plain div there, which screen readers (and Lighthouse) reject.
 */
function NoConversations() {
  const { t: sdkT } = useTranslationContext('EmptyStateIndicator');
  useEmptyList();
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

function EmptyChannel() {
  return (
    <div className="chat-empty">
      <p>{t('Choose a conversation, or start a new one.')}</p>
    </div>
  );
}

/** The SDK theme class that follows the device's colour scheme, for the app's <Chat>. */
export function useChatTheme(): string {
  return useColorScheme() === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light';
}

export function ChatPage({ channel, threadId, view, start, listTools }: ChatPageProps) {
  const [showArchived, setShowArchived] = useState(false);
  const [starting, setStarting] = useState<StartMode | null>(
    start === 'new-conversation' ? 'person' : null,
  );
  const userId = chatClient.userID ?? '';
  const filters = listFilters(userId, showArchived);
  const queryChannels = useCacheFirstChannels(showArchived);
  useEffect(() => afterFirstPaint(readyToOpen), []);
  const conversation = useModule(channelView);
  const { region, onListClick } = useConversationFocus(
    channel ? `${channel.type}:${channel.id}` : null,
  );
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
                <div className="chat-sidebar-tools">
                  <button
                    type="button"
                    className="button primary small new-conversation-button"
                    onClick={() => setStarting('person')}
                  >
                    {t('New conversation')}
                  </button>
                  {listTools}
                  <button
                    type="button"
                    className="button ghost small"
                    aria-pressed={showArchived}
                    onClick={() => setShowArchived((v) => !v)}
                  >
                    {showArchived ? t('Show inbox') : t('Show archived')}
                  </button>
                </div>
                <FirstSteps shown={!showArchived} onStart={setStarting}>
                  <WithComponents overrides={LIST_OVERRIDES}>
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
                </FirstSteps>
              </aside>
              <section
                ref={region}
                id={CONVERSATION_REGION}
                className="chat-channel focus-region"
                aria-label={t('Conversation')}
              >
                {channel ? (
                  conversation ? (
                    <conversation.ChannelView threadId={threadId} />
                  ) : null
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
      {starting ? (
        <NewConversationDialog mode={starting} onClose={() => setStarting(null)} />
      ) : null}
    </>
  );
}
