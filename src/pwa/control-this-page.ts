/**
 * Asks the active service worker to control this page when it does not yet. The worker claims
 * every open page when it activates, but a page whose navigation was under way at that moment is
 * not a client it can claim yet (its document is not ready), and it was requested before any
 * worker was active: it would stay uncontrolled until the next navigation, and a chunk it loads
 * after the network drops would fail. Seen in the visit that first installs Parley on a busy
 * device, where installing takes seconds and the first navigation inside the app lands in them.
 */
export function controlThisPage(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    if (navigator.serviceWorker.controller) return;
    registration.active?.postMessage({ type: 'CLAIM_PAGES' });
  });
}
