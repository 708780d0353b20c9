/**
 * Keeping what an opened thread shows, in place of what was kept of it (thread-replies.ts keeps
 * it current from the events and reads it back). Nothing is kept before a thread opens, so only
 * the thread's own chunk loads this.
 */
import type { AbstractOfflineDB, LocalMessage, MessageResponse } from 'stream-chat';
import { op, type Mutation } from '../batch-ops.ts';
import type { ChatTx } from '../schema.ts';
import { dropThread, storedReply, trimThread } from './thread-replies.ts';

/** Across the device: at most 20 × 50 replies, about 1.3 MB beside the conversations' 2 MB. */
const THREADS_KEPT = 20;

type Reply = MessageResponse | LocalMessage;

/** Only what the chat server has: a reply still sending or refused lives in the outbox. */
const settled = (message: Reply): boolean =>
  message.status !== 'sending' && message.status !== 'failed';

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

const putThread =
  (cid: string, parentId: string, replies: Reply[]): Mutation =>
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

/** Keeps what the thread shows in the device copy, in one transaction. */
export async function keepThread(
  db: Pick<AbstractOfflineDB, 'executeSqlBatch'>,
  cid: string,
  parentId: string,
  replies: Reply[],
): Promise<void> {
  await db.executeSqlBatch([op('keepThread', putThread(cid, parentId, replies))]);
}
