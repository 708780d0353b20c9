/**
 * A failed message's "Resend": kept first as a new send is (kept-first.ts). When the device
 * refuses to keep it (storage full, or taken away), the message stays shown failed and the
 * person is told in words, at the panel the message is in: pressing Resend and seeing nothing
 * change would read as a broken button.
 */
import type { LocalMessage, Message, NotificationManager, SendMessageOptions } from 'stream-chat';
import { t } from '../../../../lib/i18n/translate.ts';
import { keptFirstSubmit, retryComposition } from './kept-first.ts';

export function keptFirstResend(
  socketUp: () => boolean,
  keep: (message: Message & { id: string }, options: SendMessageOptions) => Promise<void>,
  retry: (message: LocalMessage) => Promise<void>,
  notifications: Pick<NotificationManager, 'addError'>,
): (failed: LocalMessage) => Promise<void> {
  const submit = keptFirstSubmit(socketUp, keep, ({ localMessage }) => retry(localMessage));
  return (failed) =>
    submit(retryComposition(failed)).catch((error: unknown) => {
      notifications.addError({
        message: t('This message could not be kept on this device to send again. Try again.'),
        origin: { emitter: 'Outbox' },
        options: {
          type: 'outbox:keep:failed',
          metadata: { messageId: failed.id, reason: String(error) },
          tags: [failed.parent_id ? 'target:thread' : 'target:channel'],
        },
      });
    });
}
