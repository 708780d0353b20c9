/** The store of someone whose session the device keeps: shown before the auth client answers. */
import { describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;
const auth = vi.hoisted(() => ({
  listener: undefined as AuthListener | undefined,
  loaded: undefined as (() => void) | undefined,
}));

const kept = { access_token: 'token', refresh_token: 'r', expires_at: 4e9, user: { id: 'u1' } };

// The auth client loads only when the test lets it; the kept session reads at once.
vi.mock('../supabase/auth-client.ts', () => ({
  maySignIn: () => true,
  sessionMarked: () => true,
  keptSession: () => Promise.resolve(structuredClone(kept)),
  authClient: () =>
    new Promise((resolve) => {
      auth.loaded = () =>
        resolve({
          onAuthStateChange: (listener: AuthListener) => {
            auth.listener = listener;
          },
        });
    }),
}));

const { onSessionChange, sessionState, startSession } = await import('./session-store.ts');

async function authSays(event: AuthChangeEvent, session: object | null): Promise<void> {
  auth.loaded?.();
  await vi.waitFor(() => expect(auth.listener).toBeDefined());
  auth.listener?.(event, session as Session | null);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const told = vi.fn();
const left = vi.fn(() => Promise.resolve());
startSession({ left, signedIn: () => undefined });
onSessionChange(told);

describe('the session store of someone whose session the device keeps', () => {
  it('is signed in with the kept session before the auth client has loaded', async () => {
    await vi.waitFor(() => expect(sessionState().status).toBe('signed-in'));
    expect(sessionState().session).toEqual(kept);
    expect(auth.listener).toBeUndefined();
    expect(told).toHaveBeenCalledOnce();
  });

  it("tells no one again when the auth client's answer is the same session", async () => {
    const shown = sessionState().session;
    await authSays('INITIAL_SESSION', structuredClone(kept));
    expect(sessionState().session).toBe(shown);
    expect(told).toHaveBeenCalledOnce();
  });

  it('takes a renewed session from the auth client', async () => {
    const renewed = { ...kept, access_token: 'renewed' };
    await authSays('TOKEN_REFRESHED', renewed);
    expect(sessionState().session).toEqual(renewed);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('ends when the auth client finds no session after all', async () => {
    await authSays('INITIAL_SESSION', null);
    expect(sessionState().status).toBe('signed-out');
    expect(left).toHaveBeenCalledWith(true);
  });
});
