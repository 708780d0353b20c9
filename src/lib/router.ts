/** A few lines of history-based routing: the current path as React state, and navigate(). */
import { useSyncExternalStore, type MouseEvent } from 'react';
import { listeners } from './listeners.ts';

const readers = listeners();

function notify(): void {
  readers.tell();
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  notify();
}

// Listening starts with the first viewer, so importing this module needs no window (the sign-in
// page is also rendered to HTML at build time).
function subscribe(listener: () => void): () => void {
  if (readers.size === 0) window.addEventListener('popstate', notify);
  const remove = readers.add(listener);
  return () => {
    remove();
    if (readers.size === 0) window.removeEventListener('popstate', notify);
  };
}

function currentPath(): string {
  return window.location.pathname;
}

/** The path; also while hydrating the build-time sign-in page, which was rendered for it. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

/** onClick for an <a href>: in-app navigation unless the user asked for a new tab. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.pathname);
}
