import { describe, expect, it } from 'vitest';
import { revealSignIn, startHandOver, type PageView } from './reveal-sign-in.ts';

/** A page with the build's template and an empty root, as index.html arrives. */
function pageAt(
  url: string,
  storedKeys: string[] = [],
  storageThrows = false,
  languages: readonly string[] = ['en-US', 'en'],
) {
  const { pathname, search, hash } = new URL(url, 'https://parley.test');
  const content = { marker: 'sign-in markup' };
  const root = {
    children: [] as unknown[],
    onSubmit: [] as ((event: Event) => void)[],
    replaceChildren(...nodes: unknown[]) {
      this.children = nodes;
    },
    addEventListener(type: string, listener: (event: Event) => void) {
      if (type === 'submit') root.onSubmit.push(listener);
    },
    querySelectorAll: () => [],
  };
  const localStorage = {
    get length(): number {
      if (storageThrows) throw new DOMException('denied', 'SecurityError');
      return storedKeys.length;
    },
    key: (index: number) => storedKeys[index] ?? null,
  };
  const stored = new Map<string, string>();
  const addresses: string[] = [];
  const page = {
    location: { pathname, search, hash },
    navigator: { languages },
    localStorage,
    sessionStorage: { setItem: (key: string, value: string) => void stored.set(key, value) },
    history: {
      replaceState: (_data: unknown, _unused: string, url?: string | URL | null) =>
        void addresses.push(String(url)),
    },
    document: {
      getElementById: (id: string) =>
        ({ 'sign-in-first': { content }, root })[id] as unknown as HTMLElement | null,
    },
  } satisfies PageView;
  return { page, root, content, stored, addresses };
}

describe('revealSignIn', () => {
  it('shows the sign-in page to a visitor of /sign-in with no session', () => {
    const { page, root, content } = pageAt('/sign-in', [
      'theme',
      'sb-abc-auth-token-code-verifier',
    ]);
    expect(revealSignIn(page)).toBe(true);
    expect(root.children).toEqual([content]);
    expect(revealSignIn(pageAt('/sign-in/').page)).toBe(true);
  });

  it('leaves the root empty for anyone who may be signed in', () => {
    const stored = pageAt('/sign-in', ['sb-127-auth-token']);
    expect(revealSignIn(stored.page)).toBe(false);
    expect(stored.root.children).toEqual([]);
    expect(revealSignIn(pageAt('/sign-in', ['sb-abcdefgh-auth-token']).page)).toBe(false);
    // The marker beside a session kept in IndexedDB (src/core/supabase/session-on-device.ts).
    expect(revealSignIn(pageAt('/sign-in', ['sb-127-auth-token.present']).page)).toBe(false);
    expect(revealSignIn(pageAt('/sign-in', [], true).page)).toBe(false);
  });

  it('waits for the app when the browser prefers a language the app translates to', () => {
    expect(revealSignIn(pageAt('/sign-in', [], false, ['de-DE', 'en']).page)).toBe(false);
    expect(revealSignIn(pageAt('/sign-in', [], false, ['pt-BR']).page)).toBe(false);
    // A language the app does not speak gets English, the build's own.
    expect(revealSignIn(pageAt('/sign-in', [], false, ['sv-SE', 'en']).page)).toBe(true);
  });

  it('leaves auth redirects to the app', () => {
    expect(revealSignIn(pageAt('/sign-in#access_token=x&type=recovery').page)).toBe(false);
    expect(revealSignIn(pageAt('/sign-in?code=abc').page)).toBe(false);
    expect(revealSignIn(pageAt('/sign-in?error_description=expired').page)).toBe(false);
  });

  it('shows it at a page only signed-in visitors see, at /sign-in, keeping that page for afterwards', () => {
    for (const path of ['/', '/c/messaging/general?x=1#m', '/c/messaging/general/thread/t1']) {
      const { page, root, content, stored, addresses } = pageAt(path);
      expect(revealSignIn(page)).toBe(true);
      expect(root.children).toEqual([content]);
      expect(addresses).toEqual(['/sign-in']);
      expect([...stored.values()]).toEqual([path]);
    }
    const signedIn = pageAt('/c/messaging/general', ['sb-127-auth-token.present']);
    expect(revealSignIn(signedIn.page)).toBe(false);
    expect(signedIn.addresses).toEqual([]);
    expect(signedIn.stored.size).toBe(0);
  });

  it('shows nothing on other pages, where the app decides what comes first', () => {
    for (const path of ['/sign-up', '/sign-in-help', '/c/messaging', '/nowhere']) {
      const { page, addresses } = pageAt(path);
      expect(revealSignIn(page)).toBe(false);
      expect(addresses).toEqual([]);
    }
  });

  it('holds a submit made before the app runs, and repeats it once the app has rendered', async () => {
    const { page, root } = pageAt('/sign-in');
    revealSignIn(page);
    let prevented = 0;
    let resubmitted = 0;
    const form = { requestSubmit: () => resubmitted++ };
    const submit = () =>
      root.onSubmit.forEach((listener) =>
        listener({ target: form, preventDefault: () => prevented++ } as unknown as Event),
      );
    // Submitting natively would put the password in the address (a GET to this page).
    submit();
    expect(prevented).toBe(1);
    const handOver = startHandOver();
    // From now on the app's own handler answers.
    submit();
    expect(prevented).toBe(1);
    expect(resubmitted).toBe(0);
    handOver();
    handOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resubmitted).toBe(1);
  });
});
