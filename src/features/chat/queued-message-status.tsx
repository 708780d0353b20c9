/**
 * A message written while the chat socket is down is kept on the device and goes out by itself
 * when the socket is back: once it is stored it shows as waiting (the SDK's clock, and the
 * words), never as failed; until then, and once the socket is up, the SDK's own "sending" clock
 * until the server answers.
 * A message the server refused says why, in words, beside the SDK's failed mark.
 */
import type { ComponentProps } from 'react';
import { MessageStatus, useComponentContextIcons, useMessageContext } from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { useSocketUp } from './use-socket-up.ts';
import { goneWords } from '../../lib/offline-db/settled-task.ts';
import { useKept } from '../../lib/offline-db/kept-messages.ts';

function WaitingOrSending() {
  const { IconClock } = useComponentContextIcons();
  const { message } = useMessageContext('WaitingOrSending');
  const socketUp = useSocketUp();
  const kept = useKept(message.id);
  const waiting = !socketUp && kept;
  return (
    <span className="queued-status" title={waiting ? t('Waiting for network') : undefined}>
      <IconClock className="str-chat__message-status-sending" />
      {waiting ? <span className="queued-status-text">{t('Waiting for network')}</span> : null}
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
