/**
 * The list of the user's reminders and saved messages: open the message's conversation, change
 * when to be reminded (or drop the time and just keep it saved), or remove it.
 */
import { useState } from 'react';
import type { ReminderResponse } from 'stream-chat';
import { chatClient as client } from '../../core/chat/chat-client.ts';
import { channelPath } from '../../lib/routes.ts';
import { navigate } from '../../lib/router.ts';
import { REMINDER_OFFSETS, describeReminder, remindAtFor } from './reminder-times.ts';
import { useReminders } from './use-reminders.ts';
import './reminders.css';
import { t } from '../../lib/i18n/translate.ts';
import { FormError } from '../../ui/field.tsx';
import { explainError } from '../../lib/error-words.ts';

const SAVE_ONLY = 'save';

function ReminderItem({
  reminder,
  now,
  onOpen,
}: {
  reminder: ReminderResponse;
  now: number;
  onOpen: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [type, id] = reminder.channel_cid.split(':') as [string, string];
  const author = reminder.message.user?.name || reminder.message.user?.id || t('Someone');
  const channelName = (reminder.channel?.name as string | undefined) ?? t('Conversation');

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(explainError('That did not work: {{reason}}', e));
    }
  }

  function reschedule(value: string) {
    const offset = value === SAVE_ONLY ? null : Number(value);
    void run(() =>
      client.reminders.upsertReminder({
        messageId: reminder.message_id,
        remind_at: remindAtFor(offset, Date.now()),
      }),
    );
  }

  return (
    <li className="reminder-item">
      <button
        type="button"
        className="reminder-open"
        onClick={() => {
          onOpen();
          navigate(channelPath(type, id));
        }}
      >
        <span className="reminder-text">{reminder.message.text || t('Message')}</span>
        <span className="reminder-meta">
          {author} · {channelName}
        </span>
      </button>
      <span className="reminder-when">{describeReminder(reminder.remind_at, now)}</span>
      <div className="reminder-actions">
        <label>
          <span className="visually-hidden">
            {t('Change reminder for “{{text}}”', { text: reminder.message.text ?? '' })}
          </span>
          <select value="" onChange={(e) => reschedule(e.target.value)}>
            <option value="" disabled>
              {t('Change…')}
            </option>
            {REMINDER_OFFSETS.map((o) => (
              <option key={o.ms} value={o.ms}>
                {t(o.label)}
              </option>
            ))}
            <option value={SAVE_ONLY}>{t('No time, keep saved')}</option>
          </select>
        </label>
        <button
          type="button"
          className="button ghost small"
          onClick={() => void run(() => client.reminders.deleteReminder(reminder.message_id))}
        >
          {t('Remove')}
        </button>
      </div>
      <FormError message={error} />
    </li>
  );
}

export function RemindersPanel({ onClose }: { onClose: () => void }) {
  const loaded = useReminders(client);
  // When the list was opened: due times are described against it, not re-read on every render.
  const [now] = useState(() => Date.now());
  if (!loaded) return <p role="status">{t('Loading your reminders…')}</p>;
  if (loaded.error !== null) {
    return (
      <p role="alert">{t('Could not load your reminders: {{reason}}', { reason: loaded.error })}</p>
    );
  }
  const { reminders } = loaded;
  if (reminders.length === 0) {
    return (
      <p>
        {t('No reminders or saved messages. Use “Remind me” or “Save for later” on a message.')}
      </p>
    );
  }
  return (
    <ul className="reminder-list" aria-label={t('Reminders and saved messages')}>
      {reminders.map((r) => (
        <ReminderItem key={r.message_id} reminder={r} now={now} onOpen={onClose} />
      ))}
    </ul>
  );
}
