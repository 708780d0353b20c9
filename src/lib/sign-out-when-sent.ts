/**
 * Signing out while messages wait to be sent can wait for them: the person asks once, keeps
 * using the app (or closes it), and the sign-out happens when this device's outbox is empty. It
 * is remembered per user across reloads (and told to the other tabs through the storage event),
 * so when the service worker delivered everything while no tab was open, the next start signs out
 * at once. The outbox is read from the user's own database before signing out, never inferred
 * from a count not yet read. A message refused for good ends the wait: the person stays signed
 * in to see it. Any sign-out, or a session that ended meanwhile, forgets the wish.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { signOut } from './sign-out.ts';
import { useOutboxRevision } from './offline-db/waiting-count.ts';
import { waitingOnDevice } from './offline-db/waiting-messages.ts';
import { onRefusal } from './offline-db/refusals.ts';

export type SignOutScope = 'local' | 'global';
interface Wish {
  userId: string;
  scope: SignOutScope;
}

const KEY = 'parley:sign-out-when-sent';
const listeners = new Set<() => void>();
let wish: Wish | null | undefined;

function stored(): Wish | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Wish> | null;
    if (typeof value?.userId !== 'string') return null;
    return { userId: value.userId, scope: value.scope === 'global' ? 'global' : 'local' };
  } catch {
    return null;
  }
}

function current(): Wish | null {
  wish ??= stored();
  return wish;
}

function write(next: Wish | null): void {
  if (next === null && current() === null) return;
  wish = next;
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the wish lasts as long as this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', reread);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', reread);
  };
}

function reread(event: StorageEvent): void {
  if (event.key !== KEY && event.key !== null) return;
  wish = stored();
  listeners.forEach((listener) => listener());
}

export function signOutWhenSent(userId: string, scope: SignOutScope): void {
  write({ userId, scope });
}

export function cancelSignOutWhenSent(): void {
  write(null);
}

onRefusal(cancelSignOutWhenSent);

/** The sign-out this user asked for once their messages are sent, if any. */
export function usePendingSignOut(userId: string | undefined): SignOutScope | null {
  return useSyncExternalStore(subscribe, () => {
    const pending = current();
    return pending && pending.userId === userId ? pending.scope : null;
  });
}

/** Watches the outbox while signed in and signs out once it is empty, if that was asked. */
export function useSignOutWhenSent(userId: string | undefined): void {
  const scope = usePendingSignOut(userId);
  // Looked at again whenever the outbox changed, whatever the count says.
  const revision = useOutboxRevision();
  useEffect(() => {
    if (!scope || !userId) return;
    let live = true;
    void waitingOnDevice(userId).then(async (left) => {
      if (!live || left > 0) return;
      const { error } = await signOut(scope);
      if (!error) cancelSignOutWhenSent();
    });
    return () => {
      live = false;
    };
  }, [scope, userId, revision]);
}
