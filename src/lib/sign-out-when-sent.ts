/**
 * Signing out while messages wait to be sent can wait for them: the person asks once, keeps
 * using the app (or closes it), and the sign-out happens when this device's outbox is empty. It
 * is remembered per user across reloads, so when the service worker delivered everything while
 * no tab was open, the next start signs out at once. The outbox is read from the user's own
 * database before signing out, never inferred from a count not yet read.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { signOut } from './sign-out.ts';
import { useWaitingCount } from './offline-db/waiting-count.ts';
import { waitingOnDevice } from './offline-db/waiting-messages.ts';

export type SignOutScope = 'local' | 'global';

const KEY = 'parley:sign-out-when-sent';
const listeners = new Set<() => void>();

function read(): { userId: string; scope: SignOutScope } | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      userId?: unknown;
      scope?: unknown;
    } | null;
    if (typeof value?.userId !== 'string') return null;
    return { userId: value.userId, scope: value.scope === 'global' ? 'global' : 'local' };
  } catch {
    return null;
  }
}

function write(value: { userId: string; scope: SignOutScope } | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the wish lasts as long as this page: still kept below for the listeners.
  }
  listeners.forEach((listener) => listener());
}

export function signOutWhenSent(userId: string, scope: SignOutScope): void {
  write({ userId, scope });
}

export function cancelSignOutWhenSent(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The sign-out this user asked for once their messages are sent, if any. */
export function usePendingSignOut(userId: string | undefined): SignOutScope | null {
  const scope = useSyncExternalStore(subscribe, () => {
    const pending = read();
    return pending && pending.userId === userId ? pending.scope : null;
  });
  return scope;
}

/** Watches the outbox while signed in and signs out once it is empty, if that was asked. */
export function useSignOutWhenSent(userId: string | undefined): void {
  const scope = usePendingSignOut(userId);
  const waiting = useWaitingCount();
  useEffect(() => {
    if (!scope || !userId || waiting > 0) return;
    let current = true;
    void waitingOnDevice(userId).then(async (left) => {
      if (!current || left > 0) return;
      const { error } = await signOut(scope);
      if (!error) write(null);
    });
    return () => {
      current = false;
    };
  }, [scope, userId, waiting]);
}
