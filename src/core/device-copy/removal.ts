/**
 * Removing chat data from the device: the signed-out user's, on sign-in every other user's, so a
 * second person on the same browser never reads the first one's conversations, and everyone's
 * once no one is signed in (a session that ended while the app was closed, or elsewhere).
 */
import { isWaitingMessage, withDeviceCopyDb } from './schema.ts';
import { DB_PREFIX, dbName } from './db-name.ts';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Open connections get versionchange and close; a still-blocked delete completes after.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

async function chatDatabases(): Promise<string[]> {
  const all = (await indexedDB.databases?.().catch(() => [])) ?? [];
  return all
    .map((db) => db.name)
    .filter((name): name is string => Boolean(name?.startsWith(DB_PREFIX)));
}

/** Messages still waiting in a user's database, counted before it goes (0 when unreadable). */
async function waitingIn(name: string): Promise<number> {
  try {
    return await withDeviceCopyDb(
      name.slice(DB_PREFIX.length),
      async (db) => (await db.getAll('pendingTasks')).filter(isWaitingMessage).length,
    );
  } catch {
    return 0;
  }
}

export async function deleteChatData(userId: string): Promise<void> {
  await deleteDatabase(dbName(userId));
}

export async function deleteOtherUsersChatData(userId: string): Promise<void> {
  const keep = dbName(userId);
  const others = (await chatDatabases()).filter((name) => name !== keep);
  await Promise.all(others.map(deleteDatabase));
}

/** What is done once the messages waiting to be sent are counted, before they go. */
export type BeforeDeleting = (unsent: number) => Promise<void>;

/** Every user's chat data; answers how many messages waiting to be sent went with it. */
export async function deleteAllChatData(
  beforeDeleting: BeforeDeleting = () => Promise.resolve(),
): Promise<number> {
  const names = await chatDatabases();
  const waiting = (await Promise.all(names.map(waitingIn))).reduce((sum, n) => sum + n, 0);
  await beforeDeleting(waiting);
  await Promise.all(names.map(deleteDatabase));
  return waiting;
}
