/** The name of each user's chat database on the device, apart so that checking for one is light. */
export const DB_PREFIX = 'parley-chat-';
export const dbName = (userId: string): string => `${DB_PREFIX}${userId}`;

/** Whether any user's chat is kept in this browser profile. */
export async function anyChatOnDevice(): Promise<boolean> {
  const all = (await indexedDB.databases?.().catch(() => [])) ?? [];
  return all.some((db) => db.name?.startsWith(DB_PREFIX));
}
