/**
 * The threads view's list kept on the device: the chat server's last answer to its first page
 * (stream-chat's ThreadManager asks for it), so the list shows offline after a reload. Each
 * thread comes back with the replies the device kept of it when it was opened (kept-threads.ts)
 * beside the few the list's answer carries, so opening it offline shows what was read.
 */
import type { AbstractOfflineDB, MessageResponse, ThreadResponse } from 'stream-chat';
import { op } from '../batch-ops.ts';
import { putMeta } from '../mutations.ts';
import type { DeviceCopyDb } from '../schema.ts';

export async function keepThreadList(
  db: Pick<AbstractOfflineDB, 'executeSqlBatch'>,
  threads: ThreadResponse[],
): Promise<void> {
  await db.executeSqlBatch([op('keepThreadList', putMeta('threadList', threads))]);
}

function withKeptReplies(answer: MessageResponse[], kept: MessageResponse[]): MessageResponse[] {
  const byId = new Map(answer.map((reply) => [reply.id, reply]));
  for (const reply of kept) if (!byId.has(reply.id)) byId.set(reply.id, reply);
  return [...byId.values()].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
}

/** The kept list, each thread with its kept replies, oldest first; null when none was kept. */
export async function readThreadList(db: DeviceCopyDb): Promise<ThreadResponse[] | null> {
  const tx = db.transaction(['meta', 'replies']);
  const threads = (await tx.objectStore('meta').get('threadList')) as ThreadResponse[] | undefined;
  if (!threads) return null;
  const replies = tx.objectStore('replies').index('parentId');
  return Promise.all(
    threads.map(async (thread) => {
      const kept = (await replies.getAll(thread.parent_message_id)).map((r) => r.message);
      return { ...thread, latest_replies: withKeptReplies(thread.latest_replies, kept) };
    }),
  );
}
