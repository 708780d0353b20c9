/**
 * Chromium can drop a notification while it is being shown: a `getNotifications()` of the same
 * origin at that moment may find it not yet displayed and delete it (headless Chromium lost about
 * one show in three beside a loop of such lists). Every show, list and close of Parley's
 * notifications, in the pages and in the worker, therefore holds one Web Lock; a show that reads
 * the last notification first (conversation-notification.ts) holds it across both.
 */
export const NOTIFICATIONS_LOCK = 'parley-notifications';

export async function underNotificationsLock<T>(job: () => Promise<T>): Promise<T> {
  const { locks } = navigator;
  return locks ? ((await locks.request(NOTIFICATIONS_LOCK, job)) as T) : job();
}
