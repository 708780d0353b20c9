/**
 * Removing chat data from the device: the signed-out user's, and on sign-in every other
 * user's, so a second person on the same browser never reads the first one's conversations.
 */
import { DB_PREFIX, dbName } from './chat-db-schema.ts';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Open connections get versionchange and close; a still-blocked delete completes after.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export async function deleteChatData(userId: string): Promise<void> {
  await deleteDatabase(dbName(userId));
}

export async function deleteOtherUsersChatData(userId: string): Promise<void> {
  const keep = dbName(userId);
  const all = (await indexedDB.databases?.().catch(() => [])) ?? [];
  const others = all
    .map((db) => db.name)
    .filter((name): name is string => Boolean(name?.startsWith(DB_PREFIX)) && name !== keep);
  await Promise.all(others.map(deleteDatabase));
}
