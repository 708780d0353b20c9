/**
 * The chat screen while none of the SDK's code is needed: the conversation list drawn from the
 * device's read (saved-start.ts) in the first render, then following the chat client
 * (live-list.tsx) once it holds the person's conversations, with the same rows, so a row changes
 * in place. A tap opens the conversation's address and shows its saved messages at once
 * (saved-conversation.tsx). Laid out as the chat page lays it out, with the SDK's stylesheet, so
 * nothing moves when the chat page takes its place.
 *
 * What only the chat page does (search, the archive, starting a conversation) is asked for with
 * `onWant`: the app then brings the chat page, which carries it out.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import 'stream-chat-react/dist/css/index.css';
import '../../features/chat/chat.css';
import { CONVERSATION_REGION } from '../../lib/focus-target.ts';
import { t } from '../../lib/i18n/translate.ts';
import { afterFirstPaint } from '../../lib/page-moments/after-first-paint.ts';
import { moduleSlot, useModule } from '../../lib/module-slot.ts';
import { EmptyChannel } from '../../features/chat/empty-channel.tsx';
import { FirstSteps, firstStepKey } from '../../features/chat/start/first-steps.tsx';
import { useColorScheme } from '../../features/chat/use-color-scheme.ts';
import type { ChatIntent } from '../../features/chat/start/chat-intent.ts';
import { ConversationList, rowsOr } from '../../features/chat/list/conversation-list.tsx';
import { ConversationRow } from '../../features/chat/list/conversation-row.tsx';
import { ListTools, NEW_CONVERSATION_KEY } from '../../features/chat/list/list-tools.tsx';
import { NoConversations } from '../../features/chat/start/no-conversations.tsx';
import { openConversation } from '../../features/chat/list/open-conversation.ts';
import { savedRows } from '../../features/chat/list/saved-facts.ts';
import type { SavedStart } from '../../features/chat/list/saved-start.ts';
import { SearchField } from '../../features/chat/list/search-field.tsx';

// Apart from the list at start: they need the chat client's code, or are needed only on a tap.
const liveList = moduleSlot(() => import('../../features/chat/list/live-list.tsx'));
const savedConversation = moduleSlot(
  () => import('../../features/chat/list/saved-conversation.tsx'),
);

/**
 * Once the list has shown: the saved conversation view, so a tap opens at once, and the list that
 * follows the chat client, there well before the client is ready. Neither before: the live list
 * brings the chat client's code, and running it then held the first screen up (the connection
 * waits for the first screen for the same reason).
 */
function readyForWhatComes(): void {
  void savedConversation.load().catch(() => undefined);
  void liveList.load().catch(() => undefined);
}

function SavedConversationSlot({ saved, cid }: { saved: SavedStart; cid: string }) {
  const view = useModule(savedConversation);
  const conversation = saved.conversations.find((found) => found.saved.cid === cid);
  const row = useMemo(() => savedRows(saved).find((found) => found.cid === cid), [saved, cid]);
  if (!view || !conversation || !row) return null;
  return (
    <view.SavedConversationView
      conversation={conversation}
      row={row}
      me={saved.userId}
      words={saved.words}
    />
  );
}

interface StartScreenProps {
  saved: SavedStart;
  channel?: { type: string; id: string };
  /** The chat client holds the person's conversations: the list follows it. */
  live: boolean;
  /** Something only the chat page does was asked for. */
  onWant: (intent: ChatIntent) => void;
  /** More tools for above the list (the app's reminders). */
  more?: ReactNode;
}

export function StartScreen({ saved, channel, live, onWant, more }: StartScreenProps) {
  const { words } = saved;
  const theme = useColorScheme() === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light';
  const rows = useMemo(() => savedRows(saved), [saved]);
  const following = useModule(liveList, live);
  const [search, setSearch] = useState('');
  const activeCid = channel ? `${channel.type}:${channel.id}` : null;
  useEffect(() => afterFirstPaint(readyForWhatComes), []);
  const empty = <NoConversations label={words.word('No conversations yet')} />;
  return (
    <div className={`chat-layout${channel ? ' chat-layout-open' : ''}`}>
      <div className={`str-chat ${theme} str-chat__chat-view`}>
        <div className="str-chat__chat-view__channels">
          <aside className="chat-sidebar" aria-label={t('Conversations')}>
            <ListTools
              onStart={() =>
                onWant({ kind: 'start', mode: 'person', opener: NEW_CONVERSATION_KEY })
              }
              archived={false}
              onToggleArchived={() => onWant({ kind: 'archived' })}
              more={more}
            />
            <FirstSteps
              shown
              onStart={(mode) => onWant({ kind: 'start', mode, opener: firstStepKey(mode) })}
            >
              <div className={`str-chat ${theme} str-chat__channel-list`}>
                <div className="str-chat__channel-list__header">
                  <div className="str-chat__channel-list__header__title">{words.word('Chats')}</div>
                </div>
                <SearchField
                  label={words.word('Search')}
                  value={search}
                  onSearch={(text) => {
                    setSearch(text);
                    onWant({ kind: 'search', text });
                  }}
                />
                {live && following ? (
                  <following.LiveList
                    archived={false}
                    activeCid={activeCid}
                    words={words}
                    empty={empty}
                    onOpen={openConversation}
                  />
                ) : (
                  <ConversationList words={words}>
                    {rowsOr(rows, empty, (row) => (
                      <ConversationRow
                        row={row}
                        active={row.cid === activeCid}
                        words={words}
                        onOpen={openConversation}
                      />
                    ))}
                  </ConversationList>
                )}
              </div>
            </FirstSteps>
          </aside>
          <section
            id={CONVERSATION_REGION}
            className="chat-channel focus-region"
            aria-label={t('Conversation')}
          >
            {activeCid ? <SavedConversationSlot saved={saved} cid={activeCid} /> : <EmptyChannel />}
          </section>
        </div>
      </div>
    </div>
  );
}
