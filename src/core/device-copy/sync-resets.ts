/**
 * When the device copy may be emptied. stream-chat's sync manager calls the device copy's
 * `resetDB` after any catch-up (`POST /sync`) that fails, whatever the reason, and when the
 * device was last in step more than 30 days ago (the server refuses older catch-ups). Emptying
 * on a failure with no answer, or a passing one, threw away everything a person could read
 * offline: a sync in flight as the network went (in any tab of the user) left the next offline
 * start with an empty list, or a conversation without its history. So the copy is emptied only
 * when catching up is impossible: the server refused this catch-up (an input error, such as too
 * many events or a time too far back), or the last catch-up is older than the server allows.
 * Otherwise it stays, and so does the time of the last catch-up: the next connection replays
 * from there.
 */
import type { StreamChat } from 'stream-chat';

/** Stream keeps 30 days of events for a catch-up (Sync Events docs, offline_sync_manager.ts). */
const SYNC_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type SyncOutcome = 'answered' | 'refused' | 'failed';

interface ErrorLike {
  response?: { status?: number; data?: { code?: number } };
}

/** Auth (401, 403), timeouts (408), rate limits (429) and server errors pass; other 4xx do not. */
export function syncOutcomeOf(error: unknown): SyncOutcome {
  const status = (error as ErrorLike | null)?.response?.status;
  if (status === undefined || status >= 500) return 'failed';
  if ([401, 403, 408, 429].includes(status)) return 'failed';
  return status >= 400 ? 'refused' : 'answered';
}

/** Whether the device copy must go: true only when no catch-up can bring it up to date. */
export function mustEmpty(
  lastOutcome: SyncOutcome | undefined,
  lastSyncedAt: string | undefined,
  now: number,
): boolean {
  if (lastOutcome === 'refused') return true;
  if (!lastSyncedAt) return false;
  const at = Date.parse(lastSyncedAt);
  return !Number.isNaN(at) && now - at > SYNC_WINDOW_MS;
}

/**
 * Follows the outcome of the client's catch-ups: the sync manager calls `resetDB` right after
 * one failed, with the error kept to itself.
 */
export function watchSyncOutcomes(chat: StreamChat): () => SyncOutcome | undefined {
  let last: SyncOutcome | undefined;
  const sync = chat.sync.bind(chat);
  chat.sync = async (...args) => {
    last = undefined;
    try {
      const answer = await sync(...args);
      last = 'answered';
      return answer;
    } catch (error) {
      last = syncOutcomeOf(error);
      throw error;
    }
  };
  return () => last;
}
