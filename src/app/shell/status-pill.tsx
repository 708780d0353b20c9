/** The app's one connection status: offline, connecting, reconnecting or connected. */
import { useConnection } from '../../core/connection/connection-controller.ts';
import {
  chatStatus,
  useStatusSignals,
  type ChatStatus,
} from '../../core/connection/connection-status.ts';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

const LABEL: Record<ChatStatus, MessageKey> = {
  'signed-out': 'Not connected',
  offline: 'Offline',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connected: 'Connected',
  failed: 'Not connected',
};

export function useChatStatus(): ChatStatus {
  const { state } = useConnection();
  const { online, socketUp } = useStatusSignals();
  return chatStatus(state, online, socketUp);
}

export function StatusPill() {
  const status = useChatStatus();
  return (
    <span className={`status-pill status-${status}`} role="status" data-status={status}>
      <span className="status-dot" aria-hidden="true" />
      {t(LABEL[status])}
    </span>
  );
}
