/**
 * A sign-out waiting for the outbox ("Sign out once they are sent"), kept beside the session
 * (auth-store.ts) so the service worker carries it out when it delivers the last message with no
 * tab open, and a restart finds it. Every change is told to the user's tabs.
 */
import { authStoreValue } from '../supabase/auth-store.ts';
import type { Refusal } from '../outbox/task-verdict.ts';

export type SignOutScope = 'local' | 'global';

export interface SignOutPlan {
  userId: string;
  scope: SignOutScope;
  /** What the chat server refused meanwhile, for the sign-in page to name. */
  refused: Refusal[];
}

export const PLAN_NEWS = 'parley:sign-out-plan';

const stored = authStoreValue<SignOutPlan>('parley:sign-out-plan');

export const readSignOutPlan = stored.read;

export async function writeSignOutPlan(plan: SignOutPlan | null): Promise<void> {
  if (plan) await stored.write(plan);
  else await stored.remove().catch(() => undefined);
  const news = new BroadcastChannel(PLAN_NEWS);
  news.postMessage('changed');
  news.close();
}

/** A refusal met while a plan waits: it counts as settled, and is named at sign-out. */
export async function addRefusalToPlan(refusal: Refusal): Promise<void> {
  const plan = await stored.read();
  if (plan) await writeSignOutPlan({ ...plan, refused: [...plan.refused, refusal] });
}
