/**
 * Messages written while the socket was down wait on the device as the SDK's pending tasks, not
 * in the saved conversations: after a reload they are put back into their conversation, still
 * "sending" under the id they were written with, until the sync manager delivers them.
 */
import type { Channel, MessageResponse, StreamChat } from 'stream-chat';
import type { ParleyOfflineDB } from './parley-offline-db.ts';

export async function showQueuedMessages(
  client: StreamChat,
  db: ParleyOfflineDB,
  channels: Channel[],
): Promise<void> {
  const byCid = new Map(channels.map((c) => [c.cid, c]));
  const tasks = await db.getPendingTasks().catch(() => []);
  for (const task of tasks) {
    if (task.type !== 'send-message') continue;
    const channel = byCid.get(`${task.channelType}:${task.channelId}`);
    const [message] = task.payload;
    if (!channel || !message.id || (message.parent_id && !message.show_in_channel)) continue;
    if (channel.state.findMessage(message.id)) continue;
    const written = (task as { createdAt?: string }).createdAt ?? new Date().toISOString();
    channel.state.addMessageSorted({
      ...message,
      id: message.id,
      cid: channel.cid,
      type: 'regular',
      user: client.user,
      created_at: written,
      updated_at: written,
      // The payload names mentioned users by id; the list renders objects, and the words stay.
      mentioned_users: [],
      latest_reactions: [],
      own_reactions: [],
      status: 'sending',
    } as unknown as MessageResponse);
  }
}
