/**
 * How much of the chat the device keeps: the latest messages of the most recent conversations.
 * Messages with a task waiting to be sent are never trimmed; a thread goes with its parent.
 */
import type { ChatTx, StoredChannel } from './schema.ts';
import { deleteChannelReplies, trimThreads } from './threads/thread-replies.ts';

export interface CacheLimits {
  channels: number;
  messagesPerChannel: number;
}

export const DEFAULT_LIMITS: CacheLimits = { channels: 30, messagesPerChannel: 50 };
/** What is kept after the device said it is full. */
export const TIGHT_LIMITS: CacheLimits = { channels: 10, messagesPerChannel: 20 };

const recency = (c: StoredChannel): string =>
  c.channel.last_message_at ?? c.channel.updated_at ?? c.channel.created_at ?? '';

async function waitingIds(tx: ChatTx): Promise<Set<string>> {
  const tasks = await tx.objectStore('pendingTasks').getAll();
  return new Set(tasks.map((t) => t.messageId).filter((id): id is string => Boolean(id)));
}

export async function trimMessages(tx: ChatTx, cid: string, keep: number): Promise<void> {
  const store = tx.objectStore('messages');
  const stored = await store.index('cid').getAll(cid);
  if (stored.length <= keep) return;
  const waiting = await waitingIds(tx);
  stored.sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const old of stored.slice(keep)) {
    if (!waiting.has(old.id)) await store.delete(old.id);
  }
}

export async function deleteChannelData(tx: ChatTx, cid: string): Promise<void> {
  await tx.objectStore('channels').delete(cid);
  const store = tx.objectStore('messages');
  for (const key of await store.index('cid').getAllKeys(cid)) await store.delete(key);
  await deleteChannelReplies(tx, cid);
}

/** Drops the least recent conversations beyond the limit, then each one's oldest messages. */
export async function trimCache(
  tx: ChatTx,
  limits: CacheLimits,
  touched?: Iterable<string>,
): Promise<void> {
  const channels = await tx.objectStore('channels').getAll();
  let kept = channels;
  if (channels.length > limits.channels) {
    channels.sort((a, b) => recency(b).localeCompare(recency(a)));
    kept = channels.slice(0, limits.channels);
    for (const gone of channels.slice(limits.channels)) await deleteChannelData(tx, gone.cid);
  }
  const cids = touched ? new Set(touched) : new Set(kept.map((c) => c.cid));
  for (const cid of cids) {
    await trimMessages(tx, cid, limits.messagesPerChannel);
    await trimThreads(tx, cid);
  }
}
