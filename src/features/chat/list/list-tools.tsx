/**
 * The tools above the conversation list: "New conversation", the tools the app adds (reminders),
 * and the switch between the inbox and the archive. At start, before the chat is there, the
 * switch says it is not ready yet (no `onToggleArchived`).
 */
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/translate.ts';

/** The `data-focus-key` of "New conversation", on the list at start and on the chat page. */
export const NEW_CONVERSATION_KEY = 'new-conversation';

interface ListToolsProps {
  onStart: () => void;
  archived: boolean;
  onToggleArchived?: () => void;
  /** More buttons, after "New conversation". */
  more?: ReactNode;
}

export function ListTools({ onStart, archived, onToggleArchived, more }: ListToolsProps) {
  return (
    <div className="chat-sidebar-tools">
      <button
        type="button"
        className="button primary small new-conversation-button"
        data-focus-key={NEW_CONVERSATION_KEY}
        onClick={onStart}
      >
        {t('New conversation')}
      </button>
      {more}
      <button
        type="button"
        className="button ghost small"
        aria-pressed={archived}
        aria-disabled={onToggleArchived ? undefined : true}
        onClick={onToggleArchived}
      >
        {archived ? t('Show inbox') : t('Show archived')}
      </button>
    </div>
  );
}
