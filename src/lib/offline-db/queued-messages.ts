/**
 * Messages written while the socket was down wait on the device as the SDK's pending tasks, not
 * in the saved conversations: after a reload they are put back into their conversation, still
 * "sending" under the id they were written with (a reply in its thread), until the outbox
 * delivers them. One the chat
 * server refused while no tab was open shows failed with the reason, and leaves the outbox.
 */
import type { Channel, MessageResponse, StreamChat } from 'stream-chat';
import type { ParleyOfflineDB } from './parley-offline-db.ts';
import { refusalOf } from './chat-db-schema.ts';
import { showRefusal } from './settled-task.ts';
import { markKept } from './kept-messages.ts';

export async function showQueuedMessages(
  client: StreamChat,
  db: ParleyOfflineDB,
  channels: Channel[],
): Promise<void> {
  const byCid = new Map(channels.map((c) => [c.cid, c]));
  const tasks = await db.getPendingTasks().catch(() => []);
  for (const task of tasks) {
    if (task.type !== 'send-message') continue;
    // A refusal the service worker met is shown (in words, when its conversation is not here)
    // and leaves the outbox: it counts as settled.
    const refusal = refusalOf(task);
    if (refusal && task.id !== undefined) {
      showRefusal(client, task, refusal);
      await db.deletePendingTask({ id: task.id });
      continue;
    }
    const channel = byCid.get(`${task.channelType}:${task.channelId}`);
    if (!channel) continue;
    const [message] = task.payload;
    if (message.id) markKept(message.id);
    // A reply joins its thread (the SDK keeps thread replies apart from the list).
    if (message.id && !channel.state.findMessage(message.id, message.parent_id)) {
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
}
