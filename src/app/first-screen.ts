/**
 * What the first render needs, gathered before it, so the first screen is committed once, whole:
 * the language, the session, and for someone signed in the shell's code and the connection under
 * way with their saved name; on the conversation list also the list the device saved and the code
 * that draws it. Each step read apart would be a
 * commit of its own (a splash, the shell, a placeholder, the list), each re-rendering the page.
 * Never waits longer than WAIT_MS: a slow device or storage gets the splash and the steps after.
 */
import { languageSettled, onLanguageSettled } from '../lib/i18n/load-language.ts';
import { onSessionChange, sessionState } from '../core/session/session-store.ts';
import { isConversationList, isInShell, parseRoute, startsWithList } from '../lib/routes.ts';
import { navigate } from '../lib/router.ts';
import { takeKeptInvite } from './return-path.ts';
import { readSavedStart } from '../features/chat/list/saved-start.ts';
import { signedInApp } from './shell/signed-in-app-slot.ts';
import { startScreen } from './chat-screen/start-screen-slot.ts';
import { connectBeforeFirstRender } from '../core/connection/chat-connection.tsx';
import { markedUser, maySignIn } from '../core/supabase/auth-client.ts';

const WAIT_MS = 1_500;

let committed: () => void = () => undefined;
const firstScreenCommitted = new Promise<void>((resolve) => (committed = resolve));

/** The app's first render is committed (boot.tsx tells it). */
export function firstScreenShown(): void {
  committed();
}

function when(ready: () => boolean, subscribe: (notify: () => void) => () => void) {
  return new Promise<void>((resolve) => {
    if (ready()) return resolve();
    const stop = subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

/**
 * An invite link kept while signing up is followed by the tab that finds it first: this one as
 * soon as it knows who is signed in, not after its first screen (in the tab a confirmation mail
 * opens, the sign-up tab would otherwise take it while this one gathers).
 */
function followKeptInvite(pathname: string): string {
  const kept = isConversationList(parseRoute(pathname)) ? takeKeptInvite() : null;
  if (!kept) return pathname;
  navigate(kept, { replace: true });
  return kept;
}

/**
 * Someone whose session the device keeps is most likely still signed in: the code of their first
 * screen is fetched, and the saved list of the person the session marker names is read, beside
 * the language and the auth client rather than after them. Nothing is drawn from it unless the
 * session, once read, is that person's (saved-start.ts answers per user id).
 */
function beginLikelyStart(pathname: string): void {
  const route = parseRoute(pathname);
  if (!maySignIn() || !isInShell(route)) return;
  signedInApp.load().catch(() => undefined);
  if (!startsWithList(route)) return;
  startScreen.load().catch(() => undefined);
  const userId = markedUser();
  if (userId) void readSavedStart(userId);
}

async function gather(start: string): Promise<void> {
  beginLikelyStart(start);
  await when(languageSettled, onLanguageSettled);
  await when(() => sessionState().status !== 'loading', onSessionChange);
  const { session } = sessionState();
  const pathname = session ? followKeptInvite(start) : start;
  const route = parseRoute(pathname);
  if (!session || !isInShell(route)) return;
  const atList = startsWithList(route);
  await Promise.all([
    connectBeforeFirstRender(session, firstScreenCommitted),
    signedInApp.load(),
    atList ? Promise.all([readSavedStart(session.user.id), startScreen.load()]) : undefined,
  ]);
}

/** Settles when the first screen can render whole, or after WAIT_MS; never rejects. */
export function firstScreenReady(pathname: string): Promise<void> {
  return Promise.race([
    gather(pathname).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}
