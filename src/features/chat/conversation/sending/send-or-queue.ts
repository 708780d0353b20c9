/**
 * The composer's send, edit, deletion and reaction, adapted to the SDK: with the socket up they
 * go at once; what the outbox's queue policy (core/outbox/queue-policy.ts) keeps instead shows
 * here as the SDK would show it sent. A kept message stays "sending" and goes out oldest first
 * when the socket is back; a refusal fails it with the server's reason, as the SDK shows. The
 * SDK's own path would fail a message written offline and ask for a Resend, and keep a refused
 * one to retry at every reconnect. An edit made offline shows at once (the SDK's would report a
 * failure, though it keeps the edit); a deletion made offline shows at once and waits. A reaction
 * made offline is kept first, then shown (the SDK's would show it, then take it back when its
 * request fails, though it kept the task).
 */
import type {
  Channel,
  DeleteMessageOptions,
  LocalMessage,
  Message,
  MessageResponse,
  ReactionResponse,
  SendMessageAPIResponse,
  SendMessageOptions,
  UpdateMessageAPIResponse,
  UpdateMessageOptions,
} from 'stream-chat';
import { chatClient, deviceCopy } from '../../../../core/chat/chat-client.ts';
import {
  forgetUnsent,
  keepDeletion,
  keepEdit,
  keepReaction,
  keepSend,
  retryAfterFailure,
  type TaskPlace,
} from '../../../../core/outbox/queue-policy.ts';
import { isoOf } from '../../../../lib/iso-time.ts';
import { askToKeepStorage } from '../../../../lib/storage-persistence.ts';
import { sendWithWaitingFiles } from '../../../../core/outbox/waiting-files.ts';
import { takeKeptFirst } from './kept-first.ts';

export const socketUp = () => Boolean(chatClient.wsConnection?.isHealthy);
const placeOf = (channel: Channel): TaskPlace => ({
  channelType: channel.type,
  channelId: channel.id ?? '',
});
const retryLater = (pauseMs: number) =>
  setTimeout(() => void deviceCopy.executePendingTasks(), pauseMs);

/** Whether a message of this conversation already waits on the device to be sent. */
async function sendWaitsIn(channel: Channel): Promise<boolean> {
  const tasks = await deviceCopy.getPendingTasks();
  return tasks.some(
    (task) =>
      task.type === 'send-message' &&
      task.channelType === channel.type &&
      task.channelId === channel.id,
  );
}

/** Keeps a message to be sent once the socket is up. */
export const keepToSend = (
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
) => keepSend(deviceCopy, placeOf(channel), message, options);

