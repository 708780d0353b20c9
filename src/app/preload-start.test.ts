import { describe, expect, it } from 'vitest';
import { LIST_META, SHELL_META, preloadLikelyStart } from './preload-start.ts';

const SHELL = ['/assets/signed-in-app-a.js', '/assets/auth-js-client-b.js', '/assets/modal-c.css'];
const LIST = ['/assets/start-screen-d.js', '/assets/empty-channel-e.css'];

/** A page as index.html arrives: the build's two lists, and what is in local storage. */
function pageAt(
  path: string,
  storedKeys: string[],
  metas = { [SHELL_META]: SHELL, [LIST_META]: LIST },
) {
  const added: { rel: string; as: string; crossOrigin: string | null; href: string }[] = [];
  const view = {
    location: { pathname: path, search: '', hash: '' },
    localStorage: { length: storedKeys.length, key: (i: number) => storedKeys[i] ?? null },
    document: {
      querySelector: (selector: string) => {
        const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
        const files = (metas as Record<string, string[]>)[name];
        return files ? { content: files.join(' ') } : null;
      },
      createElement: () => ({ rel: '', as: '', crossOrigin: null, href: '' }),
      head: { appendChild: (link: (typeof added)[number]) => void added.push(link) },
    },
  } as unknown as Parameters<typeof preloadLikelyStart>[0];
  return { view, added };
}

const SIGNED_IN = ['sb-127-auth-token'];

describe('preloading a signed-in start', () => {
  it.each([
    ['the list at /', '/', SIGNED_IN, [...SHELL, ...LIST]],
    [
      'a conversation, which opens over the list',
      '/c/messaging/general',
      SIGNED_IN,
      [...SHELL, ...LIST],
    ],
    ['the profile page: the shell only', '/profile', SIGNED_IN, SHELL],
    ['the threads view: the shell only', '/threads', SIGNED_IN, SHELL],
    ['no kept session: nothing', '/', [], []],
    ['a public page: nothing', '/sign-in', SIGNED_IN, []],
    ['an invite, outside the shell: nothing', '/join/abc', SIGNED_IN, []],
  ])('%s', (_, path, keys, expected) => {
    const { view, added } = pageAt(path, keys);
    expect(preloadLikelyStart(view)).toEqual(expected);
    expect(added.map((link) => link.href)).toEqual(expected);
  });

  it('preloads scripts as modules and stylesheets as styles, in the CORS mode the app imports them with', () => {
    const { view, added } = pageAt('/', SIGNED_IN);
    preloadLikelyStart(view);
    expect(added).toEqual([
      { rel: 'modulepreload', as: '', crossOrigin: '', href: SHELL[0] },
      { rel: 'modulepreload', as: '', crossOrigin: '', href: SHELL[1] },
      { rel: 'preload', as: 'style', crossOrigin: '', href: SHELL[2] },
      { rel: 'modulepreload', as: '', crossOrigin: '', href: LIST[0] },
      { rel: 'preload', as: 'style', crossOrigin: '', href: LIST[1] },
    ]);
  });

  it('preloads nothing from a page the build gave no lists (a development server)', () => {
    const { view, added } = pageAt('/', SIGNED_IN, {} as never);
    expect(preloadLikelyStart(view)).toEqual([]);
    expect(added).toEqual([]);
  });
});
