/** The tools above the conversation list, the same in the list at start and the SDK's list. */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/translate.ts';
import { NewConversation } from './new-conversation.tsx';
import { useArchivedView } from './archived-view.ts';

interface ListToolsProps {
  /** Opens with the new-conversation dialog (the manifest's shortcut). */
  start?: 'new-conversation';
  /** More buttons, after "New conversation". */
  more?: ReactNode;
  /** The chat client is there for the dialogs the tools open (not yet in the list at start). */
  ready?: boolean;
}

export function ListTools({ start, more, ready = true }: ListToolsProps) {
  const [archived, setArchived] = useArchivedView();
  return (
    <div className="chat-sidebar-tools">
      <NewConversation openAtStart={start === 'new-conversation'} ready={ready} />
      {more}
      <button
        type="button"
        className="button ghost small"
        aria-pressed={archived}
        onClick={() => setArchived(!archived)}
      >
        {archived ? t('Show inbox') : t('Show archived')}
      </button>
    </div>
  );
}

export function EmptyChannel() {
  return (
    <div className="chat-empty">
      <p>{t('Choose a conversation, or start a new one.')}</p>
    </div>
  );
}
