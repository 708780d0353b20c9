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

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
/** The pages' lock around their notifications (features/notifications): one writer at a time. */
const LOCK = 'parley-notifications';
/** As the pages keep them: enough to know a message met again. */
const KEPT_IDS = 20;

/** What a conversation's notification carries, as the pages write it too. */
interface NotificationData {
  path: string;
  count: number;
  messageIds: string[];
}

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

function setBadge(count: number): Promise<void> {
  const badge = self.navigator;
  if (!('setAppBadge' in badge)) return Promise.resolve();
  return (count > 0 ? badge.setAppBadge(count) : badge.clearAppBadge()).catch(() => undefined);
}

async function showConversation(payload: PushPayload): Promise<void> {
  const previous = (await self.registration.getNotifications({ tag: payload.cid }))[0];
  const before = (previous?.data ?? {}) as Partial<NotificationData>;
  const ids = Array.isArray(before.messageIds) ? before.messageIds : [];
  // A tab that was open but hidden may have shown this very message already.
  if (ids.includes(payload.messageId)) return;
  const count = (typeof before.count === 'number' ? before.count : 0) + 1;
  const data: NotificationData = {
    path: payload.path,
    count,
    messageIds: [...ids, payload.messageId].slice(-KEPT_IDS),
  };
  // The sender wrote the words; the worker has no translations, so the count is a bare number.
  await self.registration.showNotification(
    count > 1 ? `${payload.title} (${count})` : payload.title,
    {
      body: payload.body,
      tag: payload.cid,
      data,
      icon: ICON,
      renotify: true,
    } as NotificationOptions,
  );
}

export async function handlePush(text: string | null): Promise<void> {
  if (!(await someoneSignedIn())) return;
  const payload = readPushPayload(text);
  if (!payload) {
    // Chrome insists every push shows something (userVisibleOnly), or says so in its own words.
    await self.registration.showNotification('Parley', { tag: 'parley', icon: ICON });
    return;
  }
  await setBadge(payload.unread);
  if (await shownInFront(payload.path)) return;
  await self.navigator.locks.request(LOCK, () => showConversation(payload));
}
