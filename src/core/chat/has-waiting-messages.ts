/** Whether messages the user wrote are still waiting on this device to be sent. */
export async function hasWaitingMessages(): Promise<boolean> {
  const [{ chatClient, deviceCopy }, { isWaitingMessage }] = await Promise.all([
    import('./chat-client.ts'),
    import('../device-copy/schema.ts'),
  ]);
  if (!chatClient.userID) return false;
  const tasks = await deviceCopy.getPendingTasks().catch(() => []);
  return tasks.some(isWaitingMessage);
}
