/**
 * A push reached the worker (Parley may be closed). It is shown only to the person it names:
 * a push for anyone else (a browser someone else signed into, or nobody) shows a neutral
 * notification, never their words, and this browser leaves Web Push, so the sender's next try
 * is answered "gone" and the row goes. For the person signed in, the badge takes the unread
 * count it carries and the conversation's notification shows its latest message and how many
 * came. Every push shows something: Safari takes Web Push away from a site whose pushes show
 * nothing (WebKit, "Meet Web Push", 2022), so while a window in front shows that conversation
 * the notification is shown silently and closed at once, which interrupts nobody.
 */
import { getMany, keys } from 'idb-keyval';
import { authStore } from '../core/supabase/auth-store.ts';
import { readPushPayload, type PushPayload } from '../../shared/push-payload.ts';
import { setAppBadgeTo } from '../core/notifications/app-badge.ts';
import {
  NOTIFICATION_ICON,
  showConversationNotification,
  type NotificationWords,
} from '../core/notifications/conversation-notification.ts';
import { leaveThisBrowsersPush } from '../core/notification-choices/browser-push.ts';
import { underNotificationsLock } from '../core/notifications/notifications-lock.ts';

/** The worker's part this module uses, typed so its unit test compiles beside page code too. */
interface WindowOfTheApp {
  url: string;
  focused: boolean;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
declare const self: {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowOfTheApp[]>;
  };
};

/** auth-js's session key (the `.present` marker beside it carries no session). */
const SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * The ids of the people whose sessions are kept on this device (one, or none). Only the session
 * entries are read: the store keeps larger values beside them.
 */
async function signedInHere(): Promise<Set<string>> {
  const ids = new Set<string>();
  const sessionKeys = (await keys(authStore()).catch(() => [])).filter(
    (key): key is string => typeof key === 'string' && SESSION_KEY.test(key),
  );
  const kept = await getMany<unknown>(sessionKeys, authStore()).catch(() => []);
  for (const value of kept) {
    if (typeof value !== 'string') continue;
    try {
      const id = (JSON.parse(value) as { user?: { id?: unknown } }).user?.id;
      if (typeof id === 'string') ids.add(id);
    } catch {
      // A session that cannot be read belongs to nobody.
    }
  }
  return ids;
}

/** Long enough for a page that is in front (so not frozen) to answer. */
const ASK_MS = 1_000;

/**
 * The address the window shows now. `WindowClient.url` stays at the page's first address in
 * Chromium while the app routes with history.pushState, so the page is asked; one that does not
 * answer in time is taken at its first address.
 */
function pathShownIn(window: WindowOfTheApp): Promise<string> {
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

const NEUTRAL_TAG = 'parley';

/** The app's name and nothing else: what shows of a push that is not this person's to read. */
const showNeutral = () =>
  underNotificationsLock(() =>
    self.registration.showNotification('Parley', {
      tag: NEUTRAL_TAG,
      icon: NOTIFICATION_ICON,
      silent: true,
    }),
  );

/** Shown, as the platform requires, and gone at once, with no sound: the window shows it. */
function showUnseen(payload: PushPayload): Promise<void> {
  const tag = `${NEUTRAL_TAG}-seen`;
  return underNotificationsLock(async () => {
    await self.registration.showNotification(payload.title, {
      tag,
      body: payload.body,
      icon: NOTIFICATION_ICON,
      silent: true,
    });
    for (const shown of await self.registration.getNotifications({ tag })) shown.close();
  });
}

export async function handlePush(text: string | null): Promise<void> {
  const payload = readPushPayload(text);
  if (!payload) {
    await showNeutral();
    return;
  }
  if (!(await signedInHere()).has(payload.uid)) {
    // Someone else's subscription survived here: it goes, so this happens once.
    await Promise.all([showNeutral(), leaveThisBrowsersPush(self.registration)]);
    return;
  }
  await setAppBadgeTo(payload.unread);
  if (await shownInFront(payload.path)) {
    await showUnseen(payload);
    return;
  }
  // A tab that was open but hidden may have shown this very message already: it is not counted twice.
  await showConversationNotification(self.registration, payload, wordsOf(payload));
}
