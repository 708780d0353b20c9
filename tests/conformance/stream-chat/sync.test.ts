/**
 * `POST /sync` through stream-chat's own sync path: a client with Parley.s device copy
 * goes away, others change its conversations, and on return the SDK's sync manager brings the
 * device copy to exactly what the server says.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { DeviceCopy } from '../../../src/core/device-copy/device-copy.ts';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const bob = await chat.connect('bob');
await chat.connect('carol');

async function aliceWithDevice(): Promise<{ alice: StreamChat; db: DeviceCopy }> {
  const alice = newClient(chat.info);
  const db = new DeviceCopy(alice);
  alice.setOfflineDBApi(db);
  db.useUser(`alice-${Date.now()}`);
  await alice.connectUser({ id: 'alice', name: 'alice' }, chat.token('alice'));
  await db.init('alice');
  return { alice, db };
}

const synced = (db: DeviceCopy) =>
  new Promise<void>((resolve) => {
    const listener = db.syncManager.onSyncStatusChange((ok) => {
      if (!ok) return;
      listener.unsubscribe();
      resolve();
    });
  });

describe('POST /sync', () => {
  it('brings the device copy up to date after messages were sent, edited, deleted and reacted to', async () => {
    const { alice, db } = await aliceWithDevice();
    const channel = alice.channel('messaging', 'sync-room', { members: ['alice', 'bob'] });
    await channel.watch();
    const { message: kept } = await channel.sendMessage({ text: 'before leaving' });
    const { message: doomed } = await channel.sendMessage({ text: 'soon deleted' });
    await alice.queryChannels({ cid: 'messaging:sync-room' }, [], { message_limit: 50 });
    await alice.closeConnection();

    const bobs = bob.channel('messaging', 'sync-room');
    await bobs.watch();
    const sent: string[] = [];
    for (let i = 0; i < 200; i++) {
      const { message } = await bobs.sendMessage({ text: `while away ${i}` });
      sent.push(message.id);
    }
    await bob.updateMessage({ id: sent[190] as string, text: 'edited while away' });
    await bob.deleteMessage(sent[195] as string);
    await chat.server().deleteMessage(doomed.id);
    await bobs.sendReaction(kept.id, { type: 'love' });
    await chat.server().channel('messaging', 'sync-room').addMembers(['carol']);

    const done = synced(db);
    await alice.openConnection();
    await done;

    const [device] =
      (await db.getChannels({ cids: ['messaging:sync-room'], userId: 'alice' })) ?? [];
    const server = (await bobs.query({ messages: { limit: 50 } })) as Awaited<
      ReturnType<typeof bobs.query>
    >;
    const view = (messages: { id: string; text?: string; type?: string }[]) =>
      messages.slice(-50).map((m) => `${m.id}|${m.type === 'deleted' ? 'deleted' : m.text}`);
    expect(view(device?.messages ?? [])).toEqual(view(server.messages));
    expect(device?.members.map((m) => m.user_id).sort()).toEqual(['alice', 'bob', 'carol']);
    expect(device?.messages.find((m) => m.id === sent[190])?.text).toBe('edited while away');
    expect(device?.messages.find((m) => m.id === sent[195])?.type).toBe('deleted');
    await alice.disconnectUser();
    await db.close();
  });

  it('replays reactions and edits of kept messages and tells of a channel that went away', async () => {
    const { alice, db } = await aliceWithDevice();
    const room = alice.channel('messaging', 'sync-small', { members: ['alice', 'bob'] });
    await room.watch();
    const gone = alice.channel('messaging', 'sync-gone', { members: ['alice', 'bob'] });
    await gone.watch();
    const { message } = await room.sendMessage({ text: 'react to this' });
    await alice.queryChannels(
      { cid: { $in: ['messaging:sync-small', 'messaging:sync-gone'] } },
      [],
    );
    await alice.closeConnection();

    await bob.channel('messaging', 'sync-small').sendReaction(message.id, { type: 'haha' });
    await chat.server().updateMessage({ id: message.id, text: 'edited' }, 'alice');
    await chat.server().channel('messaging', 'sync-gone').delete();

    const done = synced(db);
    await alice.openConnection();
    await done;
    const [device] =
      (await db.getChannels({ cids: ['messaging:sync-small'], userId: 'alice' })) ?? [];
    expect(device?.messages[0]?.reaction_groups?.haha?.count).toBe(1);
    expect(device?.messages[0]?.text).toBe('edited');
    expect(await db.channelExists({ cid: 'messaging:sync-gone' })).toBe(false);
    await alice.disconnectUser();
    await db.close();
  });

  it('answers bad requests as hosted Stream does', async () => {
    expect(await failure(bob.sync([], new Date().toISOString()))).toMatchObject({ code: 4 });
    const many = Array.from({ length: 256 }, (_, i) => `messaging:c${i}`);
    expect(await failure(bob.sync(many, new Date().toISOString()))).toMatchObject({ code: 4 });
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    expect(await failure(bob.sync(['messaging:sync-room'], old))).toMatchObject({ code: 4 });
    const answer = await bob.sync(
      ['messaging:nowhere'],
      new Date(Date.now() - 1000).toISOString(),
      {
        with_inaccessible_cids: true,
      },
    );
    expect(answer.inaccessible_cids).toEqual(['messaging:nowhere']);
    expect(answer.events.map((e) => e.type)).toEqual(['notification.removed_from_channel']);
  });
});
