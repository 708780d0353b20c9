/** What the device copy keeps through a new version of its schema, another user, and the outbox. */
import type { StreamChat } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { MIGRATIONS, type ChatDbSchema } from './schema.ts';
import { dbName } from './db-name.ts';
import { DeviceCopy } from './device-copy.ts';
import { deleteAllChatData } from './removal.ts';
import { ALICE, answer, freshCopyForEachTest, setSocket } from './device-copy-fixture.ts';

let client: StreamChat;
let db: DeviceCopy;
let user: string;
const withSocket = (healthy: boolean) => setSocket(client, healthy);

freshCopyForEachTest((copy) => ({ client, db, user } = copy));

describe('what survives', () => {
  it('keeps pending tasks oldest first, dropped by message', async () => {
    for (const id of ['a', 'b', 'c']) {
      await db.addPendingTask({
        type: 'send-reaction',
        messageId: id,
        payload: [id, { type: 'like' }],
      });
    }
    expect((await db.getPendingTasks()).map((t) => t.messageId)).toEqual(['a', 'b', 'c']);
    await db.dropPendingTasks({ messageId: 'b' });
    expect((await db.getPendingTasks()).map((t) => t.messageId)).toEqual(['a', 'c']);
    expect(await db.getPendingTasks({ messageId: 'c' })).toHaveLength(1);
  });

  it('keeps a sync time stamped while the socket is up or as one that was up closes', async () => {
    withSocket(false);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: 'closed without ever opening' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBeUndefined();
    withSocket(true);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: '2026-01-02T00:00:00Z' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBe('2026-01-02T00:00:00Z');
    client.dispatchEvent({ type: 'connection.changed', online: true });
    withSocket(false);
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: '2026-01-03T00:00:00Z' });
    await db.upsertUserSyncStatus({ userId: ALICE, lastSyncedAt: 'a failed reconnect' });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBe('2026-01-03T00:00:00Z');
  });

  it('takes a first full channel answer as the time to sync from', async () => {
    await db.upsertChannels({ channels: [answer('one', 1)], isLatestMessagesSet: true });
    expect(await db.getLastSyncedAt({ userId: ALICE })).toBeTruthy();
  });

  it('migrates a first-version database without losing a task waiting to be sent', async () => {
    const old = `${user}-old`;
    const v1 = await openDB<ChatDbSchema>(dbName(old), 1, {
      upgrade: (raw, _o, _n, tx) => MIGRATIONS[0]?.(raw, tx),
    });
    await v1.add('pendingTasks', {
      type: 'send-message',
      messageId: 'unsent',
      payload: [{ id: 'unsent', text: 'never sent' }],
    });
    v1.close();
    const next = new DeviceCopy(client);
    next.useUser(old);
    await next.init(old);
    expect((await next.getPendingTasks({ messageId: 'unsent' })).map((t) => t.messageId)).toEqual([
      'unsent',
    ]);
    expect(await next.getThreadReplies(['messaging:none'])).toEqual(new Map());
    await next.close();
  });

  it('gives each user a database of their own', async () => {
    await db.upsertChannels({ channels: [answer('secret', 1)], isLatestMessagesSet: true });
    const other = new DeviceCopy(client);
    other.useUser(`${user}-someone-else`);
    await other.init(`${user}-someone-else`);
    expect(await other.getAllChannelCids()).toEqual([]);
    await other.close();
  });

  it('reopens (rebuilds) a database deleted under it', async () => {
    await db.upsertChannels({ channels: [answer('one', 1)], isLatestMessagesSet: true });
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(dbName(user));
      request.onsuccess = () => resolve();
    });
    expect(await db.getAllChannelCids()).toEqual([]);
    await db.upsertChannels({ channels: [answer('two', 1)], isLatestMessagesSet: true });
    expect(await db.getAllChannelCids()).toEqual(['messaging:two']);
  });
});

describe('what does not survive a sign-out', () => {
  it('a copy let go is opened by nothing again: an event handled after the sign-out creates no database', async () => {
    await db.upsertChannels({ channels: [answer('one', 1)], isLatestMessagesSet: true });
    await db.letGo();
    await deleteAllChatData();
    // The SDK's handler of an event that came just before the sign-out, still running.
    await expect(db.channelExists({ cid: 'messaging:one' })).rejects.toThrow();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(dbName(user));
    // The next person's copy opens as usual.
    db.useUser(`${user}-next`);
    await expect(db.channelExists({ cid: 'messaging:one' })).resolves.toBe(false);
  });
});
