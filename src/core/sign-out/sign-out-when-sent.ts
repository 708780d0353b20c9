/**
 * Signing out while messages wait to be sent can wait for them: the person asks once, keeps
 * using the app (or closes it), and the sign-out happens as soon as nothing waits on this device.
 * It fails closed: a message the server refused counts as settled (shown failed with its reason,
 * and named on the sign-in page), so no refusal keeps the person signed in. The plan itself
 * (sign-out-plan.ts) is kept where the service worker reads it too; only the person ("Stay signed
 * in") or the session's end drops it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { signOut } from './sign-out.ts';
import { onOutboxCounted } from '../outbox/waiting-count.ts';
import { onRefusal } from '../outbox/refusals.ts';
import {
  addRefusalToPlan,
  PLAN_NEWS,
  readSignOutPlan,
  writeSignOutPlan,
  type SignOutPlan,
  type SignOutScope,
} from './sign-out-plan.ts';
import { listeners } from '../../lib/listeners.ts';

/** How long a refusal stays on screen before the sign-out it allowed goes ahead. */
const SHOW_REFUSAL_MS = 4_000;

const readers = listeners();
let plan: SignOutPlan | null = null;
let news: BroadcastChannel | undefined;
let lastRefusalAt = 0;

async function reread(): Promise<void> {
  plan = (await readSignOutPlan()) ?? null;
  readers.tell();
}

async function change(next: SignOutPlan | null): Promise<void> {
  await writeSignOutPlan(next);
  await reread();
}

export function signOutWhenSent(userId: string, scope: SignOutScope): Promise<void> {
  return change({ userId, scope, refused: [] });
}

export function cancelSignOutWhenSent(): Promise<void> {
  return change(null);
}

onRefusal((refusal) => {
  lastRefusalAt = Date.now();
  void addRefusalToPlan(refusal).then(reread, () => undefined);
});

function subscribe(listener: () => void): () => void {
  if (readers.size === 0) {
    news = new BroadcastChannel(PLAN_NEWS);
    news.onmessage = () => void reread();
    void reread();
  }
  const remove = readers.add(listener);
  return () => {
    remove();
    if (readers.size > 0) return;
    news?.close();
    news = undefined;
  };
}

/** The sign-out this user asked for once their messages are sent, if any. */
export function usePendingSignOut(userId: string | undefined): SignOutScope | null {
  return useSyncExternalStore(subscribe, () =>
    plan && plan.userId === userId ? plan.scope : null,
  );
}

/**
 * Watches the outbox while signed in and signs out once nothing waits, if that was asked. The
 * outbox's counts are listened to, not held as state: they come often at start, and nothing here
 * is shown.
 */
export function useSignOutWhenSent(userId: string | undefined): void {
  const scope = usePendingSignOut(userId);
  useEffect(() => {
    if (!scope || !userId) return;
    // Each count looks afresh, and a look under way or a sign-out timed by an older one stops.
    let looks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async (which: number) => {
      const { waitingOnDevice } = await import('../outbox/waiting-messages.ts');
      if (which !== looks || (await waitingOnDevice(userId)) > 0) return;
      // A refusal just shown stays in view a moment before the sign-out takes the screen.
      const wait = Math.max(0, lastRefusalAt + SHOW_REFUSAL_MS - Date.now());
      clearTimeout(timer);
      timer = setTimeout(() => {
        void (async () => {
          const current = await readSignOutPlan();
          if (which !== looks || !current || current.userId !== userId) return;
          await signOut(current.scope, { why: 'once-sent', refused: current.refused });
        })();
      }, wait);
    };
    const lookAgain = () => {
      looks += 1;
      clearTimeout(timer);
      void look(looks);
    };
    lookAgain();
    const stop = onOutboxCounted(lookAgain);
    return () => {
      stop();
      looks += 1;
      clearTimeout(timer);
    };
  }, [scope, userId]);
}
