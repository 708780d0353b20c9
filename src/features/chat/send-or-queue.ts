/**
 * The composer's send and edit. With the socket up it is sent at once; an answer that says "later" (none,
 * a server error, slow mode) keeps it on the device instead of failing it. With the socket down
 * it is kept at once. Kept messages stay "sending" under the id the composer gave them (which
 * stops a second copy) and go out oldest first when the socket is back, or after slow mode's
 * wait. A refusal (not allowed, too long…) fails it with the server's reason, as the SDK shows.
 * The SDK's own path would fail a message written offline and ask for a Resend, and keep a
 * refused one to retry at every reconnect. An edit made offline is kept the same way and shows at
 * once (the SDK's would report a failure, though it keeps the edit): an edit of a message still
 * waiting to be sent changes that message's text instead. A deletion made offline shows at once
 * and waits; deleting a message still waiting to be sent just takes it off the device. A reaction
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
import { chatClient, deviceCopy } from '../../core/chat/chat-client.ts';
import { verdictFor } from '../../core/outbox/task-verdict.ts';

async function keep(
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
) {
  await deviceCopy.addPendingTask({
    type: 'send-message',
    channelId: channel.id,
    channelType: channel.type,
    messageId: message.id,
    payload: [message, options],
  });
}

async function send(
  channel: Channel,
  message: Message & { id: string },
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse | undefined> {
  if (!chatClient.wsConnection?.isHealthy) {
    await keep(channel, message, options);
    return undefined;
  }
  try {
    return await channel._sendMessage(message, options);
  } catch (error) {
    const verdict = verdictFor(error, 'send-message');
    if (verdict.kind !== 'later' && verdict.kind !== 'slow-mode') throw error;
    await keep(channel, message, options);
    setTimeout(
      () => void deviceCopy.executePendingTasks(),
      verdict.kind === 'slow-mode' ? verdict.waitMs + 250 : 1000,
    );
    return undefined;
  }
}

export function sendOrQueue(
  channel: Channel,
  message: Message,
  options?: SendMessageOptions,
): Promise<SendMessageAPIResponse> {
  if (!message.id) return channel.sendMessage(message, options);
  // The SDK takes an answer without a message as "still sending", which it is.
  return send(channel, { ...message, id: message.id }, options) as Promise<SendMessageAPIResponse>;
}

type Edited = MessageResponse | LocalMessage;

const isoOf = (date: string | Date | null | undefined): string | undefined =>
  date instanceof Date ? date.toISOString() : (date ?? undefined);

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

async function keepEdit(cid: string, message: Edited, options?: UpdateMessageOptions) {
  const [type, id] = cid.split(':');
  const tasks = await deviceCopy.getPendingTasks({ messageId: message.id });
  const send = tasks.find((task) => task.type === 'send-message');
  if (send?.type === 'send-message' && send.id !== undefined) {
    const [payload, sendOptions] = send.payload;
    await deviceCopy.updatePendingTask({
      id: send.id,
      task: { ...send, payload: [{ ...payload, text: message.text }, sendOptions] },
    });
    return;
  }
  await deviceCopy.addPendingTask({
    type: 'update-message',
    channelType: type,
    channelId: id,
    messageId: message.id,
    payload: [message, undefined, options],
  });
}

export async function editOrQueue(
  cid: string,
  message: Edited,
  options?: UpdateMessageOptions,
): Promise<UpdateMessageAPIResponse> {
  if (chatClient.wsConnection?.isHealthy) {
    try {
      return await chatClient._updateMessage(message, undefined, options);
    } catch (error) {
      if (verdictFor(error, 'update-message').kind !== 'later') throw error;
      setTimeout(() => void deviceCopy.executePendingTasks(), 1000);
    }
  }
  await keepEdit(cid, message, options);
  return { message: showEdit(cid, message), duration: '0' };
}

/** Takes every task of a message never sent off the device; true when there was one. */
async function forgetUnsent(messageId: string): Promise<boolean> {
  const tasks = await deviceCopy.getPendingTasks({ messageId });
  if (!tasks.some((task) => task.type === 'send-message')) return false;
  for (const task of tasks)
    if (task.id !== undefined) await deviceCopy.deletePendingTask({ id: task.id });
  return true;
}

export async function deleteOrQueue(
  message: LocalMessage,
  options: DeleteMessageOptions = {},
): Promise<MessageResponse> {
  const unsent = await forgetUnsent(message.id);
  if (!unsent && chatClient.wsConnection?.isHealthy) {
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
  if (unsent) return deleted;
  await deviceCopy.addPendingTask({
    type: 'delete-message',
    messageId: message.id,
    payload: [message.id, options],
  });
  await (options.hardDelete
    ? deviceCopy.hardDeleteMessage({ id: message.id })
    : deviceCopy.softDeleteMessage({ id: message.id }));
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
  const where = { channelId: channel.id, channelType: channel.type, messageId: message.id };
  await deviceCopy.addPendingTask(
    add
      ? { ...where, type: 'send-reaction', payload: [message.id, { type }] }
      : { ...where, type: 'delete-reaction', payload: [message.id, type] },
  );
  const shown = withOwnReaction(message, reaction, add);
  await (add ? deviceCopy.insertReaction : deviceCopy.deleteReaction)({ message: shown, reaction });
  return shown;
}
