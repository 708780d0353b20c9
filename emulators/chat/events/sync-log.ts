/**
 * The events `POST /sync` replays: every channel event the server sends is kept here once (not
 * once per receiving connection), in the write-ahead log like the rest of the state, so a client
 * that was away while the server restarted still catches up. Hosted Stream refuses a sync from
 * more than 30 days back, so nothing older is kept. What deleted messages said is rewritten out
 * of it (sync-redaction.ts).
 */
import type { ChatApp } from '../app.ts';
import { timestamp } from '../time/clock.ts';
import type { Json } from '../http/json.ts';
import type { SyncEventRecord } from '../store/records.ts';

export const SYNC_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Events that describe a moment, not a change: replaying them would only mislead. */
const NOT_REPLAYED = new Set([
  'typing.start',
  'typing.stop',
  'user.watching.start',
  'user.watching.stop',
  'health.check',
  'notification.message_new',
]);
const PRUNE_EVERY = 500;

const nextSeq = new WeakMap<ChatApp, number>();

function seqAfterLast(app: ChatApp): number {
  let last = 0;
  for (const record of app.state.tables.syncEvents.values()) last = Math.max(last, record.seq);
  return last + 1;
}

function prune(app: ChatApp): void {
  const oldest = Date.now() - SYNC_WINDOW_MS;
  for (const [key, record] of app.state.tables.syncEvents) {
    if (Date.parse(record.created_at) < oldest) app.state.remove('syncEvents', key);
  }
}

/** Keeps a channel event for later syncs; `userId` when only that user received it. */
export function keepForSync(app: ChatApp, event: Json, userId?: string): void {
  const { cid, type } = event;
  if (typeof cid !== 'string' || typeof type !== 'string' || NOT_REPLAYED.has(type)) return;
  const seq = nextSeq.get(app) ?? seqAfterLast(app);
  nextSeq.set(app, seq + 1);
  const createdAt = typeof event.created_at === 'string' ? event.created_at : timestamp();
  const record: SyncEventRecord = {
    seq,
    cid,
    created_at: createdAt,
    event,
    ...(userId ? { user_id: userId } : {}),
  };
  app.state.put('syncEvents', String(seq).padStart(12, '0'), record);
  if (seq % PRUNE_EVERY === 0) prune(app);
}

/** The kept events of these channels after `since` that this user may see, oldest first. */
export function eventsSince(
  app: ChatApp,
  cids: ReadonlySet<string>,
  since: number,
  userId: string,
): SyncEventRecord[] {
  const found: SyncEventRecord[] = [];
  for (const cid of cids) {
    for (const key of app.state.syncEventKeys(cid)) {
      const record = app.state.get('syncEvents', key);
      if (!record || Date.parse(record.created_at) <= since) continue;
      if (record.user_id !== undefined && record.user_id !== userId) continue;
      found.push(record);
    }
  }
  return found.sort((a, b) => a.seq - b.seq);
}
