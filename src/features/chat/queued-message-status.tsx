/**
 * A message written while the chat socket is down is kept on the device and goes out by itself
 * when the socket is back: it shows as waiting (the SDK's clock, and the words), never as
 * failed. Once the socket is up it shows the SDK's own "sending" clock until the server answers.
 */
import type { ComponentProps } from 'react';
import { MessageStatus, useComponentContextIcons } from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { useSocketUp } from './use-socket-up.ts';

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

export function QueuedMessageStatus(props: ComponentProps<typeof MessageStatus>) {
  return <MessageStatus {...props} MessageSendingStatus={WaitingOrSending} />;
}
