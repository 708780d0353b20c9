/**
 * The page's notifications of a conversation (core/notifications/conversation-notification.ts
 * shows them, one per conversation, counted once across tabs), in the person's language.
 */
import { t } from '../../lib/i18n/translate.ts';
import {
  showConversationNotification,
  type ConversationMessage,
} from '../../core/notifications/conversation-notification.ts';
import { underNotificationsLock } from '../../core/notifications/notifications-lock.ts';

export interface ConversationNews extends ConversationMessage {
  title: string;
  text: string;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker?.getRegistration().catch(() => undefined);
}

export async function notifyConversation(news: ConversationNews): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const shown = await registration();
  if (!shown) return;
  await showConversationNotification(shown, news, (count) => ({
    title: news.title,
    body: count > 1 ? `${t('{{count}} new messages', { count })}\n${news.text}` : news.text,
  }));
}

/** Closes the conversation's notifications (it is open now), or all of them (signed out). */
export async function closeNotifications(cid?: string): Promise<void> {
  const shown = await registration();
  if (!shown) return;
  await underNotificationsLock(async () => {
    const open = await shown.getNotifications(cid ? { tag: cid } : undefined);
    open.forEach((notification) => notification.close());
  });
}
