/**
 * Shows the sign-in page that the build put into index.html (a `<template id="sign-in-first">`,
 * scripts/vite-plugins/prerender-sign-in.ts) before the app has loaded, but only when the app would show the
 * same page: with no stored session and no auth redirect in the address, in English (the build's
 * language), at /sign-in or at a page only signed-in visitors see (`/`, where an installed app
 * opens, or a link to a conversation), which the app would send to /sign-in anyway: the address
 * becomes /sign-in at once and the page asked for is kept for after signing in, as the app does.
 * Anyone who may be signed in keeps the empty root until the app decides (splash, then chat), so
 * a signed-in visitor never sees the sign-in form flash, and a visitor whose language loads first
 * never sees English.
 */
import { hasAuthRedirect } from '../core/supabase/auth-redirect.ts';
import { languageFor } from '../lib/i18n/languages.ts';
import { sessionMarkedIn } from '../core/supabase/storage-key.ts';
import { rememberReturnPath } from './return-path.ts';
import { isSignedInOnly, parseRoute } from '../lib/routes.ts';

export interface PageView {
  location: { pathname: string; search: string; hash: string };
  navigator: { languages: readonly string[] };
  localStorage: { readonly length: number; key(index: number): string | null };
  sessionStorage: Pick<Storage, 'setItem'>;
  history: Pick<History, 'replaceState'>;
  document: { getElementById(id: string): HTMLElement | null };
}

/** Whether someone may be signed in here, told before any async read (the auth client's own). */
export function maybeSignedIn(page: Pick<PageView, 'location' | 'localStorage'>): boolean {
  if (hasAuthRedirect(page.location)) return true;
  try {
    // Any project's key: the configuration (and so this page's own key) is not read yet.
    return sessionMarkedIn(page.localStorage);
  } catch {
    // Storage that cannot be read may still hold a session: leave the choice to the app.
    return true;
  }
}

/** What the visitor did before the app ran: submitted the form, or pressed a button. */
let held: (() => void) | null = null;
let holding = false;
let shownRoot: HTMLElement | null = null;

/**
 * What was typed into the page before React took it over stays in the fields when it hydrates,
 * but React's state (and so the next render) still holds the empty values it was rendered with.
 * Telling React about each typed value the way a keystroke would brings the two together.
 */
function adoptTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll('input')) {
    const typed = input.value;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    if (typed === input.defaultValue || !setValue) continue;
    // Through React's own value tracking, then past it: React then sees the typed value as new.
    input.value = input.defaultValue;
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Called just before the app hydrates the page: from then on its own handlers answer. Returns
 * what to run once React has rendered it: adopt typed values, then repeat a held submit or press.
 */
export function startHandOver(): () => void {
  holding = false;
  return () => {
    const root = shownRoot;
    const action = held;
    shownRoot = null;
    held = null;
    if (!root) return;
    adoptTypedValues(root);
    // In a task of its own: React applies the adopted values first (it runs this from an effect).
    if (action) setTimeout(action, 0);
  };
}

/** True if the sign-in page was put on screen. */
export function revealSignIn(page: PageView): boolean {
  const { pathname, search, hash } = page.location;
  const atSignIn = pathname.replace(/\/+$/, '') === '/sign-in';
  if (!atSignIn && !isSignedInOnly(parseRoute(pathname))) return false;
  if (languageFor(page.navigator.languages) !== 'en' || maybeSignedIn(page)) return false;
  const template = page.document.getElementById('sign-in-first') as HTMLTemplateElement | null;
  const root = page.document.getElementById('root');
  if (!template?.content || !root) return false;
  if (!atSignIn) {
    rememberReturnPath(`${pathname}${search}${hash}`, () => page.sessionStorage);
    page.history.replaceState(null, '', '/sign-in');
  }
  root.replaceChildren(template.content);
  shownRoot = root;
  holding = true;
  // Until the app takes the page over, a submit would go natively (a GET to this page with the
  // password in the address) and a press would do nothing: hold the last one for the app.
  root.addEventListener('submit', (event) => {
    if (!holding) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    held = () => form.requestSubmit();
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button[type="button"]');
    if (holding && button instanceof HTMLButtonElement) held = () => button.click();
  });
  return true;
}
