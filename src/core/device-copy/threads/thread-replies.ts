/**
 * Replies of the threads someone opened, kept so a thread opens offline as its conversation does.
 * stream-chat's offline database skips thread replies (its events leave them out), so the app
 * hands over what an opened thread shows (kept-threads.ts), and new, edited and deleted replies
 * of a kept thread follow from the events. A thread is kept while its parent message is kept,
 * with its latest replies, and only the most recently opened threads of the device.
 */
import type { LocalMessage, MessageResponse } from 'stream-chat';
import type { Mutation } from '../batch-ops.ts';
import type { DeviceCopyDb, ChatTx, StoredReply } from '../schema.ts';
import { storedMessage, withOwnReactionsOf } from '../channel-records.ts';

export const REPLIES_PER_THREAD = 50;

export function storedReply(message: MessageResponse | LocalMessage): StoredReply | undefined {
  const record = storedMessage(message);
  const parentId = message.parent_id;
  return record && parentId ? { ...record, parentId } : undefined;
}

export async function trimThread(tx: ChatTx, parentId: string): Promise<void> {
  const store = tx.objectStore('replies');
  const kept = await store.index('parentId').getAll(parentId);
  kept.sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const old of kept.slice(REPLIES_PER_THREAD)) await store.delete(old.id);
}

/** A new or changed reply counts only for a thread already kept. */
export const putReplyIfKept =
  (record: StoredReply): Mutation =>
  async (tx) => {
    const store = tx.objectStore('replies');
    if ((await store.index('parentId').count(record.parentId)) === 0) return;
    await store.put(withOwnReactionsOf(record, await store.get(record.id)));
    await trimThread(tx, record.parentId);
  };

export async function dropThread(tx: ChatTx, parentId: string): Promise<void> {
  const store = tx.objectStore('replies');
  for (const key of await store.index('parentId').getAllKeys(parentId)) await store.delete(key);
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
  db: DeviceCopyDb,
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
