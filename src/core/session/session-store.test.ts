import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;
const auth = vi.hoisted(() => ({ listener: undefined as AuthListener | undefined }));

// A visitor with no session kept on the device, whose auth client loads once asked for.
vi.mock('../supabase/auth-client.ts', () => ({
  maySignIn: () => false,
  sessionMarked: () => false,
  authClient: () =>
    Promise.resolve({
      onAuthStateChange: (listener: AuthListener) => {
        auth.listener = listener;
      },
    }),
}));
vi.mock('../../lib/page-moments/after-first-paint.ts', () => ({
  afterFirstPaint: (work: () => void) => work(),
}));

const { onSessionChange, sessionState, startSession } = await import('./session-store.ts');

/** The auth client's answer, as the store takes it: in a task of its own. */
async function authSays(event: AuthChangeEvent, session: Session | null): Promise<void> {
  await vi.waitFor(() => expect(auth.listener).toBeDefined());
  auth.listener?.(event, session);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const told = vi.fn();
const left = vi.fn(() => Promise.resolve());
startSession({ left, signedIn: () => undefined });
onSessionChange(told);

describe('the session store of a visitor who is signed out', () => {
  beforeEach(() => told.mockClear());

  it('tells no one again when the auth client confirms there is no session', async () => {
    expect(sessionState().status).toBe('signed-out');
    await authSays('INITIAL_SESSION', null);
    expect(told).not.toHaveBeenCalled();
    expect(sessionState().status).toBe('signed-out');
    // What a gone session may have left is still looked for.
    expect(left).toHaveBeenCalledWith(false);
  });

  it('tells its viewers when someone signs in', async () => {
    const session = { access_token: 'token', user: { id: 'user-1' } } as unknown as Session;
    await authSays('SIGNED_IN', session);
    expect(told).toHaveBeenCalledOnce();
    expect(sessionState()).toMatchObject({ status: 'signed-in', session });
  });
});
