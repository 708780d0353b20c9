/**
 * Copies whom the person muted to Supabase whenever the chat server tells this page (Stream's
 * `me` on connecting, `notification.mutes_updated` after a mute anywhere), so pushes honour it
 * while Parley is closed. Only the server's word is copied: a client started from the device
 * copy has no mutes until it connects, and copying that empty list would unmute everyone. A
 * failed write (offline) is tried again at the next word from the server.
 */
import type { Event, StreamChat } from 'stream-chat';

export type MutesWriter = (userId: string, mutedUserIds: readonly string[]) => Promise<void>;

type MutesClient = Pick<StreamChat, 'on' | 'mutedUsers' | 'userID'> & {
  wsConnection?: { isHealthy?: boolean } | null;
};

function mutedIds(client: MutesClient): string[] {
  // `me.mutes` may be absent, and the SDK copies it as it comes.
  const ids = (client.mutedUsers ?? []).flatMap((mute) =>
    mute.target?.id ? [mute.target.id] : [],
  );
  return [...new Set(ids)].sort();
}

export function mirrorMutedPeople(client: MutesClient, write: MutesWriter): () => void {
  let stored: string | undefined;
  let writing: Promise<void> | undefined;
  let again = false;

  const copy = (): void => {
    const userId = client.userID;
    if (!userId) return;
    if (writing) {
      again = true;
      return;
    }
    const ids = mutedIds(client);
    const key = JSON.stringify([userId, ids]);
    if (key === stored) return;
    writing = write(userId, ids)
      .then(
        () => void (stored = key),
        (error: unknown) => console.warn('Muted people not copied for pushes', error),
      )
      .finally(() => {
        writing = undefined;
        if (again) {
          again = false;
          copy();
        }
      });
  };

  const { unsubscribe } = client.on((event: Event) => {
    if (event.type === 'notification.mutes_updated' || (event.type === 'health.check' && event.me))
      copy();
  });
  // Connected before this started: the client holds the server's list already.
  if (client.wsConnection?.isHealthy) copy();
  return unsubscribe;
}
