/**
 * This device's Web Push subscription, kept in step with the person's choices: subscribed and
 * stored while notifications are on and the browser allows them, unsubscribed and its row
 * deleted when they are turned off. Without a VAPID key, a push manager, or a push service that
 * answers, notifications still show while Parley is open (the in-app notifier), and the status
 * says so once, in words, instead of failing again and again.
 */
import { useSyncExternalStore } from 'react';
import { config } from '../../config/load-config.ts';
import { accessToken } from '../supabase/auth-js-client.ts';
import { sessionLeft } from '../session/session-store.ts';
import { listeners } from '../../lib/listeners.ts';
import { notificationChoicesState, onNotificationChoices } from './notification-choices.ts';
import { keyBytes, sameKey, subscriptionRow } from './push-keys.ts';
import {
  deletePushRow,
  isAnotherPersonsRow,
  isDeviceLimit,
  storePushRow,
  type RowAccess,
} from './push-row.ts';

/**
 * 'off': notifications off, or not allowed here. 'working': being set up. 'closed-too':
 * notifications also come while Parley is closed. 'while-open': only while it is open.
 * 'too-many-devices': only while open, because the person's other devices fill the database's
 * limit (push-row.ts).
 */
export type PushStatus = 'off' | 'working' | 'closed-too' | 'while-open' | 'too-many-devices';

let status: PushStatus = 'off';
const changed = listeners();
function publish(next: PushStatus): void {
  if (next === status) return;
  status = next;
  changed.tell();
}

async function pushManager(): Promise<PushManager | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager;
}

async function rowAccess(): Promise<RowAccess> {
  const token = await accessToken();
  if (!token) throw new Error('Nobody is signed in');
  const { supabaseUrl, supabaseAnonKey } = config();
  return { supabaseUrl, supabaseAnonKey, accessToken: token };
}

async function subscribe(): Promise<PushStatus> {
  // Absent: this deployment has no Web Push.
  const key = config().vapidPublicKey;
  const manager = key ? await pushManager() : null;
  if (!key || !manager) return 'while-open';
  const bytes = keyBytes(key);
  let subscription = await manager.getSubscription();
  // One made with another deployment's key would be refused by this one's sender.
  if (subscription && !sameKey(subscription.options.applicationServerKey, bytes)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
  try {
    await store(subscription);
  } catch (error) {
    if (!isAnotherPersonsRow(error)) throw error;
    // Someone who used this browser before still holds its subscription's row: sharing it would
    // hand them this person's pushes, and this person theirs. A new subscription has its own.
    await subscription.unsubscribe();
    await store(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }));
  }
  return 'closed-too';
}

async function store(subscription: PushSubscription): Promise<void> {
  const row = subscriptionRow(subscription.toJSON());
  if (!row) throw new Error('The browser gave a push subscription with no usable keys');
  await storePushRow(await rowAccess(), row);
}

async function unsubscribe(): Promise<void> {
  const subscription = await (await pushManager())?.getSubscription();
  if (!subscription) return;
  await deletePushRow(await rowAccess(), subscription.endpoint);
  await subscription.unsubscribe();
}

const wanted = (): boolean => {
  const { loaded, choices } = notificationChoicesState();
  return (
    loaded &&
    choices.level !== 'off' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  );
};

let queue = Promise.resolve();

/** Brings the subscription in line with the choices; one change at a time, in order. */
export function syncPushSubscription(): Promise<void> {
  queue = queue.then(async () => {
    // A session that ended here takes this browser out of Web Push (leave-nothing.ts): that
    // must be over before the next person's subscription is made, or it would drop theirs.
    await sessionLeft();
    const { loaded, userId } = notificationChoicesState();
    if (!loaded || !userId) return publish('off');
    if (!wanted()) {
      publish('off');
      // Only a choice read from the server turns Web Push off (not an unread or failed one).
      await unsubscribe().catch((error: unknown) =>
        console.warn('This device could not leave Web Push', error),
      );
      return;
    }
    if (status !== 'closed-too') publish('working');
    publish(
      await subscribe().catch((error: unknown) => {
        if (isDeviceLimit(error)) return 'too-many-devices' as const;
        // Expected where no push service is reachable; once per change, not a notice.
        console.warn(
          'Web Push is not available here; notifications show while Parley is open',
          error,
        );
        return 'while-open' as const;
      }),
    );
  });
  return queue;
}

let following = false;

/** Follows the choices from now on (the signed-in app calls it once). */
export function followPushSubscription(): void {
  if (following) return;
  following = true;
  let last = '';
  onNotificationChoices(() => {
    const { userId, loaded, choices } = notificationChoicesState();
    const now = `${userId}:${loaded}:${choices.level === 'off'}`;
    if (now !== last) void syncPushSubscription();
    last = now;
  });
  void syncPushSubscription();
}

export const pushStatus = (): PushStatus => status;

export function usePushStatus(): PushStatus {
  return useSyncExternalStore((tell) => changed.add(tell), pushStatus);
}
