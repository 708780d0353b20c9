/** Nobody signed in: no count on the icon or in the title, no one's notifications left. */
import { showUnreadCount } from './unread-badge.ts';
import { closeNotifications } from './conversation-notifications.ts';

export function forgetNotifications(): void {
  showUnreadCount(0);
  void closeNotifications().catch(() => undefined);
}
