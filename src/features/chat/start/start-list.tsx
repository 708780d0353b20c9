/**
 * The conversation list at start: the sidebar as the chat page lays it out (tools, the SDK
 * list's header, search field and listbox), its rows from what the device saved (start-rows.tsx).
 * The search field takes no input until the SDK's list, with its search, is in its place.
 */
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/translate.ts';
import { ListTools } from '../list-tools.tsx';
import { useArchivedView } from '../archived-view.ts';
import { moveFocus, StartRows } from './start-rows.tsx';
import type { SavedRow } from './saved-rows.ts';
import type { StartWords } from './start-words.ts';

interface StartListProps {
  rows: SavedRow[];
  activeCid: string | null;
  words: StartWords;
  theme: string;
  start?: 'new-conversation';
  tools?: ReactNode;
  onOpen: (cid: string) => void;
}

export function StartList({ rows, activeCid, words, theme, start, tools, onOpen }: StartListProps) {
  // Only the inbox is saved for the start; the archived list comes with the SDK's.
  const [archived] = useArchivedView();
  return (
    <aside className="chat-sidebar" aria-label={t('Conversations')}>
      <ListTools start={start} more={tools} ready={false} />
      <div className={`str-chat ${theme} str-chat__channel-list`}>
        <div className="str-chat__channel-list__header">
          <div className="str-chat__channel-list__header__title">{words.word('Chats')}</div>
        </div>
        <div className="str-chat__search">
          <div className="str-chat__search-bar" role="search">
            <div className="str-chat__search-bar__input-wrapper">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="str-chat__icon str-chat__icon--search"
                focusable="false"
              >
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
                aria-label={words.word('Search')}
                className="str-chat__search-bar__input"
                placeholder={words.word('Search')}
                type="text"
                readOnly
              />
            </div>
          </div>
        </div>
        <div className="str-chat__channel-list-inner">
          <div
            aria-label={words.word('aria/Channel list')}
            className="str-chat__channel-list-inner__main"
            role="listbox"
            onKeyDown={moveFocus}
          >
            {archived ? null : (
              <StartRows rows={rows} activeCid={activeCid} words={words} onOpen={onOpen} />
            )}
          </div>
        </div>
      </div>
    </aside>
  );
}
