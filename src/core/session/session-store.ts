/**
 * The app's view of the Supabase session: one subscription to the auth client, shared by React
 * (useSession) and the chat connection (onSessionEvent).
 */
import { useSyncExternalStore } from 'react';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { authClient, keptSession, maySignIn, sessionMarked } from '../supabase/auth-client.ts';
import { afterFirstPaint } from '../../lib/page-moments/after-first-paint.ts';
import { needsMfa } from './assurance.ts';
import { listeners } from '../../lib/listeners.ts';

export interface SessionState {
  /** 'loading' until INITIAL_SESSION arrives, unless nothing could be signed in anyway. */
  status: 'loading' | 'signed-out' | 'signed-in';
  session: Session | null;
  /** Signed in with a password but the account's TOTP factor is not verified in this session. */
  mfaRequired: boolean;
  /** The session came from a recovery link: the user must choose a new password. */
  recovery: boolean;
  /** The session ended while this page was open (signing out, or a refresh that failed). */
  endedHere: boolean;
}

export type SessionListener = (event: AuthChangeEvent, session: Session | null) => void;

/** What the app does as sessions come and go (the app composes it from core/sign-out/). */
export interface SessionChanges {
  /** Removes what a gone session left on the device; `ended` when one was here. */
  left(ended: boolean): Promise<void>;
  /** Someone signed in. */
  signedIn(): void;
}

let state: SessionState = {
  status: 'loading',
  session: null,
  mfaRequired: false,
  recovery: false,
  endedHere: false,
};
const viewers = listeners();
const eventListeners = listeners<Parameters<SessionListener>>();
let started = false;
let changes: SessionChanges = { left: () => Promise.resolve(), signedIn: () => undefined };
/** A session was kept on the device when the page started (the auth client may find it gone). */
let markedAtStart = false;
/** The last removal of what a gone session left (SessionChanges.left). */
let leaving: Promise<void> = Promise.resolve();

function sameState(a: SessionState, b: SessionState): boolean {
  return (Object.keys(a) as (keyof SessionState)[]).every((key) => a[key] === b[key]);
}

function publish(next: SessionState): void {
  // React draws a changed session at once, in one task however large the page: a visitor known
  // to be signed out when the auth client's first answer says so again changes nothing.
  if (sameState(state, next)) return;
  state = next;
  viewers.tell();
}

/**
 * The session shown, where `session` is the same to the letter: the one read from the device
 * before the auth client answered is not drawn again when the client hands out its own copy.
 */
function shownAlready(session: Session): Session {
  const shown = state.session;
  return shown && JSON.stringify(shown) === JSON.stringify(session) ? shown : session;
}

/** The state the auth client's `event` with `session` leaves. */
function stateAfter(event: AuthChangeEvent, session: Session | null): SessionState {
  return {
    status: session ? 'signed-in' : 'signed-out',
    session,
    mfaRequired: session ? needsMfa(session) : false,
    recovery: event === 'PASSWORD_RECOVERY' || (state.recovery && event !== 'SIGNED_OUT'),
    endedHere: session ? false : event === 'SIGNED_OUT' || state.endedHere,
  };
}

function apply(event: AuthChangeEvent, given: Session | null): void {
  const session = given && shownAlready(given);
  if (!session) {
    // A session that was here and is not any more ended; no session at all leaves nothing either.
    const ended = event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && markedAtStart);
    leaving = changes
      .left(ended)
      .catch((error: unknown) =>
        console.warn('What the ended session left on the device could not all be removed', error),
      );
  }
  if (event === 'SIGNED_IN') changes.signedIn();
  publish(stateAfter(event, session));
  eventListeners.tell(event, session);
}

/**
 * Starts listening once; the auth client replays INITIAL_SESSION to the first subscriber. A
 * visitor with no stored session sees the sign-in page at once, while the client loads.
 */
export function startSession(onChanges: SessionChanges): void {
  if (started) return;
  started = true;
  changes = onChanges;
  markedAtStart = sessionMarked();
  const listen = () =>
    void authClient().then((auth) =>
      auth.onAuthStateChange((event, session) => {
        // Auth calls made inside this callback would wait on the client's own lock: leave it first.
        setTimeout(() => apply(event, session), 0);
      }),
    );
  if (maySignIn()) {
    listen();
    // The kept session, read straight from the device, lets the first screen start a few dozen
    // milliseconds before the auth client has loaded and read it; the client's own answer
    // follows, and a session it finds ended or different replaces this one.
    void keptSession().then((kept) => {
      if (kept && state.status === 'loading') publish(stateAfter('INITIAL_SESSION', kept));
    });
    return;
  }
  // Nobody to restore: paint the sign-in page first, load the auth client right after.
  state = { ...state, status: 'signed-out' };
  afterFirstPaint(listen);
}

/** Settles once what the last gone session left is counted (for the sign-in page) and removed. */
export const sessionLeft = (): Promise<void> => leaving;

export function sessionState(): SessionState {
  return state;
}

/** Marks the recovery as finished once the new password is saved. */
export function finishRecovery(): void {
  publish({ ...state, recovery: false });
}

export function onSessionEvent(listener: SessionListener): () => void {
  return eventListeners.add(listener);
}

/** Tells `notify` of each change of the session's state. */
export function onSessionChange(notify: () => void): () => void {
  return viewers.add(notify);
}

/** Hydrating the build-time sign-in page reads the same state: it was rendered for no session. */
export function useSession(): SessionState {
  return useSyncExternalStore(onSessionChange, sessionState, sessionState);
}
