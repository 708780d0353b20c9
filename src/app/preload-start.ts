/**
 * For a visitor who may be signed in, asks at once for every file their first screen imports
 * lazily (the shell and the auth client; on the list, the list's code), as the build listed them
 * in index.html (scripts/vite-plugins/start-preload.ts). Otherwise each file is asked for only
 * once its importer has arrived and run: in a freshly started page, every file coming through the
 * service worker, those waves were a third of the time to the list.
 */
import { isInShell, parseRoute, startsWithList } from '../lib/routes.ts';
import { maybeSignedIn, type PageView } from './reveal-sign-in.ts';

export const SHELL_META = 'parley-start-shell';
export const LIST_META = 'parley-start-list';

type StartView = Pick<PageView, 'location' | 'localStorage'> & {
  document: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
};

function listed(view: StartView, name: string): string[] {
  const meta = view.document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

/** The files preloaded, in the order asked for. */
export function preloadLikelyStart(view: StartView): string[] {
  const route = parseRoute(view.location.pathname);
  if (!isInShell(route) || !maybeSignedIn(view)) return [];
  const files = [
    ...listed(view, SHELL_META),
    ...(startsWithList(route) ? listed(view, LIST_META) : []),
  ];
  for (const href of files) {
    const link = view.document.createElement('link');
    const css = href.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    // As the app's own imports ask (Vite's loader sets it too), so the preloaded copy is used.
    link.crossOrigin = '';
    link.href = href;
    view.document.head.appendChild(link);
  }
  return files;
}
