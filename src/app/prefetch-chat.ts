import { whenIdle } from '../lib/page-moments/after-first-paint.ts';
import { onFirstIntent } from '../lib/page-moments/first-intent.ts';

/**
 * Fetches the chat screen's chunks into the HTTP cache while the visitor is still signing in (on
 * a visit the service worker does not control yet), from their first key, press or focus on the
 * page, in its idle periods (the list comes from vite.config.ts's meta tag). Typing an address
 * and a password leaves seconds for them; started at load instead, the fifty-odd requests
 * competed with the page's own start: in Lighthouse's mobile runs of the sign-in page they
 * doubled its main-thread work (4.8 s against 2.5 s) and its median blocking time.
 * Each <link rel="prefetch"> costs the main thread a millisecond or more, so each goes in an idle
 * callback of its own (an idle period is up to 50 ms: filling it would make a long task).
 */
export function prefetchChatWhileSigningIn(): void {
  // A page the service worker controls gets these chunks from its precache already. Prefetching
  // there would only keep the running worker busy, and Chromium holds back a waiting new version
  // while it is (the update prompt's Reload then did nothing for as long as the links trickled in).
  if (navigator.serviceWorker?.controller) return;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="parley-prefetch"]');
  const files = meta?.content.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  const add = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = href.endsWith('.css') ? 'style' : 'script';
    document.head.append(link);
  };
  const work = () => {
    const next = files.shift();
    if (next) add(next);
    if (files.length > 0) whenIdle(work);
  };
  onFirstIntent(() => whenIdle(work));
}
