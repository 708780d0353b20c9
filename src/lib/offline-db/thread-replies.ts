/**
 * Replies of the threads someone opened, kept so a thread opens offline as its conversation does.
 * stream-chat's offline database skips thread replies (its events leave them out), so the app
 * hands over what an opened thread shows, and new, edited and deleted replies of a kept thread
 * follow from the events. A thread is kept while its parent message is kept, with its latest
 * replies, and only the most recently opened threads of the device.
 */
import type { LocalMessage, MessageResponse } from 'stream-chat';
import type { Mutation } from './batch-ops.ts';
import type { ChatDb, ChatTx, StoredReply } from './chat-db-schema.ts';
import { storedMessage, withOwnReactionsOf } from './channel-records.ts';

export const REPLIES_PER_THREAD = 50;
/** Across the device: at most 20 × 50 replies, about 1.3 MB beside the conversations' 2 MB. */
export const THREADS_KEPT = 20;

export function storedReply(message: MessageResponse | LocalMessage): StoredReply | undefined {
  const record = storedMessage(message);
  const parentId = message.parent_id;
  return record && parentId ? { ...record, parentId } : undefined;
}

/** Only what the chat server has: a reply still sending or refused lives in the outbox. */
const settled = (message: MessageResponse | LocalMessage): boolean =>
  message.status !== 'sending' && message.status !== 'failed';

async function trimThread(tx: ChatTx, parentId: string): Promise<void> {
  const store = tx.objectStore('replies');
  const kept = await store.index('parentId').getAll(parentId);
  kept.sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const old of kept.slice(REPLIES_PER_THREAD)) await store.delete(old.id);
}

/** What a thread shows replaces what was kept of it. */
export const putThread =
  (cid: string, parentId: string, replies: (MessageResponse | LocalMessage)[]): Mutation =>
  async (tx) => {
    const store = tx.objectStore('replies');
    await dropThread(tx, parentId);
    for (const reply of replies.filter(settled)) {
      const record = storedReply(reply);
      if (record && record.parentId === parentId && record.cid === cid) await store.put(record);
    }
    await trimThread(tx, parentId);
    await keepRecentThreads(tx, parentId);
  };

/** A new or changed reply counts only for a thread already kept. */
export const putReplyIfKept =
  (record: StoredReply): Mutation =>
  async (tx) => {
    const store = tx.objectStore('replies');
    if ((await store.index('parentId').count(record.parentId)) === 0) return;
    await store.put(withOwnReactionsOf(record, await store.get(record.id)));
    await trimThread(tx, record.parentId);
  };

async function dropThread(tx: ChatTx, parentId: string): Promise<void> {
  const store = tx.objectStore('replies');
  for (const key of await store.index('parentId').getAllKeys(parentId)) await store.delete(key);
}

/** All but the most recently opened threads go (`opened` just now; the rest by latest reply). */
async function keepRecentThreads(tx: ChatTx, opened: string): Promise<void> {
  const latest = new Map<string, string>();
  for (const reply of await tx.objectStore('replies').getAll()) {
    if (reply.created_at > (latest.get(reply.parentId) ?? '')) {
      latest.set(reply.parentId, reply.created_at);
    }
  }
  latest.set(opened, '\uffff');
  const byRecency = [...latest].sort((a, b) => b[1].localeCompare(a[1]));
  for (const [parentId] of byRecency.slice(THREADS_KEPT)) await dropThread(tx, parentId);
}

/** A conversation's threads whose parent message left the device go with it. */
export async function trimThreads(tx: ChatTx, cid: string): Promise<void> {
  const parents = new Set(
    (await tx.objectStore('replies').index('cid').getAll(cid)).map((r) => r.parentId),
  );
  for (const parentId of parents) {
    if ((await tx.objectStore('messages').count(parentId)) === 0) await dropThread(tx, parentId);
  }
}

export async function deleteChannelReplies(
  tx: ChatTx,
  cid: string,
  truncatedAt?: string,
): Promise<void> {
  const store = tx.objectStore('replies');
  for (const record of await store.index('cid').getAll(cid)) {
    if (!truncatedAt || record.created_at <= truncatedAt) await store.delete(record.id);
  }
}

/** The kept replies of each conversation's threads, oldest first, read in one transaction. */
export async function readThreadReplies(
  db: ChatDb,
  cids: string[],
): Promise<Map<string, MessageResponse[]>> {
  const index = db.transaction('replies').store.index('cid');
  const found = new Map<string, MessageResponse[]>();
  for (const cid of cids) {
    const records = await index.getAll(cid);
    if (records.length === 0) continue;
    records.sort((a, b) => a.created_at.localeCompare(b.created_at));
    found.set(
      cid,
      records.map((r) => r.message),
    );
  }
  return found;
}
