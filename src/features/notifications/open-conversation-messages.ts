/**
 * The service worker's word after a notification click: `{ type: 'open-conversation', path }`.
 * The page routes there itself, with no reload (a worker's `navigate()` reloads the page in
 * Chrome). Signed out, the address goes through the sign-in like any link to a conversation.
 * The worker also asks which address the page shows (`which-path`, answered on the port it
 * sends): its own view of a window's address stays at the first one while the app routes.
 */
import { navigate } from '../../lib/router.ts';
import { safeReturnPath } from '../../lib/routes.ts';

export function listenForOpenConversation(): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const heard = (event: MessageEvent) => {
    const { type, path } = (event.data ?? {}) as { type?: unknown; path?: unknown };
    if (type === 'which-path') event.ports[0]?.postMessage(window.location.pathname);
    if (type !== 'open-conversation' || typeof path !== 'string') return;
    // Only an address of the app's own pages, whatever sent it.
    const safe = safeReturnPath(path);
    if (safe) navigate(safe);
  };
  container.addEventListener('message', heard);
  // Messages wait in a queue until the page says it listens (onmessage would say so too).
  container.startMessages();
  return () => container.removeEventListener('message', heard);
}
