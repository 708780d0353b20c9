/**
 * One notification per conversation on this device, shown by the pages (features/notifications,
 * while the app is open but hidden) and by the service worker (worker/push.ts, from a push),
 * always through the worker's registration (the page's `new Notification()` throws on Android).
 * It is tagged with the conversation, so a new message replaces the last one and says how many
 * came; either writer counts on from the other. Every tab, and the worker, may hear the same
 * message: under one Web Lock each looks at what is shown first, and a message already counted is
 * not counted again, so one notification says it once.
 */

import { underNotificationsLock } from './notifications-lock.ts';

export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** Enough to know a message met again (the other writers hear it within moments). */
const KEPT_IDS = 20;

interface NotificationData {
  /** The app's address of the conversation (or thread), opened by a click. */
  path: string;
  count: number;
  messageIds: string[];
}

export interface ConversationMessage {
  cid: string;
  path: string;
  messageId: string;
}

/** The title and text for the `count`th message in a row (each writer has its own words). */
export type NotificationWords = (count: number) => { title: string; body: string };

function countOf(data: unknown): { count: number; messageIds: string[] } {
  const { count, messageIds } = (data ?? {}) as Partial<NotificationData>;
  return {
    count: typeof count === 'number' && count > 0 ? count : 0,
    messageIds: Array.isArray(messageIds) ? messageIds : [],
  };
}

export async function showConversationNotification(
  registration: ServiceWorkerRegistration,
  message: ConversationMessage,
  words: NotificationWords,
): Promise<void> {
  await underNotificationsLock(async () => {
    const previous = (await registration.getNotifications({ tag: message.cid }))[0];
    const before = countOf(previous?.data);
    if (before.messageIds.includes(message.messageId)) return;
    const count = before.count + 1;
    const data: NotificationData = {
      path: message.path,
      count,
      messageIds: [...before.messageIds, message.messageId].slice(-KEPT_IDS),
    };
    const { title, body } = words(count);
    await registration.showNotification(title, {
      body,
      tag: message.cid,
      data,
      icon: NOTIFICATION_ICON,
      // The replacement alerts again: it is news, not a correction.
      renotify: true,
    } as NotificationOptions);
  });
}
