/** Whether messages the user wrote are still waiting on this device to be sent. */
export async function hasWaitingMessages(): Promise<boolean> {
  const [{ chatClient, offlineDb }, { isWaitingMessage }] = await Promise.all([
    import('../chat-client.ts'),
    import('./chat-db-schema.ts'),
  ]);
  if (!chatClient.userID) return false;
  const tasks = await offlineDb.getPendingTasks().catch(() => []);
  return tasks.some(isWaitingMessage);
}
