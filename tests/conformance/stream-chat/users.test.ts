/** Users through the official client: queryUsers filters/sorts/paging, server upsert and partial update, mutes. */
import { describe, expect, it } from 'vitest';
import { chatForFile } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice Martin' });
await chat.server().upsertUsers([
  { id: 'u-anna', name: 'Anna Smith' },
  { id: 'u-andrew', name: 'Andrew Jones' },
  { id: 'u-zoe', name: 'Zoe Anders' },
  { id: 'u-max', name: 'Max Power' },
]);

describe('queryUsers', () => {
  it('matches $autocomplete on id or name (word prefixes), sorted by name', async () => {
    embeddedOnly('searches the whole app');
    const q = 'and';
    const { users } = await alice.queryUsers(
      { $or: [{ id: { $autocomplete: q } }, { name: { $autocomplete: q } }] },
      [{ name: 1 }, { id: 1 }],
      { limit: 10 },
    );
    expect(users.map((u) => u.id)).toEqual(['u-andrew', 'u-zoe']);
  });

  it('filters with $in and pages with limit/offset', async () => {
    const filter = { id: { $in: ['u-anna', 'u-andrew', 'u-zoe', 'u-max'] } };
    const first = await alice.queryUsers(filter, { id: 1 }, { limit: 2, offset: 0 });
    const second = await alice.queryUsers(filter, { id: 1 }, { limit: 2, offset: 2 });
    expect([...first.users, ...second.users].map((u) => u.id)).toEqual([
      'u-andrew',
      'u-anna',
      'u-max',
      'u-zoe',
    ]);
  });

  it('refuses a user’s search without search-user in the .app grants, never the server’s', async () => {
    embeddedOnly('changes app-wide grants');
    await chat.server().updateAppSettings({ grants: { user: ['flag-user', 'mute-user'] } });
    try {
      const refused = await failure(alice.queryUsers({ id: { $in: ['u-anna'] } }));
      expect(refused.code).toBe(17);
      expect(refused.message).toContain('SearchUser');
      const { users } = await chat.server().queryUsers({ id: { $in: ['u-anna'] } });
      expect(users.map((u) => u.id)).toEqual(['u-anna']);
    } finally {
      await chat.server().updateAppSettings({
        grants: { user: ['flag-user', 'mute-user', 'search-user'] },
      });
    }
  });

  it('reports presence', async () => {
    const { users } = await alice.queryUsers({ id: { $in: ['alice', 'u-max'] } }, { id: 1 });
    expect(users.map((u) => [u.id, u.online])).toEqual([
      ['alice', true],
      ['u-max', false],
    ]);
  });
});

describe('updating users', () => {
  it('upserts server-side with roles and partial updates with set/unset', async () => {
    const server = chat.server();
    const { users } = await server.upsertUser({
      id: 'u-admin',
      name: 'Boss',
      role: 'admin',
      favourite: 'tea',
    });
    expect(users['u-admin']).toMatchObject({ role: 'admin', favourite: 'tea' });
    const partial = await server.partialUpdateUser({
      id: 'u-admin',
      set: { name: 'Big Boss' },
      unset: ['favourite'],
    });
    expect(partial.users['u-admin']?.name).toBe('Big Boss');
    expect(partial.users['u-admin']?.favourite).toBeUndefined();
  });

  it("refuses a user updating itself while users lack update-user-owner (the name is the profile's)", async () => {
    const refused = await failure(
      alice.partialUpdateUser({ id: 'alice', set: { name: 'Somebody Else' } }),
    );
    expect(refused.code).toBe(17);
    expect((await failure(alice.upsertUser({ id: 'alice', name: 'Somebody Else' }))).code).toBe(17);
    const { users } = await chat.server().queryUsers({ id: 'alice' });
    expect(users[0]?.name).toBe('Alice Martin');
  });

  it('with update-user-owner granted, lets a user update itself but not its role or others', async () => {
    embeddedOnly('changes app-wide grants');
    await chat.server().updateAppSettings({
      grants: { user: ['flag-user', 'mute-user', 'search-user', 'update-user-owner'] },
    });
    try {
      const self = await alice.partialUpdateUser({
        id: 'alice',
        set: { image: 'https://example.com/alice.png', role: 'admin' },
      });
      expect(self.users.alice).toMatchObject({
        image: 'https://example.com/alice.png',
        role: 'user',
      });
      expect(
        (await failure(alice.partialUpdateUser({ id: 'u-max', set: { name: 'Hacked' } }))).code,
      ).toBe(17);
    } finally {
      await chat.server().updateAppSettings({
        grants: { user: ['flag-user', 'mute-user', 'search-user'] },
      });
    }
  });

  it('mutes and unmutes users through notification.mutes_updated', async () => {
    const muted = nextEvent(alice, 'notification.mutes_updated');
    await alice.muteUser('u-max');
    expect((await muted).me?.mutes.map((m) => m.target.id)).toEqual(['u-max']);
    expect(alice.mutedUsers.map((m) => m.target.id)).toEqual(['u-max']);
    const unmuted = nextEvent(alice, 'notification.mutes_updated');
    await alice.unmuteUser('u-max');
    expect((await unmuted).me?.mutes).toEqual([]);
  });

  it('flags a message, answering the review queue item the flag landed in', async () => {
    const channel = alice.channel('messaging', 'flags', { members: ['alice', 'u-max'] });
    await channel.create();
    const { message } = await channel.sendMessage({ text: 'questionable' });
    const answer = await alice.flagMessage(message.id, { reason: 'spam' });
    expect(answer.flag.target_message_id).toBe(message.id);
    // The spec's FlagMessageResponse.review_queue_item_id, which the SDK's type leaves out.
    const itemId = (answer as { review_queue_item_id?: string }).review_queue_item_id;
    expect(itemId).toEqual(expect.any(String));
    const { items } = await chat.server().moderation.queryReviewQueue({ id: itemId });
    expect(items.map((item) => item.entity_id)).toEqual([message.id]);
  });
});

