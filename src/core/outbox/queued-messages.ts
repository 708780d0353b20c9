/**
 * Messages written while the socket was down wait on the device as the SDK's pending tasks, not
 * in the saved conversations: after a reload they are put back into their conversation, still
 * "sending" under the id they were written with (a reply in its thread), until the outbox
 * delivers them. One the chat
 * server refused while no tab was open shows failed with the reason, and leaves the outbox.
 */
import type { Channel, MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import type { DeviceCopy } from '../device-copy/device-copy.ts';
import { refusalOf } from '../device-copy/schema.ts';
import { showRefusal } from './settled-task.ts';
import { markKept } from './kept-messages.ts';

type SendTask = Extract<PendingTask, { type: 'send-message' }>;

export async function showQueuedMessages(
  client: StreamChat,
  db: DeviceCopy,
  channels: Channel[],
): Promise<void> {
  const byCid = new Map(channels.map((c) => [c.cid, c]));
  const tasks = await db.getPendingTasks().catch(() => []);
  for (const task of tasks) {
    if (task.type !== 'send-message') continue;
    const cid = `${task.channelType}:${task.channelId}`;
    const refusal = refusalOf(task);
    // A refused one is shown wherever its conversation already is, and in words when it is not
    // on this device (its conversation gone, or never kept).
    const channel = byCid.get(cid) ?? (refusal ? client.activeChannels[cid] : undefined);
    if (channel) showWaiting(client, channel, task);
    if (refusal && task.id !== undefined) {
      // Refused while no tab was open (the service worker delivered): settled, it leaves.
      showRefusal(client, task, refusal);
      await db.deletePendingTask({ id: task.id });
    }
  }
}

/** The task's message in its conversation (a reply in its thread), "sending" under its own id. */
function showWaiting(client: StreamChat, channel: Channel, task: SendTask): void {
  const [message] = task.payload;
  if (!message.id) return;
  if (!refusalOf(task)) markKept(message.id);
  if (channel.state.findMessage(message.id, message.parent_id)) return;
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
