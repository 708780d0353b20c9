/**
 * The chat connection as a pure state machine: the table of its phases and what moves each on,
 * plus the session events.
 * Inputs come from the wrapper's lifecycle, the auth client and the connect attempt; the returned
 * effects are carried out by connection-controller.ts, in order.
 */

export type ConnectStep = 'profile' | 'token' | 'connect';

export type ConnectionState =
  | { phase: 'idle' }
  | { phase: 'connecting'; userId: string; attempt: number }
  | { phase: 'connected'; userId: string }
  | { phase: 'failed'; userId: string; step: ConnectStep; message: string; attempt: number };

/** The auth client's events (AuthChangeEvent) that the connection reacts to. */
export type SessionEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'PASSWORD_RECOVERY';

export type ConnectionInput =
  /** The wrapper mounted. `userId` is the session user ready for chat, or null. */
  | { type: 'load'; userId: string | null }
  | { type: 'session'; event: SessionEvent; userId: string | null }
  | { type: 'connect-succeeded'; userId: string }
  | { type: 'connect-failed'; userId: string; step: ConnectStep; message: string }
  /** The user pressed retry or the back-off timer fired. */
  | { type: 'retry' }
  /** The network came back or the page became visible. */
  | { type: 'wake'; socketHealthy: boolean }
  /** The device lost its network. */
  | { type: 'offline' }
  | { type: 'profile-edited' }
  | { type: 'teardown' };

export type ConnectionEffect =
  /** Fetch the profile, fetch a token, connectUser; answer with connect-succeeded/failed. */
  | { type: 'connect'; userId: string }
  | { type: 'disconnect' }
  | { type: 'clear-cache'; userId: string }
  | { type: 'update-identity'; userId: string }
  | { type: 'reconnect-socket' }
  /** Close the chat socket, so the one the SDK opens on return is the only one. */
  | { type: 'drop-socket' }
  | { type: 'schedule-retry'; delayMs: number }
  | { type: 'cancel-retry' };

export interface Transition {
  state: ConnectionState;
  effects: ConnectionEffect[];
}

export const IDLE: ConnectionState = { phase: 'idle' };

const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
}

export function userOf(state: ConnectionState): string | null {
  return state.phase === 'idle' ? null : state.userId;
}

/** Spec table, "wrapper loads": nothing without a user or when that user is already connected. */
function load(state: ConnectionState, userId: string | null): Transition {
  if (userId === null) return { state, effects: [] };
  const current = userOf(state);
  if (current === userId && state.phase !== 'failed') return { state, effects: [] };
  const effects: ConnectionEffect[] = [{ type: 'cancel-retry' }];
  if (current !== null && current !== userId) effects.push({ type: 'disconnect' });
  const attempt = state.phase === 'failed' && current === userId ? state.attempt : 0;
  effects.push({ type: 'connect', userId });
  return { state: { phase: 'connecting', userId, attempt }, effects };
}

function signOut(state: ConnectionState): Transition {
  const userId = userOf(state);
  if (userId === null) return { state, effects: [] };
  return {
    state: IDLE,
    effects: [{ type: 'cancel-retry' }, { type: 'disconnect' }, { type: 'clear-cache', userId }],
  };
}

function session(state: ConnectionState, event: SessionEvent, userId: string | null): Transition {
  switch (event) {
    case 'SIGNED_OUT':
      return signOut(state);
    case 'TOKEN_REFRESHED':
      return { state, effects: [] };
    case 'USER_UPDATED':
      if (state.phase === 'connected' && state.userId === userId) {
        return { state, effects: [{ type: 'update-identity', userId }] };
      }
      return load(state, userId);
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'MFA_CHALLENGE_VERIFIED':
    case 'PASSWORD_RECOVERY':
      return load(state, userId);
  }
}

export function transition(state: ConnectionState, input: ConnectionInput): Transition {
  switch (input.type) {
    case 'load':
      return load(state, input.userId);
    case 'session':
      return session(state, input.event, input.userId);
    case 'connect-succeeded':
      // A late answer for a user who signed out or was replaced changes nothing.
      if (state.phase !== 'connecting' || state.userId !== input.userId)
        return { state, effects: [] };
      return { state: { phase: 'connected', userId: input.userId }, effects: [] };
    case 'connect-failed': {
      if (state.phase !== 'connecting' || state.userId !== input.userId)
        return { state, effects: [] };
      const attempt = state.attempt + 1;
      return {
        state: {
          phase: 'failed',
          userId: input.userId,
          step: input.step,
          message: input.message,
          attempt,
        },
        effects: [{ type: 'schedule-retry', delayMs: retryDelay(attempt) }],
      };
    }
    case 'retry':
      if (state.phase !== 'failed') return { state, effects: [] };
      return {
        state: { phase: 'connecting', userId: state.userId, attempt: state.attempt },
        effects: [{ type: 'cancel-retry' }, { type: 'connect', userId: state.userId }],
      };
    case 'wake':
      if (state.phase === 'failed') return transition(state, { type: 'retry' });
      if (state.phase === 'connected' && !input.socketHealthy) {
        return { state, effects: [{ type: 'reconnect-socket' }] };
      }
      return { state, effects: [] };
    case 'offline':
      // While connecting, the socket may already be open: effects run in order, so the drop
      // comes once the attempt has settled, and closes what it opened.
      if (state.phase === 'idle' || state.phase === 'failed') return { state, effects: [] };
      return { state, effects: [{ type: 'drop-socket' }] };
    case 'profile-edited':
      if (state.phase !== 'connected') return { state, effects: [] };
      return { state, effects: [{ type: 'update-identity', userId: state.userId }] };
    case 'teardown':
      return { state: IDLE, effects: [{ type: 'cancel-retry' }, { type: 'disconnect' }] };
  }
}
