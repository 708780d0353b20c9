/**
 * One notification per conversation on this device, through the service worker's registration
 * (the page's `new Notification()` throws on Android): tagged with the conversation, so a new
 * message replaces the last one, saying how many came. Every tab of the app may hear the same
 * message; under one Web Lock each looks at what is shown first, and a message already counted
 * is not counted again, so however many tabs are open, one notification says it once.
 */
import { t } from '../../lib/i18n/translate.ts';

export interface ConversationNews {
  cid: string;
  /** The app's address of the conversation (or thread), opened by a click. */
  path: string;
  title: string;
  text: string;
  messageId: string;
}

/**
 * What a conversation's notification carries; the service worker's push handler writes the
 * same (src/worker/push-notification.ts), so either counts on from the other.
 */
interface NotificationData {
  path: string;
  count: number;
  messageIds: string[];
}

/** Enough to know a message met again (the other tabs hear it within moments). */
const KEPT_IDS = 20;

const LOCK = 'parley-notifications';

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker?.getRegistration().catch(() => undefined);
}

async function underLock(work: () => Promise<void>): Promise<void> {
  if (navigator.locks) await navigator.locks.request(LOCK, work);
  else await work();
}

function countOf(data: unknown): { count: number; messageIds: string[] } {
  const { count, messageIds } = (data ?? {}) as Partial<NotificationData>;
  return {
    count: typeof count === 'number' && count > 0 ? count : 0,
    messageIds: Array.isArray(messageIds) ? messageIds : [],
  };
}

export async function notifyConversation(news: ConversationNews): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const shown = await registration();
  if (!shown) return;
  await underLock(async () => {
    const previous = (await shown.getNotifications({ tag: news.cid }))[0];
    const before = countOf(previous?.data);
    if (before.messageIds.includes(news.messageId)) return;
    const count = before.count + 1;
    const data: NotificationData = {
      path: news.path,
      count,
      messageIds: [...before.messageIds, news.messageId].slice(-KEPT_IDS),
    };
    const body = count > 1 ? `${t('{{count}} new messages', { count })}\n${news.text}` : news.text;
    await shown.showNotification(news.title, {
      body,
      tag: news.cid,
      data,
      icon: '/icons/icon-192.png',
      // The replacement alerts again: it is news, not a correction.
      renotify: true,
    } as NotificationOptions);
  });
}

/** Closes the conversation's notifications (it is open now), or all of them (signed out). */
export async function closeNotifications(cid?: string): Promise<void> {
  const shown = await registration();
  if (!shown) return;
  const open = await shown.getNotifications(cid ? { tag: cid } : undefined);
  open.forEach((notification) => notification.close());
}
