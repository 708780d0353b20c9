/**
 * The chat screen: the conversation list (Parley's own, list/live-list.tsx, with the SDK's
 * search above it), the open conversation (channel-view.tsx) and the threads view around the
 * app's one connected client, inside the <Chat> the app gives it. Loaded only once the
 * connection is up; the conversation and the threads view are chunks of their own, fetched when
 * shown.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  ChatView,
  Search,
  useChatContext,
  useStateStore,
  WithComponents,
  type SearchSourceResultListProps,
} from 'stream-chat-react';
import type { SearchController, SearchControllerState } from 'stream-chat';
import 'stream-chat-react/dist/css/index.css';
import { useColorScheme } from './use-color-scheme.ts';
import { ActiveChannelSync } from './route-sync.tsx';
import { ChatViewRoute } from './chat-view-route.tsx';
import { LazyThreadsView } from './threads/lazy-threads.tsx';
import { ThreadChannel } from './conversation/sending/thread-channel.tsx';
import { NewConversationDialog } from './start/new-conversation.tsx';
import type { StartMode } from './start/start-mode.ts';
import { FirstSteps } from './start/first-steps.tsx';
import { SEARCH_RESULT_ITEMS, SearchResultList } from './search/search-result-list.tsx';
import { ChannelResult } from './list/channel-result.tsx';
import './search/search.css';
import { LiveList } from './list/live-list.tsx';
import { NoConversations } from './start/no-conversations.tsx';
import type { ChatIntent } from './start/chat-intent.ts';
import { ListTools, NEW_CONVERSATION_KEY } from './list/list-tools.tsx';
import { listWordsLoaded } from './list/list-words.ts';
import { openConversation } from './list/open-conversation.ts';
import './chat.css';
import { EmptyChannel } from './empty-channel.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { afterFirstPaint } from '../../lib/page-moments/after-first-paint.ts';
import { useModule } from '../../lib/module-slot.ts';
import { channelView } from './conversation/channel-view-slot.ts';
import { useConversationFocus } from './conversation-focus.ts';
import { useEscapeStaysPut } from './escape-stays-put.ts';
import { CONVERSATION_REGION } from '../../lib/focus-target.ts';

/**
 * What a conversation needs, made ready once the list has painted: a tap opens it at once. (The
 * device's search index is built at the first search: built at start, it doubled the start's
 * blocking time.)
 */
function readyToOpen(): void {
  void channelView.load().catch(() => undefined);
}

/** The search's results, as listboxes (search-result-list.tsx); conversations as the list's rows. */
const RESULT_ITEMS = { ...SEARCH_RESULT_ITEMS, channels: ChannelResult };
const SEARCH_OVERRIDES = {
  SearchSourceResultList: (props: SearchSourceResultListProps) => (
    <SearchResultList {...props} SearchResultItems={RESULT_ITEMS} />
  ),
};

const searchActive = (state: SearchControllerState) => ({ active: state.isActive });

interface ChatPageProps {
  channel?: { type: string; id: string };
  threadId?: string;
  /** The threads view in place of the conversations. */
  view?: 'threads';
  /** Opens with the new-conversation dialog (the manifest's shortcut). */
  start?: 'new-conversation';
  /** More buttons for the tools above the list, after "New conversation". */
  listTools?: ReactNode;
  /** What was asked of the list before this page was there, done as it opens. */
  intent?: ChatIntent | null;
}

/**
 * Carries over what the list before this page was doing: the search field's focus and text go to
 * the SDK's search, the archive switch's focus to its own.
 */
function useIntentCarried(intent: ChatIntent | null | undefined, search: SearchController): void {
  // In the commit that removes the list's field, so no key typed in between falls on the page.
  useLayoutEffect(() => {
    if (intent?.kind === 'search') {
      const input = document.querySelector<HTMLInputElement>('.str-chat__search-bar__input');
      if (intent.text) {
        search.activate();
        search.search(intent.text);
      }
      input?.focus();
    } else if (intent?.kind === 'archived') {
      document.querySelector<HTMLElement>('.chat-sidebar-tools [aria-pressed]')?.focus();
    }
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The SDK theme class that follows the device's colour scheme, for the app's <Chat>. */
export function useChatTheme(): string {
  return useColorScheme() === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light';
}

export function ChatPage({ channel, threadId, view, start, listTools, intent }: ChatPageProps) {
  const [showArchived, setShowArchived] = useState(intent?.kind === 'archived');
  const [starting, setStarting] = useState<StartMode | null>(
    start === 'new-conversation' ? 'person' : intent?.kind === 'start' ? intent.mode : null,
  );
  const { searchController, theme } = useChatContext('ChatPage');
  useIntentCarried(intent, searchController);
  const { active: searching } = useStateStore(searchController.state, searchActive);
  const words = listWordsLoaded();
  const activeCid = channel ? `${channel.type}:${channel.id}` : null;
  const onOpen = useCallback(
    (cid: string) => {
      if (cid !== activeCid) openConversation(cid);
    },
    [activeCid],
  );
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
                <ListTools
                  onStart={() => setStarting('person')}
                  archived={showArchived}
                  onToggleArchived={() => setShowArchived((v) => !v)}
                  more={listTools}
                />
                <FirstSteps shown={!showArchived} onStart={setStarting}>
                  <div className={`str-chat ${theme} str-chat__channel-list`}>
                    <div className="str-chat__channel-list__header">
                      <div className="str-chat__channel-list__header__title">
                        {words?.word('Chats')}
                      </div>
                    </div>
                    <WithComponents overrides={SEARCH_OVERRIDES}>
                      <Search />
                    </WithComponents>
                    {words && !searching ? (
                      <LiveList
                        key={showArchived ? 'archived' : 'inbox'}
                        archived={showArchived}
                        activeCid={activeCid}
                        words={words}
                        empty={<NoConversations label={words.word('No conversations yet')} />}
                        onOpen={onOpen}
                      />
                    ) : null}
                  </div>
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
            <LazyThreadsView ThreadChannel={ThreadChannel} />
          </ChatView.Threads>
        </ChatView>
      </div>
      {starting ? (
        <NewConversationDialog
          mode={starting}
          returnFocus={
            intent?.kind === 'start'
              ? [intent.opener, NEW_CONVERSATION_KEY]
              : [NEW_CONVERSATION_KEY]
          }
          onClose={() => setStarting(null)}
        />
      ) : null}
    </>
  );
}
