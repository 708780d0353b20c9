/**
 * Asks the service worker to deliver the outbox when the network is back, even if every tab has
 * closed by then (Background Sync, Chromium; src/worker/outbox-delivery.ts). Where the browser has
 * no Background Sync, the outbox goes at the next start, and the status banner counts it.
 */
export const OUTBOX_SYNC_TAG = 'parley-outbox';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function askForBackgroundDelivery(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    // Refused (no permission in this browser profile): the next start delivers instead.
    .catch(() => undefined);
}
