/**
 * The chat screen at start, before any of the SDK's code has loaded: the conversation list drawn
 * from the device's read (saved-start.ts) by the same rows the chat page draws (a tap opens the
 * conversation's address, which the chat page opens as it comes), laid out as the chat page lays
 * it out, with the SDK's stylesheet, so nothing moves when the chat page takes its place. Its
 * tools wait for the chat: the search field takes no input, and the reminders and the archive
 * say they are not ready yet; "New conversation" opens the address whose page starts with it.
 */
import { useMemo } from 'react';
import 'stream-chat-react/dist/css/index.css';
import '../chat.css';
import { CONVERSATION_REGION } from '../../../lib/focus-target.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { navigate } from '../../../lib/router.ts';
import { EmptyChannel } from '../empty-channel.tsx';
import { useColorScheme } from '../use-color-scheme.ts';
import { ConversationList } from './conversation-list.tsx';
import { openConversation } from './open-conversation.ts';
import { ListTools } from './list-tools.tsx';
import { ConversationRow } from './conversation-row.tsx';
import { savedRows } from './saved-facts.ts';
import type { SavedStart } from './saved-start.ts';

function SearchField({ label }: { label: string }) {
  return (
    <div className="str-chat__search">
      <div className="str-chat__search-bar" role="search">
        <div className="str-chat__search-bar__input-wrapper">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="str-chat__icon">
            <circle
              cx="8.75"
              cy="8.75"
              r="6.25"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path
              d="M13.2 13.2 17.5 17.5"
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
              strokeWidth="1.5"
            />
          </svg>
          <input
            aria-label={label}
            className="str-chat__search-bar__input"
            placeholder={label}
            type="text"
            readOnly
          />
        </div>
      </div>
    </div>
  );
}

interface StartListProps {
  saved: SavedStart;
  channel?: { type: string; id: string };
}

export function StartList({ saved, channel }: StartListProps) {
  const { words } = saved;
  const theme = useColorScheme() === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light';
  const rows = useMemo(() => savedRows(saved), [saved]);
  const activeCid = channel ? `${channel.type}:${channel.id}` : null;
  return (
    <div className={`chat-layout${channel ? ' chat-layout-open' : ''}`}>
      <div className={`str-chat ${theme} str-chat__chat-view`}>
        <div className="str-chat__chat-view__channels">
          <aside className="chat-sidebar" aria-label={t('Conversations')}>
            <ListTools
              onStart={() => navigate('/new')}
              archived={false}
              more={
                <button type="button" className="button ghost small" aria-disabled="true">
                  {t('Reminders')}
                </button>
              }
            />
            <div className={`str-chat ${theme} str-chat__channel-list`}>
              <div className="str-chat__channel-list__header">
                <div className="str-chat__channel-list__header__title">{words.word('Chats')}</div>
              </div>
              <SearchField label={words.word('Search')} />
              <ConversationList words={words}>
                {rows.map((row) => (
                  <ConversationRow
                    key={row.cid}
                    row={row}
                    active={row.cid === activeCid}
                    words={words}
                    onOpen={openConversation}
                  />
                ))}
              </ConversationList>
            </div>
          </aside>
          <section
            id={CONVERSATION_REGION}
            className="chat-channel focus-region"
            aria-label={t('Conversation')}
          >
            {channel ? null : <EmptyChannel />}
          </section>
        </div>
      </div>
    </div>
  );
}
