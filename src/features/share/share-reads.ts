/**
 * The share picker's two reads from the device: the share (claimed for the signed-in person)
 * and the conversation list saved there. A share's page starts them as soon as it knows who is
 * signed in (`startShareReads`, from app/boot.tsx), so they are done by the time the picker's
 * code has loaded; the picker takes them once, or reads afresh when nothing was started.
 */
import { claimShare, type KeptShare } from '../../core/share/kept-shares.ts';
import { readSavedList } from '../../core/device-copy/lists/saved-list.ts';
import type { StoredChannel } from '../../core/device-copy/schema.ts';
import { onSessionEvent } from '../../core/session/session-store.ts';

export interface ShareReads {
  share: Promise<KeptShare | undefined>;
  savedList: Promise<StoredChannel[]>;
}

const started = new Map<string, ShareReads>();
const keyOf = (id: string, userId: string): string => `${id}|${userId}`;

function read(id: string, userId: string): ShareReads {
  const reads = { share: claimShare(id, userId), savedList: readSavedList(userId) };
  // Taken or not, a failure is the picker's to show: never an unhandled rejection here.
  reads.share.catch(() => undefined);
  reads.savedList.catch(() => undefined);
  return reads;
}

/**
 * Starts the reads once the session on the device is restored, for its person (not sooner: the
 * share is claimed for them); with no session, the picker comes after a sign-in and reads then.
 */
export function startShareReads(id: string): void {
  const stop = onSessionEvent((_event, session) => {
    stop();
    if (session) started.set(keyOf(id, session.user.id), read(id, session.user.id));
  });
}

/** The reads started for this share and person, or new ones; each started set is taken once. */
export function takeShareReads(id: string, userId: string): ShareReads {
  const key = keyOf(id, userId);
  const reads = started.get(key);
  started.delete(key);
  return reads ?? read(id, userId);
}
