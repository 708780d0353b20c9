/** The changes the device copy makes, each run inside a batch's transaction. */
import type {
  ChannelAPIResponse,
  LocalMessage,
  MessageResponse,
  PollResponse,
  ReactionResponse,
} from 'stream-chat';
import type { Mutation } from './batch-ops.ts';
import {
  ALL_STORES,
  type DeviceCopyDb,
  type ChatTx,
  type MetaValues,
  type StoredChannel,
  type StoredMessage,
} from './schema.ts';
import { deleteChannelReplies } from './threads/thread-replies.ts';
import { isoOf } from '../../lib/iso-time.ts';
import {
  channelAnswer,
  inChannel,
  storedChannel,
  storedMessage,
  withOwnReactionsOf,
  withReaction,
  type ReactionChange,
} from './channel-records.ts';

export function updateChannel(
  cid: string,
  change: (c: StoredChannel) => StoredChannel | undefined,
  create?: StoredChannel,
): Mutation {
  return async (tx) => {
    const store = tx.objectStore('channels');
    const current = (await store.get(cid)) ?? create;
    if (!current) return;
    const next = change(current);
    if (next) await store.put(next);
  };
}

/** Changes a message wherever it is kept: in its conversation, or in an opened thread. */
function updateMessageRecord(
  id: string,
  change: (m: MessageResponse) => MessageResponse,
): Mutation {
  return async (tx) => {
    const inList = await tx.objectStore('messages').get(id);
    if (inList)
      await tx.objectStore('messages').put({ ...inList, message: change(inList.message) });
    const inThread = await tx.objectStore('replies').get(id);
    if (inThread) {
      await tx.objectStore('replies').put({ ...inThread, message: change(inThread.message) });
    }
  };
}

async function putChannelAnswer(tx: ChatTx, answer: ChannelAPIResponse, latest: boolean) {
  const cid = answer.channel.cid;
  // A first full answer is as good as a sync: later syncs replay what follows it.
  if (!(await tx.objectStore('meta').get('lastSyncedAt'))) {
    await tx.objectStore('meta').put(new Date().toISOString(), 'lastSyncedAt');
  }
  const channels = tx.objectStore('channels');
  await channels.put(storedChannel(answer, await channels.get(cid)));
  const messages = tx.objectStore('messages');
  if (latest) await dropReplaced(tx, answer);
  for (const message of answer.messages ?? []) {
    const record = storedMessage(message);
    if (record && inChannel(message)) await messages.put(record);
  }
}

/**
 * What a page of the conversation's latest message set replaces on the device (never a message
 * waiting to be sent). The SDK calls every page of that set "latest", an older page loaded by
 * scrolling up included, so the page's own stretch decides: stored messages within it that it
 * lacks are gone from the server; newer ones stay (beyond the answer's last message they came while
 * it was on its way; before it, the page is an older one), unless the answer says the conversation
 * has no message at all; older ones stay when the page joins them without a gap (the SDK's
 * reconnect asks for 25, fewer than the device holds), and otherwise are too old to join and go.
 */
async function dropReplaced(tx: ChatTx, answer: ChannelAPIResponse): Promise<void> {
  const page = answer.messages ?? [];
  const last = isoOf(answer.channel.last_message_at);
  // An empty page says nothing of what is stored, but of a conversation that has no messages.
  if (page.length === 0 && last) return;
  const messages = tx.objectStore('messages');
  const waiting = new Set((await tx.objectStore('pendingTasks').getAll()).map((t) => t.messageId));
  const lo = page[0] ? await messages.get(page[0].id) : undefined;
  const from = isoOf(page[0]?.created_at) ?? '';
  const to = isoOf(page[page.length - 1]?.created_at) ?? '';
  for (const record of await messages.index('cid').getAll(answer.channel.cid)) {
    if (waiting.has(record.id)) continue;
    const older = record.created_at < from;
    const newer = record.created_at > to;
    if (older ? lo === undefined : !newer || !last) await messages.delete(record.id);
  }
}

/** With `latest`, the answer's messages replace the stored ones in their stretch (never those waiting to be sent). */
export const putChannelAnswers =
  (answers: ChannelAPIResponse[], latest: boolean): Mutation =>
  async (tx) => {
    for (const answer of answers) await putChannelAnswer(tx, answer, latest);
  };

export const putMessages =
  (records: StoredMessage[]): Mutation =>
  async (tx) => {
    for (const record of records) await tx.objectStore('messages').put(record);
  };

/** Update events name no one's own reactions: the device's are kept. */
export const replaceMessage =
  (record: StoredMessage): Mutation =>
  async (tx) => {
    const store = tx.objectStore('messages');
    await store.put(withOwnReactionsOf(record, await store.get(record.id)));
  };

export const softDelete = (id: string): Mutation =>
  updateMessageRecord(id, (m) => ({
    ...m,
    type: 'deleted',
    deleted_at: m.deleted_at ?? new Date().toISOString(),
  }));

export const hardDelete =
  (id: string): Mutation =>
  async (tx) => {
    await tx.objectStore('messages').delete(id);
    await tx.objectStore('replies').delete(id);
  };

export const deleteChannelMessages =
  (cid: string, truncatedAt?: string): Mutation =>
  async (tx) => {
    const store = tx.objectStore('messages');
    for (const record of await store.index('cid').getAll(cid)) {
      if (!truncatedAt || record.created_at <= truncatedAt) await store.delete(record.id);
    }
    await deleteChannelReplies(tx, cid, truncatedAt);
  };

export const changeReaction = (
  message: MessageResponse | LocalMessage,
  reaction: ReactionResponse,
  ownUserId: string | undefined,
  change: ReactionChange,
): Mutation =>
  updateMessageRecord(message.id, (stored) =>
    withReaction(stored, message, reaction, ownUserId, change),
  );

export const putPoll =
  (poll: PollResponse): Mutation =>
  async (tx) => {
    let cursor = await tx.objectStore('messages').openCursor();
    while (cursor) {
      if (cursor.value.message.poll_id === poll.id) {
        await cursor.update({ ...cursor.value, message: { ...cursor.value.message, poll } });
      }
      cursor = await cursor.continue();
    }
  };

export const putQuery =
  (key: string, cids: string[]): Mutation =>
  async (tx) =>
    void (await tx.objectStore('queries').put({ key, cids }));

export const putMeta =
  <K extends keyof MetaValues>(key: K, value: MetaValues[K]): Mutation =>
  async (tx) =>
    void (await tx.objectStore('meta').put(value, key));

export const dropTasks =
  (messageId: string): Mutation =>
  async (tx) => {
    const store = tx.objectStore('pendingTasks');
    for (const key of await store.index('messageId').getAllKeys(messageId)) await store.delete(key);
  };

/** resetDB: everything goes but what waits to be sent. */
export const clearAllButTasks: Mutation = async (tx) => {
  await Promise.all(
    ALL_STORES.filter((name) => name !== 'pendingTasks').map((name) =>
      tx.objectStore(name).clear(),
    ),
  );
};

/** The stored channels as the chat server's answers, in the order asked. */
export async function readChannelAnswers(
  db: DeviceCopyDb,
  cids: string[],
): Promise<ChannelAPIResponse[]> {
  const tx = db.transaction(['channels', 'messages'], 'readonly');
  const found: ChannelAPIResponse[] = [];
  for (const cid of cids) {
    const stored = await tx.objectStore('channels').get(cid);
    if (!stored) continue;
    found.push(channelAnswer(stored, await tx.objectStore('messages').index('cid').getAll(cid)));
  }
  return found;
}
