/**
 * Runs work once, when the visitor first shows they are about to use the page: a key, a press
 * (mouse, pen or touch) or focus moving into it. Work that only pays off once they act (fetching
 * what comes after a form) then never competes with the page's own start for the network and
 * the main thread, and a visitor who only looks costs nothing more.
 */
const INTENT = ['keydown', 'pointerdown', 'focusin'] as const;

/** Focus already inside the page (moved there before this was asked) is intent shown. */
const focusInPage = (): boolean =>
  typeof document !== 'undefined' &&
  document.activeElement !== null &&
  document.activeElement !== document.body;

export function onFirstIntent(
  work: () => void,
  target: EventTarget = window,
  focused: () => boolean = focusInPage,
): void {
  if (focused()) {
    work();
    return;
  }
  const stop = new AbortController();
  const once = () => {
    stop.abort();
    work();
  };
  for (const type of INTENT) {
    target.addEventListener(type, once, { capture: true, passive: true, signal: stop.signal });
  }
}
