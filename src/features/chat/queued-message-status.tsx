/**
 * A message written while the chat socket is down is kept on the device and goes out by itself
 * when the socket is back: it shows as waiting (the SDK's clock, and the words), never as
 * failed. Once the socket is up it shows the SDK's own "sending" clock until the server answers.
 * A message the server refused says why, in words, beside the SDK's failed mark.
 */
import type { ComponentProps } from 'react';
import { MessageStatus, useComponentContextIcons, useMessageContext } from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { useSocketUp } from './use-socket-up.ts';
import { goneWords } from '../../lib/offline-db/settled-task.ts';

function WaitingOrSending() {
  const { IconClock } = useComponentContextIcons();
  const socketUp = useSocketUp();
  return (
    <span className="queued-status" title={socketUp ? undefined : t('Waiting for network')}>
      <IconClock className="str-chat__message-status-sending" />
      {socketUp ? null : <span className="queued-status-text">{t('Waiting for network')}</span>}
    </span>
  );
}

/** The server's reason for refusing a message, in words; its own text when it has no code we know. */
function refusalWords(error: { code?: number | null; message?: string; gone?: unknown }): string {
  if (error.gone === 'parent' || error.gone === 'conversation') return goneWords(error.gone);
  if (error.code === 17) return t('Not sent: you cannot post in this conversation.');
  if (error.code === 20) return t('Not sent: the message is too long.');
  const reason = (error.message ?? '')
    .replace(/^\w+ failed with error: /, '')
    .replace(/^"|"$/g, '');
  return t('Not sent: {{reason}}', { reason });
}

export function QueuedMessageStatus(props: ComponentProps<typeof MessageStatus>) {
  const { message, isMyMessage } = useMessageContext('QueuedMessageStatus');
  if (message.status === 'failed' && message.error && isMyMessage()) {
    return <span className="refused-status">{refusalWords(message.error)}</span>;
  }
  return <MessageStatus {...props} MessageSendingStatus={WaitingOrSending} />;
}
