/**
 * The device copy survives a catch-up that fails on the way (no answer, a passing error) and is
 * emptied only when no catch-up can bring it up to date, driven through stream-chat's own sync
 * manager on an in-memory IndexedDB.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StreamChat, type ChannelAPIResponse, type MessageResponse } from 'stream-chat';
import { DeviceCopy } from './device-copy.ts';
import { keepThread } from './threads/kept-threads.ts';
import { mustEmpty, syncOutcomeOf, type SyncOutcome } from './sync-resets.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26);

describe('what a failed catch-up means', () => {
  const answered = (status: number, code?: number) => ({ response: { status, data: { code } } });
  it.each<[string, unknown, SyncOutcome]>([
    ['no answer (network down)', new Error('Network Error'), 'failed'],
    ['a timeout with no answer', { code: 'ECONNABORTED' }, 'failed'],
    ['a server error', answered(500), 'failed'],
    ['an unavailable server', answered(503), 'failed'],
    ['an expired token', answered(401, 40), 'failed'],
    ['not allowed for now', answered(403, 17), 'failed'],
    ['a rate limit', answered(429, 9), 'failed'],
    ['a request timeout', answered(408, 23), 'failed'],
    ['an input error (too far back, too many events)', answered(400, 4), 'refused'],
  ])('%s', (_, error, outcome) => {
    expect(syncOutcomeOf(error)).toBe(outcome);
  });

  const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toString();
  it.each<[string, SyncOutcome | undefined, string | undefined, boolean]>([
    ['a failed catch-up keeps the copy', 'failed', at(1), false],
    ['a refused catch-up empties it', 'refused', at(1), true],
    ['a stamp past the server window empties it', undefined, at(31), true],
    ['a stamp within the window keeps it', undefined, at(29), false],
    ['nothing stamped keeps it', undefined, undefined, false],
    ['an unreadable stamp keeps it', 'answered', 'not a date', false],
  ])('%s', (_, outcome, stamp, empty) => {
    expect(mustEmpty(outcome, stamp, NOW)).toBe(empty);
  });
});

const ALICE = 'alice';
let run = 0;
let client: StreamChat;
let db: DeviceCopy;

function answer(id: string): ChannelAPIResponse {
  const cid = `messaging:${id}`;
  const at = new Date().toISOString();
  return {
    channel: { cid, id, type: 'messaging', last_message_at: at, created_at: at },
    members: [],
    messages: [
      { id: `${cid}-m1`, cid, text: 'kept', type: 'regular', user: { id: 'bob' }, created_at: at },
    ],
    pinned_messages: [],
    read: [],
  } as unknown as ChannelAPIResponse;
}

function reply(cid: string, parentId: string): MessageResponse {
  const at = new Date().toISOString();
  const user = { id: 'bob' };
  return {
    id: `${parentId}-r1`,
    cid,
    parent_id: parentId,
    text: 'a reply',
    type: 'reply',
    user,
    created_at: at,
  } as MessageResponse;
}

/** The chat server's answer to every request, for the sync manager's catch-up. */
function serverAnswers(result: () => Promise<unknown>): void {
  Reflect.set(client, 'post', result);
}

/** One catch-up as the SDK runs it at a reconnect (its `sync` is private). */
const catchUp = (): Promise<void> => (Reflect.get(db.syncManager, 'sync') as () => Promise<void>)();

beforeEach(async () => {
  const user = `${ALICE}-sync-${++run}`;
  client = new StreamChat('key');
  client.userID = ALICE;
  Reflect.set(client, 'user', { id: ALICE });
  db = new DeviceCopy(client);
  db.useUser(user);
  await db.init(user);
  await db.upsertChannels({ channels: [answer('one')], isLatestMessagesSet: true });
});

afterEach(() => db.close());

describe('the device copy through a catch-up', () => {
  it('stays whole, stamp included, when the catch-up gets no answer', async () => {
    const stamp = await db.getLastSyncedAt({ userId: ALICE });
    let refills = 0;
    db.onEmptied(() => (refills += 1));
    serverAnswers(() => Promise.reject(new Error('Network Error')));
    await catchUp();
    expect(await db.getAllChannelCids()).toEqual(['messaging:one']);
    expect(
      (await db.getChannels({ cids: ['messaging:one'], userId: ALICE }))?.[0]?.messages,
    ).toHaveLength(1);
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBe(stamp);
    expect(refills).toBe(0);
  });

  it('is emptied, but for what waits to be sent, when the server refuses the catch-up', async () => {
    for (const id of ['a', 'b']) {
      await db.addPendingTask({
        type: 'send-reaction',
        messageId: id,
        payload: [id, { type: 'like' }],
      });
    }
    const parent = 'messaging:one-m1';
    await keepThread(db, 'messaging:one', parent, [reply('messaging:one', parent)]);
    let refills = 0;
    db.onEmptied(() => (refills += 1));
    serverAnswers(() =>
      Promise.reject({ response: { status: 400, data: { code: 4, message: 'too many events' } } }),
    );
    await catchUp();
    expect(await db.getAllChannelCids()).toEqual([]);
    expect((await db.getPendingTasks()).map((t) => t.messageId)).toEqual(['a', 'b']);
    expect((await db.getThreadReplies(['messaging:one'])).size).toBe(0);
    expect(refills).toBe(1);
  });

  it('takes what a catch-up replays and moves the stamp on', async () => {
    const stamp = await db.getLastSyncedAt({ userId: ALICE });
    Reflect.set(client, 'wsConnection', { isHealthy: true });
    serverAnswers(() => Promise.resolve({ events: [] }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await catchUp();
    expect(await db.getAllChannelCids()).toEqual(['messaging:one']);
    expect(await db.getLastSyncedAt({ userId: ALICE })).not.toBe(stamp);
  });
});
