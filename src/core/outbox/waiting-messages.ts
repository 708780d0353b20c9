/**
 * How many tasks still wait in this user's own database (messages, and the edits, deletions and
 * reactions the person believes done; a message refused for good is settled, not waiting), read
 * there, not from the count the banner keeps, which is 0 until the database has been read.
 */
export async function waitingOnDevice(userId: string): Promise<number> {
  const { withDeviceCopyDb, refusalOf } = await import('../device-copy/schema.ts');
  return withDeviceCopyDb(
    userId,
    async (db) => (await db.getAll('pendingTasks')).filter((task) => !refusalOf(task)).length,
  );
}
