/**
 * The number of conversations with unread messages on the app's icon (Badging API, where the
 * browser has it) and in the tab's title, "(3) Parley…". Conversations rather than messages:
 * it is what Stream counts as `unread_channels`, what the push sender can put in its payload, and
 * a number a person can act on (three conversations to open).
 */
import { setAppBadgeTo } from '../../core/notifications/app-badge.ts';

const PREFIX = /^\(\d+\) /;

/** The title with the count in front (none at 0), whatever title the page had set. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

let shown: number | null = null;

export function showUnreadCount(count: number): void {
  document.title = titleWithCount(document.title, count);
  if (count === shown) return;
  shown = count;
  void setAppBadgeTo(count);
}
