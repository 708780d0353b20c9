/**
 * The session store of someone whose session is kept on the device: the first screen is drawn
 * from the kept session while the auth client starts, and the client's own answers about the
 * same session render nothing again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;
const auth = vi.hoisted(() => ({
  listener: undefined as AuthListener | undefined,
  kept: null as Session | null,
}));

vi.mock('../supabase/auth-client.ts', () => ({
  maySignIn: () => true,
  sessionMarked: () => true,
  authClient: () =>
    Promise.resolve({
      onAuthStateChange: (listener: AuthListener) => {
        auth.listener = listener;
      },
    }),
}));
vi.mock('../supabase/kept-session.ts', () => ({ keptSession: () => Promise.resolve(auth.kept) }));

const session = (token = 'token'): Session =>
  ({ access_token: token, user: { id: 'user-1' } }) as unknown as Session;

/** A page start: a fresh store, its viewer counted, the auth client not yet answering. */
async function start() {
  vi.resetModules();
  auth.listener = undefined;
  const store = await import('./session-store.ts');
  const left = vi.fn(() => Promise.resolve());
  store.startSession({ left, signedIn: () => undefined });
  const told = vi.fn();
  store.onSessionChange(told);
  await vi.waitFor(() => expect(auth.listener).toBeDefined());
  return { ...store, told, left };
}

async function authSays(event: AuthChangeEvent, told: Session | null): Promise<void> {
  auth.listener?.(event, told);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a session kept on the device', () => {
  beforeEach(() => {
    auth.kept = session();
  });

  it('is signed in before the auth client answers; its restoring answers render nothing', async () => {
    const store = await start();
    await vi.waitFor(() => expect(store.sessionState().status).toBe('signed-in'));
    const drawn = store.sessionState().session;
    expect(drawn?.user.id).toBe('user-1');
    store.told.mockClear();
    await authSays('SIGNED_IN', session());
    await authSays('INITIAL_SESSION', session());
    expect(store.told).not.toHaveBeenCalled();
    expect(store.sessionState().session).toBe(drawn);
    // Later news of the same token (a profile change) is news.
    const updated = { ...session(), user: { id: 'user-1', email: 'new@example.com' } };
    await authSays('USER_UPDATED', updated as unknown as Session);
    expect(store.told).toHaveBeenCalledOnce();
    expect(store.sessionState().session).toBe(updated);
  });

  it('ends when the auth client finds no session after all', async () => {
    const store = await start();
    await vi.waitFor(() => expect(store.sessionState().status).toBe('signed-in'));
    await authSays('INITIAL_SESSION', null);
    expect(store.sessionState().status).toBe('signed-out');
    expect(store.left).toHaveBeenCalledWith(true);
  });

  it('takes a renewed session the auth client answers with', async () => {
    const store = await start();
    await vi.waitFor(() => expect(store.sessionState().status).toBe('signed-in'));
    const renewed = session('renewed');
    await authSays('INITIAL_SESSION', renewed);
    expect(store.sessionState().session).toBe(renewed);
  });

  it('waits for the auth client when nothing usable is kept', async () => {
    auth.kept = null;
    const store = await start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.sessionState().status).toBe('loading');
    const restored = session();
    await authSays('INITIAL_SESSION', restored);
    expect(store.sessionState().session).toBe(restored);
  });
});
