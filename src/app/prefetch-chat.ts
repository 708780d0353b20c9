import { afterFirstPaint } from '../lib/after-first-paint.ts';

/**
 * Fetches the chat screen's chunks into the HTTP cache while the visitor is still signing in,
 * after the page has painted and gone idle (the list comes from vite.config.ts's meta tag).
 */
export function prefetchChatWhenIdle(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="parley-prefetch"]');
  const files = meta?.content.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  const start = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      if (href.endsWith('.css')) link.as = 'style';
      else link.as = 'script';
      document.head.append(link);
    }
  };
  afterFirstPaint(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  });
}
