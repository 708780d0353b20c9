/**
 * A user's unread counts as Stream reports them on the own user and in events: messages and
 * channels from the per-member counters, threads from each thread's read state.
 */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';

export function unreadTotals(app: ChatApp, userId: string): Json {
  const { total, channels } = messageTotals(app, userId);
  return {
    total_unread_count: total,
    unread_count: total,
    unread_channels: channels,
    unread_threads: unreadThreads(app, userId),
  };
}

/** Unread messages and channels with any, without the threads (which scan every thread read). */
export function messageTotals(app: ChatApp, userId: string): { total: number; channels: number } {
  let total = 0;
  let channels = 0;
  for (const cid of app.state.channelsOf(userId)) {
    const count = app.state.unreadOf(cid, userId);
    total += count;
    if (count > 0) channels++;
  }
  return { total, channels };
}

function unreadThreads(app: ChatApp, userId: string): number {
  let count = 0;
  for (const read of app.state.tables.threadReads.values()) {
    if (read.user_id !== userId) continue;
    if (threadUnread(app, read.parent_id, userId) > 0) count++;
  }
  return count;
}

export function threadUnread(app: ChatApp, parentId: string, userId: string): number {
  const read = app.state.get('threadReads', `${parentId}|${userId}`);
  if (!read) return 0;
  const ids = app.state.replyIds(parentId);
  let count = 0;
  for (let i = ids.length - 1; i >= 0; i--) {
    const reply = app.state.get('messages', ids[i] as string);
    if (!reply) continue;
    if (reply.created_at <= read.last_read) break;
    if (reply.user_id !== userId && reply.type !== 'deleted') count++;
  }
  return count;
}
