/**
 * A push reached the worker (Parley may be closed): the badge takes the unread count it carries,
 * and the conversation's notification shows its latest message and how many came, unless a
 * window in front already shows that conversation. Nothing shows when no one is signed in on
 * this device any more. Nothing is stored: the count lives in the notification itself.
 */
import { keys } from 'idb-keyval';
import { authStore } from '../core/session/auth-store.ts';
import { SESSION_KEY_PATTERN } from '../core/session/storage-key.ts';
import { readPushPayload, type PushPayload } from '../../shared/push-payload.ts';
import { setAppBadgeTo } from '../core/notifications/app-badge.ts';
import {
  NOTIFICATION_ICON,
  showConversationNotification,
  type NotificationWords,
} from '../core/notifications/conversation-notification.ts';

declare const self: ServiceWorkerGlobalScope;

async function someoneSignedIn(): Promise<boolean> {
  const kept = await keys(authStore()).catch(() => []);
  return kept.some((key) => typeof key === 'string' && SESSION_KEY_PATTERN.test(key));
}

/** Long enough for a page that is in front (so not frozen) to answer. */
const ASK_MS = 1_000;

/**
 * The address the window shows now. `WindowClient.url` stays at the page's first address in
 * Chromium while the app routes with history.pushState, so the page is asked; one that does not
 * answer in time is taken at its first address.
 */
function pathShownIn(window: WindowClient): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(new URL(window.url).pathname), ASK_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : '');
    };
    window.postMessage({ type: 'which-path' }, [channel.port2]);
  });
}

async function shownInFront(path: string): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inFront = windows.filter((window) => window.focused);
  return (await Promise.all(inFront.map(pathShownIn))).includes(path);
}

/** The sender wrote the words; the worker has no translations, so the count is a bare number. */
const wordsOf =
  (payload: PushPayload): NotificationWords =>
  (count) => ({
    title: count > 1 ? `${payload.title} (${count})` : payload.title,
    body: payload.body,
  });

export async function handlePush(text: string | null): Promise<void> {
  if (!(await someoneSignedIn())) return;
  const payload = readPushPayload(text);
  if (!payload) {
    // Chrome insists every push shows something (userVisibleOnly), or says so in its own words.
    await self.registration.showNotification('Parley', { tag: 'parley', icon: NOTIFICATION_ICON });
    return;
  }
  await setAppBadgeTo(payload.unread);
  if (await shownInFront(payload.path)) return;
  // A tab that was open but hidden may have shown this very message already: it is not counted twice.
  await showConversationNotification(self.registration, payload, wordsOf(payload));
}
