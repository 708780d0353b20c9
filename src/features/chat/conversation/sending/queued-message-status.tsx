/**
 * A message written while the chat socket is down is kept on the device and goes out by itself
 * when the socket is back: once it is stored it shows as waiting (the SDK's clock, and the
 * words), never as failed; until then, and once the socket is up, the SDK's own "sending" clock
 * until the server answers.
 * A message the server refused says why, in words, beside the SDK's failed mark, and a screen
 * reader hears it when it happens (not for refusals already on screen when the list opens).
 */
import { useEffect, useRef, type ComponentProps } from 'react';
import {
  MessageStatus,
  useAriaLiveAnnouncer,
  useComponentContextIcons,
  useMessageContext,
} from 'stream-chat-react';
import { t } from '../../../../lib/i18n/translate.ts';
import { useSocketUp } from '../use-socket-up.ts';
import { refusalWords } from '../../../../core/outbox/refusal-words.ts';
import { useKept } from '../../../../core/outbox/kept-messages.ts';

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

/** Announces a refusal that arrives while the message is shown, once. */
function useRefusalAnnouncement(refusal: string | null): void {
  const announce = useAriaLiveAnnouncer();
  const before = useRef(refusal);
  useEffect(() => {
    if (refusal && !before.current) announce(refusal, { priority: 'assertive' });
    before.current = refusal;
  }, [announce, refusal]);
}

export function QueuedMessageStatus(props: ComponentProps<typeof MessageStatus>) {
  const { message, isMyMessage } = useMessageContext('QueuedMessageStatus');
  const refusal =
    message.status === 'failed' && message.error && isMyMessage()
      ? refusalWords(message.error)
      : null;
  useRefusalAnnouncement(refusal);
  if (refusal) return <span className="refused-status">{refusal}</span>;
  return <MessageStatus {...props} MessageSendingStatus={WaitingOrSending} />;
}
