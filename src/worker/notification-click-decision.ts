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
