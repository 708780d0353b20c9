/**
 * The application-wide chat wrapper: it feeds the page's lifecycle, the session's
 * events and the network's comings and goings to the connection controller.
 */
import { useEffect, type ReactNode } from 'react';
import type { Session } from '@supabase/auth-js';
import { needsMfa } from '../session/assurance.ts';
import { onSessionEvent, sessionState } from '../session/session-store.ts';
import {
  cancelTeardown,
  dispatch,
  holdConnectingUntil,
  scheduleTeardown,
  showSavedIdentity,
} from './connection-controller.ts';
import { socketHealthy } from './connection-status.ts';
import { checkSessionSoon } from '../sign-out/session-check.ts';

/** The user to connect: none while the session still owes its TOTP code. */
function readyUser(session: Session | null): string | null {
  return session && !needsMfa(session) ? session.user.id : null;
}

/**
 * Starts connecting the signed-in person before the app's first render, with their saved name
 * and picture: the first screen then shows the connection under way and who is signed in, instead
 * of a commit for each a moment later. Resolves once the saved identity is read; the wrapper's
 * own start changes nothing after this. The chat client's code (the SDK, the largest part of the
 * start) is loaded and run only once `after` settles (the first screen committed), so it does not
 * hold the first screen up: the list there is drawn from the device.
 */
export function connectBeforeFirstRender(session: Session, after: Promise<void>): Promise<void> {
  const userId = readyUser(session);
  if (!userId) return Promise.resolve();
  holdConnectingUntil(after);
  dispatch({ type: 'load', userId });
  return showSavedIdentity(userId);
}

export function ChatConnection({ children }: { children: ReactNode }) {
  useEffect(() => {
    cancelTeardown();
    const userId = readyUser(sessionState().session);
    dispatch({ type: 'load', userId });
    const stopListening = onSessionEvent((event, session) => {
      const id = readyUser(session);
      // A session restored from the device may have ended elsewhere meanwhile.
      if (session && event === 'INITIAL_SESSION') checkSessionSoon();
      dispatch({ type: 'session', event, userId: id });
    });
    const wake = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) {
        if (sessionState().session) checkSessionSoon();
        dispatch({ type: 'wake', socketHealthy: socketHealthy() });
      }
    };
    const offline = () => dispatch({ type: 'offline' });
    window.addEventListener('online', wake);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', wake);
    return () => {
      stopListening();
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', wake);
      scheduleTeardown();
    };
  }, []);
  return children;
}
