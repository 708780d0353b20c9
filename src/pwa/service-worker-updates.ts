/**
 * The service worker's registration (vite-plugin-pwa's, on workbox-window) kept outside React:
 * whether a new version waits is a small store the prompt reads, so the registration's own
 * states (registered, installing, ready offline) render nothing at start. The page reloads by
 * itself once the new worker controls it, rather than through the plugin, which reloads only a
 * page that a worker already controlled when it loaded.
 */
import { registerSW } from 'virtual:pwa-register';
import { controlThisPage } from './control-this-page.ts';
import { listeners } from '../lib/listeners.ts';

let waiting = false;
let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
const watchers = listeners();

function setWaiting(value: boolean): void {
  if (waiting === value) return;
  waiting = value;
  watchers.tell();
}

/** Registers the worker (once), as the page finishes loading. */
export function startServiceWorkerUpdates(): void {
  update ??= registerSW({
    onRegisteredSW: controlThisPage,
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
    // The reload in acceptUpdate is the only one.
    onNeedReload: () => undefined,
    onNeedRefresh: () => setWaiting(true),
  });
}

/** A new version is installed and waits to be taken up. */
export const updateWaiting = (): boolean => waiting;

export const onUpdateWaiting = (listener: () => void): (() => void) => watchers.add(listener);

/** Keeps the running version for now. */
export const dismissUpdate = (): void => setWaiting(false);

/** Activates the waiting version; the page reloads once it controls the page. */
export function acceptUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void update?.(true);
}
