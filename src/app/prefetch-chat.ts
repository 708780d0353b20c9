import { afterFirstPaint } from '../lib/after-first-paint.ts';

/** Milliseconds of an idle period left unused, so adding a link never overruns it. */
const IDLE_MARGIN_MS = 2;

/**
 * Fetches the chat screen's chunks into the HTTP cache while the visitor is still signing in,
 * after the page has painted and gone idle (the list comes from vite.config.ts's meta tag).
 * Each <link rel="prefetch"> costs the main thread about a millisecond, so the links go in a few
 * at a time, only while the browser says it is idle.
 */
export function prefetchChatWhenIdle(): void {
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
  const work = (deadline?: IdleDeadline) => {
    do {
      const next = files.shift();
      if (next) add(next);
    } while (files.length > 0 && deadline && deadline.timeRemaining() > IDLE_MARGIN_MS);
    if (files.length > 0) later(work);
  };
  const later = (next: (deadline?: IdleDeadline) => void) => {
    if ('requestIdleCallback' in window) requestIdleCallback(next, { timeout: 5000 });
    else setTimeout(next, 200);
  };
  afterFirstPaint(() => later(work));
}
