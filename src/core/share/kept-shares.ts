/**
 * Shares waiting on the device for the person to pick a conversation, and their pictures until
 * the message carrying them is sent. The worker writes a share (it has no idea who is signed in);
 * the first signed-in page that opens it claims it, and no one else's page shows it. Claimed
 * shares go at sign-out, with the rest of the person's data; any share goes after a day unused
 * (swept whenever a new one comes, and never shown once that old), but for one held by a message
 * that waits in the outbox to be sent: its pictures go with that message, however late.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { SHARE_KEPT_MS } from './share-action.ts';
import type { ShareContent } from './share-form.ts';

export type KeptShare = ShareContent & {
  id: string;
  createdAt: number;
  /** Who opened it first; null until then. */
  userId: string | null;
  /** A message carrying its pictures waits in the outbox: no sweep takes it. */
  held?: boolean;
};

let store: UseStore | undefined;
const shares = (): UseStore => (store ??= createStore('parley-shares', 'shares'));

const stale = (share: KeptShare, now: number): boolean => now - share.createdAt > SHARE_KEPT_MS;

async function forgetWhere(doomed: (share: KeptShare) => boolean): Promise<void> {
  const all = await entries<string, KeptShare>(shares());
  await Promise.all(all.filter(([, share]) => doomed(share)).map(([id]) => del(id, shares())));
}

/** Keeps a new share; any share left unused for a day goes then. */
export async function keepShare(content: ShareContent, now = Date.now()): Promise<KeptShare> {
  const share: KeptShare = { ...content, id: crypto.randomUUID(), createdAt: now, userId: null };
  await forgetWhere((kept) => stale(kept, now) && !kept.held);
  await set(share.id, share, shares());
  return share;
}

/** The share for `userId` to use (claimed now if no one has), or undefined if it is not theirs. */
export async function claimShare(
  id: string,
  userId: string,
  now = Date.now(),
): Promise<KeptShare | undefined> {
  const share = await get<KeptShare>(id, shares());
  if (!share || stale(share, now)) return undefined;
  if (share.userId === userId) return share;
  if (share.userId !== null) return undefined;
  const claimed = { ...share, userId };
  await set(id, claimed, shares());
  return claimed;
}

export async function readShare(id: string): Promise<KeptShare | undefined> {
  return get<KeptShare>(id, shares());
}

/** Holds the share for the message that waits with its pictures (`held` false lets it go). */
export async function holdShare(id: string, held: boolean): Promise<void> {
  const share = await get<KeptShare>(id, shares());
  if (share) await set(id, { ...share, held }, shares());
}

export async function forgetShare(id: string): Promise<void> {
  await del(id, shares());
}

/** Every claimed share, and any older than a day: nothing shared outlives the session it was for. */
export async function forgetClaimedShares(now = Date.now()): Promise<void> {
  await forgetWhere((share) => share.userId !== null || stale(share, now));
}
