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
import { refusalWords } from '../../core/outbox/refusal-words.ts';
import { useKept } from '../../core/outbox/kept-messages.ts';

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

export function QueuedMessageStatus(props: ComponentProps<typeof MessageStatus>) {
  const { message, isMyMessage } = useMessageContext('QueuedMessageStatus');
  if (message.status === 'failed' && message.error && isMyMessage()) {
    return <span className="refused-status">{refusalWords(message.error)}</span>;
  }
  return <MessageStatus {...props} MessageSendingStatus={WaitingOrSending} />;
}
