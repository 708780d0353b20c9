/**
 * Every row of the connection table (each phase and what moves it on), then each session event
 * and the recovery paths.
 */
import { describe, expect, it } from 'vitest';
import {
  IDLE,
  retryDelay,
  transition,
  type ConnectionState,
  type SessionEvent,
} from './connection-machine.ts';

const connected: ConnectionState = { phase: 'connected', userId: 'alice' };
const connecting: ConnectionState = { phase: 'connecting', userId: 'alice', attempt: 0 };
const failed: ConnectionState = {
  phase: 'failed',
  userId: 'alice',
  step: 'token',
  message: 'Network error',
  attempt: 2,
};

describe('spec table: the wrapper loads', () => {
  it('does nothing without a session user', () => {
    expect(transition(IDLE, { type: 'load', userId: null })).toEqual({ state: IDLE, effects: [] });
  });

  it('does nothing when the user is already connected (StrictMode remount)', () => {
    expect(transition(connected, { type: 'load', userId: 'alice' })).toEqual({
      state: connected,
      effects: [],
    });
  });

  it('does nothing while that user is already connecting', () => {
    expect(transition(connecting, { type: 'load', userId: 'alice' })).toEqual({
      state: connecting,
      effects: [],
    });
  });

  it('connects a session user who is not connected, then marks connected', () => {
    const started = transition(IDLE, { type: 'load', userId: 'alice' });
    expect(started.state).toEqual(connecting);
    expect(started.effects).toEqual([
      { type: 'cancel-retry' },
      { type: 'connect', userId: 'alice' },
    ]);
    const done = transition(started.state, { type: 'connect-succeeded', userId: 'alice' });
    expect(done).toEqual({ state: connected, effects: [] });
  });
});

describe('spec table: the wrapper is torn down', () => {
  it.each([IDLE, connecting, connected, failed])('disconnects from %o', (state) => {
    expect(transition(state, { type: 'teardown' })).toEqual({
      state: IDLE,
      effects: [{ type: 'cancel-retry' }, { type: 'disconnect' }],
    });
  });
});

describe('session events', () => {
  const session = (event: SessionEvent, userId: string | null) =>
    ({ type: 'session', event, userId }) as const;

  it.each(['SIGNED_IN', 'INITIAL_SESSION', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s with a user connects like a load',
    (event) => {
      expect(transition(IDLE, session(event, 'alice')).effects).toContainEqual({
        type: 'connect',
        userId: 'alice',
      });
      expect(transition(connected, session(event, 'alice')).effects).toEqual([]);
    },
  );

  it('INITIAL_SESSION without a user does nothing', () => {
    expect(transition(IDLE, session('INITIAL_SESSION', null))).toEqual({
      state: IDLE,
      effects: [],
    });
  });

  it('SIGNED_IN as another user disconnects the first one before connecting', () => {
    const next = transition(connected, session('SIGNED_IN', 'bob'));
    expect(next.state).toEqual({ phase: 'connecting', userId: 'bob', attempt: 0 });
    expect(next.effects).toEqual([
      { type: 'cancel-retry' },
      { type: 'disconnect' },
      { type: 'connect', userId: 'bob' },
    ]);
  });

  it.each([connecting, connected, failed])(
    'SIGNED_OUT disconnects and clears the cache from %o',
    (state) => {
      expect(transition(state, session('SIGNED_OUT', null))).toEqual({
        state: IDLE,
        effects: [
          { type: 'cancel-retry' },
          { type: 'disconnect' },
          { type: 'clear-cache', userId: 'alice' },
        ],
      });
    },
  );

  it('SIGNED_OUT when nobody is connected does nothing', () => {
    expect(transition(IDLE, session('SIGNED_OUT', null))).toEqual({ state: IDLE, effects: [] });
  });

  it('TOKEN_REFRESHED changes nothing', () => {
    for (const state of [IDLE, connecting, connected, failed]) {
      expect(transition(state, session('TOKEN_REFRESHED', 'alice'))).toEqual({
        state,
        effects: [],
      });
    }
  });

  it('USER_UPDATED updates the identity of the connected user', () => {
    expect(transition(connected, session('USER_UPDATED', 'alice'))).toEqual({
      state: connected,
      effects: [{ type: 'update-identity', userId: 'alice' }],
    });
  });

  it('USER_UPDATED before the connection finished lets the running connect pick it up', () => {
    expect(transition(connecting, session('USER_UPDATED', 'alice'))).toEqual({
      state: connecting,
      effects: [],
    });
  });

  it('a profile edit updates the identity only once connected', () => {
    expect(transition(connected, { type: 'profile-edited' }).effects).toEqual([
      { type: 'update-identity', userId: 'alice' },
    ]);
    expect(transition(IDLE, { type: 'profile-edited' }).effects).toEqual([]);
  });
});

describe('failures and recovery', () => {
  it('a failed step is shown with its message and retried with back-off', () => {
    const next = transition(connecting, {
      type: 'connect-failed',
      userId: 'alice',
      step: 'profile',
      message: 'offline',
    });
    expect(next.state).toEqual({
      phase: 'failed',
      userId: 'alice',
      step: 'profile',
      message: 'offline',
      attempt: 1,
    });
    expect(next.effects).toEqual([{ type: 'schedule-retry', delayMs: 1000 }]);
  });

  it('the back-off doubles and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retry starts a new attempt and keeps counting', () => {
    const next = transition(failed, { type: 'retry' });
    expect(next.state).toEqual({ phase: 'connecting', userId: 'alice', attempt: 2 });
    expect(next.effects).toEqual([{ type: 'cancel-retry' }, { type: 'connect', userId: 'alice' }]);
    const again = transition(next.state, {
      type: 'connect-failed',
      userId: 'alice',
      step: 'token',
      message: 'x',
    });
    expect(again.effects).toEqual([{ type: 'schedule-retry', delayMs: 4000 }]);
  });

  it('retry outside a failure does nothing', () => {
    expect(transition(connected, { type: 'retry' })).toEqual({ state: connected, effects: [] });
  });

  it('coming back online retries a failure at once', () => {
    expect(transition(failed, { type: 'wake', socketHealthy: false }).effects).toContainEqual({
      type: 'connect',
      userId: 'alice',
    });
  });

  it('coming back with the socket down reconnects it at once', () => {
    expect(transition(connected, { type: 'wake', socketHealthy: false }).effects).toEqual([
      { type: 'reconnect-socket' },
    ]);
    expect(transition(connected, { type: 'wake', socketHealthy: true }).effects).toEqual([]);
  });

  it('going offline drops a connected socket and nothing else', () => {
    expect(transition(connected, { type: 'offline' })).toEqual({
      state: connected,
      effects: [{ type: 'drop-socket' }],
    });
    // A connect under way may open its socket before the network goes: that one is dropped too.
    expect(transition(connecting, { type: 'offline' })).toEqual({
      state: connecting,
      effects: [{ type: 'drop-socket' }],
    });
    expect(transition(failed, { type: 'offline' }).effects).toEqual([]);
    expect(transition(IDLE, { type: 'offline' }).effects).toEqual([]);
  });

  it('ignores late answers for a user who signed out or was replaced', () => {
    expect(transition(IDLE, { type: 'connect-succeeded', userId: 'alice' })).toEqual({
      state: IDLE,
      effects: [],
    });
    const bob: ConnectionState = { phase: 'connecting', userId: 'bob', attempt: 0 };
    expect(
      transition(bob, { type: 'connect-failed', userId: 'alice', step: 'token', message: 'x' }),
    ).toEqual({
      state: bob,
      effects: [],
    });
  });
});
