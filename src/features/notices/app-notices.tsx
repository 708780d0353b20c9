/**
 * Toasts that belong to no one panel: they come from server events (a reminder coming due), so
 * they must show whether a conversation is open or not. They carry the SDK's `target:modal` tag
 * so the channel and channel-list toasts leave them alone, and this list picks them by its own
 * tag; like every SDK notice they leave after the manager's 3 seconds. It also starts the
 * client-wide notice rules: a failed draft load said aloud, one toast per failure, and a ban
 * told to the person banned, and a device out of space.
 */
import { useEffect } from 'react';
import type { Event, StreamChat } from 'stream-chat';
import { NotificationList, useChatContext } from 'stream-chat-react';
import { subscribeOwnBans } from './ban-notice.ts';
import { reportDraftLoadFailures } from './draft-load-notice.ts';
import { keepOneToastPerFailure } from './one-toast-per-failure.ts';
import './app-notices.css';
import { t } from '../../lib/i18n/translate.ts';
import { addAppError, APP_TAG, APP_TOAST_TAGS } from '../../core/chat/app-toasts.ts';
import { onStorageProblem } from '../../core/device-copy/storage-problems.ts';

function reminderDueText(event: Event): string {
  const text = event.reminder?.message?.text?.trim();
  return text
    ? t('Reminder: “{{text}}”', { text })
    : t('Reminder: a message you asked to be reminded about');
}

/** `notification.reminder_due` becomes an info toast with the message it is about. */
function subscribeReminderDue(client: StreamChat) {
  return client.on('notification.reminder_due', (event) => {
    client.notifications.addInfo({
      message: reminderDueText(event),
      origin: { emitter: 'Reminders', context: { reminder: event.reminder } },
      options: { tags: APP_TOAST_TAGS, type: 'reminder:due' },
    });
  });
}

export function AppNotices() {
  const { client } = useChatContext();
  useEffect(() => {
    const subscription = subscribeReminderDue(client);
    const stopDraftReports = reportDraftLoadFailures(client);
    const stopDeduplicating = keepOneToastPerFailure(client);
    const stopBanNotices = subscribeOwnBans(client);
    const stopStorageNotices = onStorageProblem((problem) => {
      if (problem !== 'quota') return;
      addAppError(
        client,
        t(
          'This device is out of storage space: Parley now keeps fewer conversations for reading offline.',
        ),
        'storage:quota',
      );
    });
    return () => {
      stopStorageNotices();
      subscription.unsubscribe();
      stopBanNotices();
      stopDraftReports();
      stopDeduplicating();
    };
  }, [client]);
  return (
    <div className="app-notices">
      <NotificationList
        filter={(n) => n.tags?.includes(APP_TAG) === true}
        verticalAlignment="top"
        enterFrom="top"
      />
    </div>
  );
}
