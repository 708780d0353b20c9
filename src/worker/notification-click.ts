/**
 * A notification was clicked: it closes, and its conversation opens in a window of the app
 * (notification-click-decision.ts says which), which routes there itself with no reload.
 */
import { clickDecision, pathToOpen } from './notification-click-decision.ts';

declare const self: ServiceWorkerGlobalScope;

export async function handleNotificationClick(notification: Notification): Promise<void> {
  notification.close();
  const path = pathToOpen(notification.data, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const decision = clickDecision(windows, self.location.origin, path);
  if (decision.kind === 'open') {
    await self.clients.openWindow(path);
    return;
  }
  const window = windows[decision.index] as WindowClient;
  window.postMessage({ type: 'open-conversation', path });
  await window.focus();
}