/** A user as QueryUsers and UpdateUsers answer it: the spec's FullUserResponse. */
interface FullUser {
  id: string;
  language?: string;
  mutes?: { target: { id: string } }[];
  channel_mutes?: unknown[];
  unread_count?: number;
  total_unread_count?: number;
  unread_channels?: number;
  unread_threads?: number;
}

/** FullUserResponse's unread totals, the own user's, which only they (or the server) may read. */
const UNREAD_TOTALS = ['unread_count', 'total_unread_count', 'unread_channels', 'unread_threads'];

describe('the fields users are answered with', () => {
  it("answers `language` on every user, '' until the user sets one", async () => {
    await chat.server().partialUpdateUser({ id: 'u-anna', set: { language: 'fr' } });
    const { users } = await alice.queryUsers({ id: { $in: ['u-anna', 'u-max'] } }, { id: 1 });
    expect(users.map((u) => [u.id, (u as FullUser).language])).toEqual([
      ['u-anna', 'fr'],
      ['u-max', ''],
    ]);
    const room = alice.channel('messaging', 'languages', { members: ['alice', 'u-anna'] });
    const state = await room.query({});
    const languages = state.members.map((m) => [m.user_id, (m.user as FullUser).language]);
    expect(languages.sort()).toEqual([
      ['alice', ''],
      ['u-anna', 'fr'],
    ]);
  });

  it('answers each user with the own-user fields, filled only for that user or the server', async () => {
    const server = chat.server();
    const room = server.channel('messaging', 'unread-room', {
      members: ['alice', 'u-max'],
      created_by_id: 'u-max',
    });
    await room.create();
    await room.sendMessage({ text: 'unread by alice', user_id: 'u-max' });
    await alice.muteUser('u-zoe');
    const max = await chat.connect('u-max', { name: 'Max Power' });
    try {
      const own = (await alice.queryUsers({ id: 'alice' })).users[0] as FullUser;
      expect(own.mutes?.map((m) => m.target.id)).toEqual(['u-zoe']);
      expect(own).toMatchObject({
        channel_mutes: [],
        unread_count: 1,
        total_unread_count: 1,
        unread_channels: 1,
        unread_threads: 0,
      });
      expect((await server.queryUsers({ id: 'alice' })).users[0]).toMatchObject({
        mutes: own.mutes,
        unread_count: 1,
      });
      // Present for Max too, as the spec requires them on every user, but empty.
      const seenByMax = (await max.queryUsers({ id: 'alice' })).users[0];
      expect(seenByMax).toMatchObject({ mutes: [], channel_mutes: [] });
      for (const total of UNREAD_TOTALS) expect(seenByMax, total).toHaveProperty(total, 0);
      const upserted = await server.upsertUser({ id: 'alice', name: 'Alice Martin' });
      expect(upserted.users.alice).toMatchObject({ mutes: own.mutes, unread_count: 1 });
    } finally {
      await max.disconnectUser();
      await alice.unmuteUser('u-zoe');
    }
  });
});
