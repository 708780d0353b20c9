/**
 * A waiting message the chat server refused for good (not allowed, too long, its conversation
 * or the message it answers gone) shows as failed with the server's reason, where the SDK offers
 * Resend and Delete; other refused tasks (a reaction, an edit) are dropped, and the next answer
 * from the server shows what stands.
 */
import type { LocalMessage, MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import type { Refusal } from './flush-tasks.ts';

export function showRefusal(client: StreamChat, task: PendingTask, refusal: Refusal): void {
  if (task.type !== 'send-message' || !task.channelType || !task.channelId) return;
  const channel = client.channel(task.channelType, task.channelId);
  const [payload] = task.payload;
  const shown: LocalMessage | undefined = payload.id
    ? channel.state.findMessage(payload.id)
    : undefined;
  const message = {
    ...(shown ?? payload),
    cid: channel.cid,
    user: client.user,
    status: 'failed',
    error: { code: refusal.code, message: refusal.message },
  } as unknown as MessageResponse;
  client.dispatchEvent({
    type: 'message.updated',
    cid: channel.cid,
    channel_id: channel.id,
    channel_type: channel.type,
    message,
  });
}
