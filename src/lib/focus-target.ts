/**
 * Moving keyboard focus where a person expects it when the page changes under them: into a
 * region (a skip link's target, a conversation just opened) and back after what held focus went
 * away.
 */

/** The open conversation's region, which the skip link and an opened conversation focus. */
export const CONVERSATION_REGION = 'conversation';

/**
 * Focuses a region that is no tab stop of its own. It is focusable only while it holds focus
 * (as the chat SDK's SkipNavigation does with its targets): a click inside it later does not
 * focus it, and Tab goes on from where it is.
 */
export function focusRegion(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * Whether focus is nowhere a person could see it: on the page itself (what held it was removed)
 * or on something hidden since (a pane a phone no longer shows).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || !active.checkVisibility();
}

/** How long a focus move waits for its target to show (a route's pane, a lazy chunk). */
const SHOW_WAIT_MS = 3_000;

/**
 * Focuses what `target` finds once it shows, in a later frame, as long as focus is still lost by
 * then: a person who moved on meanwhile keeps their place.
 */
export function focusWhenShown(target: () => HTMLElement | null, focus = focusRegion): void {
  const start = performance.now();
  const look = () => {
    if (!focusLost()) return;
    const element = target();
    if (element?.isConnected && element.checkVisibility()) focus(element);
    else if (performance.now() - start < SHOW_WAIT_MS) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * Focuses the first control on screen marked `data-focus-key` with one of `keys`, once one shows,
 * if focus is lost by then. The mark names an action rather than an element, so that focus meant
 * for a control that is gone (the list at start gave way to the chat page) finds the one standing
 * for it.
 */
export function refocusKey(keys: readonly string[]): void {
  const marked = (key: string) =>
    document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
  const find = () => keys.map(marked).find((element) => element?.checkVisibility()) ?? null;
  const focus = (element: HTMLElement) => element.focus({ preventScroll: true });
  // One on screen already takes focus at once, not in the next frame: a key pressed right after
  // (Enter, to open again the dialog Escape closed) comes before that frame on a busy page.
  const shown = focusLost() ? find() : null;
  if (shown) focus(shown);
  else focusWhenShown(find, focus);
}
