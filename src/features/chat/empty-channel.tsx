import { t } from '../../lib/i18n/translate.ts';

/** The conversation's place when none is open. */
export function EmptyChannel() {
  return (
    <div className="chat-empty">
      <p>{t('Choose a conversation, or start a new one.')}</p>
    </div>
  );
}
