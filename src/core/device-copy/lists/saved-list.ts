/**
 * The conversation list as last saved on the device, read straight from its database: for the
 * pages that show it before the chat client has turned it into the SDK's channels (the list at
 * start, the share picker), with none of that work.
 */
import { LIST_SORT, listFilters } from './list-query.ts';
import {
  queryKey,
  withDeviceCopyDb,
  type DeviceCopyDb,
  type StoredChannel,
  type StoredMessage,
} from '../schema.ts';

/** A saved conversation with its saved messages, oldest first. */
export interface SavedConversation {
  saved: StoredChannel;
  messages: StoredMessage[];
}

const byCreation = (a: StoredMessage, b: StoredMessage): number =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;

async function readList(db: DeviceCopyDb, userId: string, withMessages: boolean) {
  const tx = db.transaction(['queries', 'channels', 'messages']);
  const query = await tx
    .objectStore('queries')
    .get(queryKey(listFilters(userId, false), LIST_SORT));
  const channels = tx.objectStore('channels');
  const messages = tx.objectStore('messages').index('cid');
  if (!query) return null;
  const found = await Promise.all(
    query.cids.map(async (cid) => {
      const [saved, kept] = await Promise.all([
        channels.get(cid),
        withMessages ? messages.getAll(cid) : [],
      ]);
      return saved ? { saved, messages: kept.sort(byCreation) } : undefined;
    }),
  );
  return found.filter((conversation) => conversation !== undefined);
}

export function readSavedList(userId: string): Promise<StoredChannel[]> {
  return withDeviceCopyDb(userId, async (db) =>
    ((await readList(db, userId, false)) ?? []).map(({ saved }) => saved),
  );
}

/**
 * The list with each conversation's messages, in one transaction; null when no list was saved
 * (an empty list saved is an empty array).
 */
export function readSavedConversations(userId: string): Promise<SavedConversation[] | null> {
  return withDeviceCopyDb(userId, (db) => readList(db, userId, true));
}
