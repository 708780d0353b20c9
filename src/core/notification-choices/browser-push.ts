/**
 * This browser's Web Push subscription, reached from a page or from the service worker (which
 * has its registration at hand). Leaving drops it in the browser alone: the push service then
 * answers "gone" to the sender, which deletes the row, so nothing here waits on the network.
 */

async function pageRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** In the service worker, its own registration; undefined in a page. */
const workerRegistration = (): ServiceWorkerRegistration | undefined =>
  (globalThis as { registration?: ServiceWorkerRegistration }).registration;

export async function thisBrowsersSubscription(
  registration?: ServiceWorkerRegistration,
): Promise<PushSubscription | null> {
  const owner = registration ?? workerRegistration() ?? (await pageRegistration());
  return (await owner?.pushManager?.getSubscription()) ?? null;
}

/** Drops this browser's subscription, if it has one; never throws. */
export async function leaveThisBrowsersPush(
  registration?: ServiceWorkerRegistration,
): Promise<void> {
  try {
    await (await thisBrowsersSubscription(registration))?.unsubscribe();
  } catch (error) {
    console.warn('This browser could not leave Web Push', error);
  }
}
