/** Whether messages the user wrote are still waiting on this device to be sent. */
export async function hasWaitingMessages(): Promise<boolean> {
  const { chatClient, offlineDb } = await import('../chat-client.ts');
  if (!chatClient.userID) return false;
  const tasks = await offlineDb.getPendingTasks().catch(() => []);
  return tasks.some((task) => task.type === 'send-message');
}
