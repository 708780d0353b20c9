/** The app's one connection status: offline, connecting, reconnecting or connected. */
import { useSyncExternalStore } from 'react';
import { connectionView, onConnectionChange } from '../../core/connection/connection-controller.ts';
import {
  chatStatus,
  onStatusSignals,
  socketHealthy,
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

function onStatusChange(notify: () => void): () => void {
  const stops = [onConnectionChange(notify), onStatusSignals(notify)];
  return () => stops.forEach((stop) => stop());
}

const currentStatus = (): ChatStatus =>
  chatStatus(connectionView().state, navigator.onLine, socketHealthy());

/** Renders again only when the status changes, not at each of the steps behind it. */
export function useChatStatus(): ChatStatus {
  return useSyncExternalStore(onStatusChange, currentStatus);
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
