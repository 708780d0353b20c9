/**
 * A start at the conversations, for someone whose session is kept here, renders from the device
 * first: the first render waits (at most WAIT_MS) for the session, the conversations saved for
 * its person (core/device-copy/saved-start.ts) and the code that draws them, all begun at once,
 * so that render is the list itself, in one commit, with no splash or placeholder before it.
 * Any other start renders at once.
 */
import type { BrowserConfig } from '../config/env.ts';
import { readSavedStart } from '../core/device-copy/saved-start.ts';
import { onSessionEvent, sessionState } from '../core/session/session-store.ts';
import { storageKeyFor } from '../core/session/storage-key.ts';
import { sessionMarked } from '../core/supabase/auth-client.ts';
import { parseRoute } from '../lib/routes.ts';
import { signedInApp } from './signed-in-slot.ts';
import { startChat } from './chat-slots.ts';

/** Past this the app renders anyway: a slow renewal of the session shows its splash. */
const WAIT_MS = 1500;

function sessionKnown(): Promise<void> {
  if (sessionState().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onSessionEvent(() => {
      stop();
      resolve();
    });
  });
}

/** Call after startSession(). Settles when the first render may go; never rejects. */
export function readyForFirstRender(config: BrowserConfig, pathname: string): Promise<void> {
  const route = parseRoute(pathname);
  if (route.name !== 'chat' || route.share || route.view || !sessionMarked()) {
    return Promise.resolve();
  }
  const code = [signedInApp.load(), startChat.load()].map((loading) =>
    loading.catch(() => undefined),
  );
  const ready = Promise.all([
    sessionKnown(),
    readSavedStart(storageKeyFor(config.supabaseUrl)),
    ...code,
  ]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]).then(
    () => undefined,
  );
}
