/**
 * Where a notification's click leads: into a window of the app that is already open (the one
 * in front first, then one on screen, then any), told to open the conversation itself, as
 * Hydrogen does (`WindowClient.navigate()` reloads the page in Chrome); with none, a new window
 * at the conversation's address. Pure, so every case is a table row.
 */

export interface AppWindow {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

export type ClickDecision = { kind: 'focus'; index: number } | { kind: 'open'; path: string };

function rank(window: AppWindow): number {
  if (window.focused) return 0;
  return window.visibilityState === 'visible' ? 1 : 2;
}

export function clickDecision(
  windows: readonly AppWindow[],
  origin: string,
  path: string,
): ClickDecision {
  let best = -1;
  windows.forEach((window, index) => {
    if (new URL(window.url).origin !== origin) return;
    if (best === -1 || rank(window) < rank(windows[best] as AppWindow)) best = index;
  });
  return best === -1 ? { kind: 'open', path } : { kind: 'focus', index: best };
}

/**
 * The path a notification's data names, if it stays on the app's origin; the app's start
 * otherwise. Judged as the browser will resolve it: `/\\evil.example` leaves the origin.
 */
export function pathToOpen(data: unknown, origin: string): string {
  const path = (data as { path?: unknown } | null)?.path;
  if (typeof path !== 'string' || !path.startsWith('/')) return '/';
  try {
    return new URL(path, origin).origin === origin ? path : '/';
  } catch {
    return '/';
  }
}
