/**
 * Why the last sign-out happened, for the sign-in page to say: this device's own choice needs no
 * words; a session that ended elsewhere (signed out everywhere, a new password, a removed account)
 * or a sign-out that waited for the outbox does. Kept beside the session, so the service worker
 * can leave one too, until the next sign-in. The first reason noted stands: whoever ends the
 * session knows why, and the tabs that only hear of it come after.
 */
import { authStoreValue } from '../supabase/auth-store.ts';
import type { Refusal } from '../outbox/task-verdict.ts';

export type SignOutNotice =
  | { why: 'chosen' }
  | { why: 'ended-elsewhere'; unsent: number }
  /** Signed out once the outbox settled; `refused` says why what was never sent was not. */
  | { why: 'once-sent'; refused: Refusal[] };

const KEY = 'parley:sign-out-notice';
const notice = authStoreValue<SignOutNotice>(KEY);

export async function noteSignOut(next: SignOutNotice): Promise<void> {
  if (await notice.read()) return;
  await notice.write(next).catch(() => undefined);
  // A sign-in page already on screen (in any tab) hears of it.
  const news = new BroadcastChannel(KEY);
  news.postMessage('noted');
  news.close();
}

export const readSignOutNotice = (): Promise<SignOutNotice | undefined> => notice.read();

/** Calls `changed` whenever a notice is noted; returns the way to stop listening. */
export function onSignOutNoticed(changed: () => void): () => void {
  const news = new BroadcastChannel(KEY);
  news.onmessage = changed;
  return () => news.close();
}

/** A new session: the last one's notice is told. */
export const forgetSignOutNotice = (): Promise<void> => notice.remove().catch(() => undefined);
