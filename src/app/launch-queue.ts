/**
 * The installed app's launches into the open window (the manifest's `launch_handler` is
 * `focus-existing`): Chromium focuses this window and hands over the launch address, which the
 * app routes to itself with no reload, so whatever is open (a draft included) stays. Only the
 * app's own pages are followed. A launch from the icon (the start URL) brings the window back as
 * it was left: it does not close the conversation open there.
 */
import { navigate } from '../lib/router.ts';
import { safeReturnPath } from '../lib/routes.ts';

/** manifest.webmanifest's start_url. */
const START_URL = '/';

interface LaunchParams {
  readonly targetURL?: string;
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** The path a launch of `targetURL` opens here, or null to stay where the window is. */
export function launchPath(targetURL: string | undefined, origin: string): string | null {
  if (!targetURL) return null;
  let url: URL;
  try {
    url = new URL(targetURL);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === START_URL) return null;
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
}

export function consumeLaunches(): void {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  queue?.setConsumer((params) => {
    const path = launchPath(params.targetURL, window.location.origin);
    // The first launch is this page's own load: its address is already the one shown.
    if (path && path !== window.location.pathname) navigate(path);
  });
}
