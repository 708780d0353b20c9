/**
 * How a task the outbox settled shows in the chat: a delivered message takes the server's copy
 * in place of the one written on the device (by id, since its time changed); a message the chat
 * server refused for good (not allowed, too long, its conversation or the message it answers
 * gone) shows as failed with the reason, where the SDK offers Resend and Delete. Other refused
 * tasks (a reaction, an edit) are dropped, and the next answer from the server shows what stands.
 * Also: a waiting copy makes way for the server's when the server's arrives first.
 */
import type { LocalMessage, MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import type { Refusal } from './task-verdict.ts';
import { noteRefusal } from './refusals.ts';
import { goneWords, refusalWords } from './refusal-words.ts';

export function showDelivered(client: StreamChat, message: MessageResponse): void {
  if (message.parent_id) {
    client.threads.threadsById[message.parent_id]?.upsertReplyLocally({
      message,
      timestampChanged: true,
    });
  }
  const [type, id] = (message.cid ?? '').split(':');
  if (!type || !id || !client.activeChannels[`${type}:${id}`]) return;
  const { state } = client.channel(type, id);
  // Every copy under this id goes first, whichever message set holds it: the server's copy has
  // another time than the waiting one, and adding by time alone can leave both on screen.
  for (const set of state.messageSets)
    set.messages = set.messages.filter((m) => m.id !== message.id);
  state.addMessageSorted(message, true);
  // The conversation on screen copies the channel's messages only on an event: without one, a
  // tab told by another keeps showing its waiting copy beside the sent one.
  client.dispatchEvent({
    type: 'message.updated',
    cid: message.cid,
    channel_type: type,
    channel_id: id,
    message,
  });
}

/**
 * A message this device wrote, delivered by someone else (another tab, the service worker), may
 * come back from the server before their news: on the socket, in the conversation fetched again
 * on opening it, or in the channels the SDK fetches again as its connection recovers. The SDK
 * then keeps the server's copy beside the waiting one, since their times differ; the copy
 * written here makes way for the server's. Only a message with two copies costs more than a look.
 */
export function replaceWaitingCopies(client: StreamChat): void {
  const settle = (cid: string | undefined, onlyId?: string) => {
    const state = cid ? client.activeChannels[cid]?.state : undefined;
    if (!state) return;
    const copies = new Map<string, LocalMessage[]>();
    for (const set of state.messageSets) {
      for (const message of set.messages) {
        if (onlyId !== undefined && message.id !== onlyId) continue;
        const seen = copies.get(message.id);
        if (seen) seen.push(message);
        else copies.set(message.id, [message]);
      }
    }
    for (const same of copies.values()) {
      const sent = same.length > 1 ? same.find((m) => m.status === 'received') : undefined;
      if (sent) showDelivered(client, sent as unknown as MessageResponse);
    }
  };
  client.on('message.new', ({ cid, message }) => {
    if (message?.user?.id === client.userID) settle(cid, message?.id);
  });
  // Sent by channel.query once the state is in; queryChannels sends it before, hence also:
  client.on('channels.queried', ({ queriedChannels }) =>
    queriedChannels?.channels.forEach(({ channel }) => settle(channel.cid)),
  );
  client.on('connection.recovered', () =>
    Object.keys(client.activeChannels).forEach((cid) => settle(cid)),
  );
}

export function showRefusal(client: StreamChat, task: PendingTask, refusal: Refusal): void {
  if (task.type !== 'send-message' || !task.channelType || !task.channelId) return;
  noteRefusal(refusal);
  const channel = client.activeChannels[`${task.channelType}:${task.channelId}`];
  // Its conversation is not on this device (gone, or never kept): the person is told in words.
  if (!channel) {
    client.notifications.addError({
      message: refusalWords(refusal),
      origin: { emitter: 'Outbox' },
      options: { type: 'outbox:refused', metadata: { messageId: task.payload[0].id } },
    });
    return;
  }
  const [payload] = task.payload;
  const shown: LocalMessage | undefined = payload.id
    ? (channel.state.findMessage(payload.id) ??
      (payload.parent_id ? channel.state.findMessage(payload.id, payload.parent_id) : undefined))
    : undefined;
  const message = {
    ...(shown ?? payload),
    cid: channel.cid,
    user: client.user,
    status: 'failed',
    error: { code: refusal.code, message: refusal.message, gone: refusal.gone },
  } as unknown as MessageResponse;
  client.dispatchEvent({
    type: 'message.updated',
    cid: channel.cid,
    channel_id: channel.id,
    channel_type: channel.type,
    message,
  });
  // A reply's thread may be closed: the person is told wherever they are.
  if (refusal.gone) {
    client.notifications.addError({
      message: goneWords(refusal.gone),
      origin: { emitter: 'Outbox' },
      options: { type: 'outbox:refused', metadata: { messageId: payload.id } },
    });
  }
}