async function send(
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse | undefined> {
  // Kept before the composer showed it (kept-first.ts); the socket may be back since.
  if (takeKeptFirst(message.id)) {
    if (socketUp()) void deviceCopy.executePendingTasks();
    return undefined;
  }
  if (!socketUp()) {
    await keepToSend(channel, message, options);
    return undefined;
  }
  // Sent at once it could overtake what still waits (a rate limit, an answer that never came):
  // it waits behind, and the outbox delivers both now, oldest first.
  if (await sendWaitsIn(channel)) {
    await keepToSend(channel, message, options);
    void deviceCopy.executePendingTasks();
    return undefined;
  }
  try {
    return await sendWithWaitingFiles(
      channel,
      message,
      (ready) => channel._sendMessage(ready, options),
      deviceCopy.withDatabase,
    );
  } catch (error) {
    const pauseMs = retryAfterFailure(error, 'send-message');
    if (pauseMs === null) throw error;
    await keepToSend(channel, message, options);
    retryLater(pauseMs);
    return undefined;
  }
}

export function sendOrQueue(
  channel: Channel,
  message: Message,
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse> {
  // Someone who writes keeps what waits here: the browser is asked not to evict it.
  void askToKeepStorage();
  if (!message.id) return channel.sendMessage(message, options);
  // The SDK takes an answer without a message as "still sending", which it is.
  return send(channel, { ...message, id: message.id }, options) as Promise<SendMessageAPIResponse>;
}

type Edited = MessageResponse | LocalMessage;

/** Shows an edit on this device (and keeps it in the saved conversation) before the server has it. */
function showEdit(cid: string, message: Edited): MessageResponse {
  const now = new Date().toISOString();
  const [type = '', id = ''] = cid.split(':');
  const edited = {
    ...message,
    cid,
    created_at: isoOf(message.created_at),
    updated_at: now,
    message_text_updated_at: now,
  } as unknown as MessageResponse;
  chatClient.dispatchEvent({
    type: 'message.updated',
    cid,
    channel_type: type,
    channel_id: id,
    message: edited,
  });
  return edited;
}

export async function editOrQueue(
  cid: string,
  message: Edited,
  options?: UpdateMessageOptions,
): Promise<UpdateMessageAPIResponse> {
  if (socketUp()) {
    try {
      return await chatClient._updateMessage(message, undefined, options);
    } catch (error) {
      const pauseMs = retryAfterFailure(error, 'update-message');
      if (pauseMs === null) throw error;
      retryLater(pauseMs);
    }
  }
  const [channelType = '', channelId = ''] = cid.split(':');
  await keepEdit(deviceCopy, { channelType, channelId }, message, options);
  return { message: showEdit(cid, message), duration: '0' };
}

export async function deleteOrQueue(
  message: LocalMessage,
  options: DeleteMessageOptions = {},
): Promise<MessageResponse> {
  const unsent = await forgetUnsent(deviceCopy, message.id);
  if (!unsent && socketUp()) {
    return (await chatClient.deleteMessage(message.id, options)).message;
  }
  const now = new Date().toISOString();
  const deleted = {
    ...message,
    type: 'deleted',
    created_at: isoOf(message.created_at),
    deleted_at: now,
    updated_at: now,
  } as unknown as MessageResponse;
  if (!unsent) await keepDeletion(deviceCopy, message.id, options);
  return deleted;
}

/** The message with the user's reaction of `type` added or taken away, as the SDK shows it. */
function withOwnReaction(message: LocalMessage, reaction: ReactionResponse, add: boolean) {
  const { type } = reaction;
  const groups = { ...message.reaction_groups };
  const group = groups[type];
  if (add) {
    groups[type] = group
      ? { ...group, count: group.count + 1, last_reaction_at: reaction.created_at }
      : {
          count: 1,
          sum_scores: 1,
          first_reaction_at: reaction.created_at,
          last_reaction_at: reaction.created_at,
        };
  } else if (group && group.count > 1) groups[type] = { ...group, count: group.count - 1 };
  else delete groups[type];
  const mine = (r: ReactionResponse) => r.type === type && r.user_id === reaction.user_id;
  const latest = (message.latest_reactions ?? []).filter((r) => !mine(r));
  const own = (message.own_reactions ?? []).filter((r) => r.type !== type);
  return {
    ...message,
    reaction_groups: groups,
    latest_reactions: add ? [reaction, ...latest] : latest,
    own_reactions: add ? [reaction, ...own] : own,
  };
}

/**
 * Toggles the user's reaction with the socket down: kept on the device (committed) before it is
 * shown, and written into the saved conversation, so an offline start shows it too. Answers the
 * message as it now shows.
 */
export async function reactOffline(
  channel: Channel,
  message: LocalMessage,
  type: string,
): Promise<LocalMessage> {
  const add = !(message.own_reactions ?? []).some((r) => r.type === type);
  const at = new Date().toISOString();
  const reaction = {
    type,
    message_id: message.id,
    score: 1,
    user: chatClient.user,
    user_id: chatClient.userID,
    created_at: at,
    updated_at: at,
  } as ReactionResponse;
  await keepReaction(deviceCopy, placeOf(channel), message.id, type, add);
  const shown = withOwnReaction(message, reaction, add);
  await (add ? deviceCopy.insertReaction : deviceCopy.deleteReaction)({ message: shown, reaction });
  return shown;
}

/** The SDK <Channel>'s requests for a conversation or a thread whose sends go through the outbox. */
export const OUTBOX_REQUESTS = {
  doSendMessageRequest: sendOrQueue,
  doUpdateMessageRequest: editOrQueue,
  doDeleteMessageRequest: deleteOrQueue,
};
