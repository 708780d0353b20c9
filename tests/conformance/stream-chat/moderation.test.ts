/**
 * Moderation through the official client: flags feeding the review queue (client.moderation)
 * with its access rules and actions, channel and app-wide bans with their events and effect on
 * sending, moderators deleting any message, mutes and blocks.
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { acrossRestart, chatWithThree } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const ROOM = 'modroom';

const { chat, alice, bob, carol } = await chatWithThree();
const mia = await chat.connect('mia');
// root is made an admin server-side before it connects, as the app's backend would
await chat.server().upsertUsers([{ id: 'root', name: 'Root', role: 'admin' }]);
const root = await chat.connect('root');
const room = alice.channel('messaging', ROOM, { members: ['alice', 'bob', 'carol', 'mia'] });
await room.watch();
await room.addModerators(['mia']);
for (const client of [bob, carol, mia]) await client.channel('messaging', ROOM).watch();

async function say(client: StreamChat, text: string): Promise<string> {
  const { message } = await client.channel('messaging', ROOM).sendMessage({ text });
  return message.id;
}

describe('flags and the review queue', () => {
  it('lists flagged messages and users newest first, with the reasons and the message', async () => {
    embeddedOnly('reads the app-wide review queue');
    const first = await say(bob, 'buy cheap pills');
    const second = await say(bob, 'click my link');
    await carol.flagMessage(first, { reason: 'spam' });
    await alice.flagMessage(second, { reason: 'phishing' });
    await carol.flagUser('bob', { reason: 'spammer' });
    const { items } = await root.moderation.queryReviewQueue({ reviewed: false });
    expect(items.map((i) => i.entity_id).slice(0, 3)).toEqual(['bob', second, first]);
    const item = items.find((i) => i.entity_id === first);
    expect(item).toMatchObject({
      entity_type: 'stream:chat:v1:message',
      entity_creator_id: 'bob',
      status: 'pending',
    });
    expect(item?.flags.map((f) => [f.user.id, f.reason])).toEqual([['carol', 'spam']]);
    // Hosted Stream's review items carry the message, which the SDK's ReviewQueueItem leaves out.
    expect(item).toMatchObject({ message: { text: 'buy cheap pills' } });
    const byUser = await root.moderation.queryReviewQueue({ entity_type: 'stream:user' });
    expect(byUser.items.map((i) => i.entity_id)).toEqual(['bob']);
    // A channel moderator reviews the channel's messages; a flagged user is app staff's to review.
    const inChannel = await mia.moderation.queryReviewQueue({ reviewed: false });
    expect(inChannel.items.map((i) => i.entity_id).slice(0, 2)).toEqual([second, first]);
  });

  it('takes flags from client.moderation.flag too', async () => {
    const id = await say(bob, 'another one');
    const { item_id } = await carol.moderation.flag('stream:chat:v1:message', id, 'bob', 'rude');
    const { items } = await mia.moderation.queryReviewQueue({ id: item_id });
    expect(items[0]?.flags[0]?.reason).toBe('rude');
  });

  it('is closed to users who moderate nothing', async () => {
    const refused = await failure(carol.moderation.queryReviewQueue());
    expect(refused.code).toBe(17);
    expect((await failure(carol.moderation.submitAction('mark_reviewed', 'x'))).code).toBe(17);
  });

  it('dismisses an item (mark_reviewed), which then leaves the unreviewed list', async () => {
    const id = await say(bob, 'harmless joke');
    await carol.flagMessage(id, { reason: 'offensive' });
    const { items } = await mia.moderation.queryReviewQueue({ entity_id: id });
    const { item } = await mia.moderation.submitAction('mark_reviewed', items[0]?.id as string);
    expect(item).toMatchObject({ status: 'completed', latest_moderator_action: 'mark_reviewed' });
    const open = await mia.moderation.queryReviewQueue({ reviewed: false, entity_id: id });
    expect(open.items).toHaveLength(0);
  });

  it('deletes the flagged message (message.deleted to watchers)', async () => {
    const id = await say(bob, 'delete me');
    await carol.flagMessage(id, { reason: 'spam' });
    const { items } = await mia.moderation.queryReviewQueue({ entity_id: id });
    const deleted = nextEvent(alice, 'message.deleted', (e) => e.message?.id === id);
    await mia.moderation.submitAction('delete_message', items[0]?.id as string, {
      delete_message: {},
    });
    expect((await deleted).message?.type).toBe('deleted');
  });

  it('bans the author in the channel: user.banned, sends refused, then unbanned', async () => {
    const id = await say(bob, 'last words');
    await carol.flagMessage(id, { reason: 'abuse' });
    const { items } = await mia.moderation.queryReviewQueue({ entity_id: id });
    const banned = nextEvent(alice, 'user.banned');
    await mia.moderation.submitAction('ban', items[0]?.id as string, {
      ban: { reason: 'abuse', channel_ban_only: true },
    });
    const event = await banned;
    expect(event).toMatchObject({ cid: `messaging:${ROOM}`, user: { id: 'bob' }, reason: 'abuse' });
    expect((await failure(say(bob, 'can I still talk?'))).code).toBe(17);
    const state = await bob.channel('messaging', ROOM).query({});
    expect(state.channel.own_capabilities).not.toContain('send-message');
    expect(state.membership?.banned).toBe(true);
    const unbanned = nextEvent(carol, 'user.unbanned');
    await mia.channel('messaging', ROOM).unbanUser('bob');
    expect((await unbanned).user?.id).toBe('bob');
    expect(await say(bob, 'back again')).toBeTruthy();
  });
});

describe('bans', () => {
  it('lets only channel moderators ban in a channel', async () => {
    expect(
      (await failure(carol.channel('messaging', ROOM).banUser('bob', { reason: 'no' }))).code,
    ).toBe(17);
    await mia.channel('messaging', ROOM).banUser('carol', { reason: 'test' });
    expect((await failure(say(carol, 'hello?'))).code).toBe(17);
    await mia.channel('messaging', ROOM).unbanUser('carol');
    expect(await say(carol, 'hello again')).toBeTruthy();
  });

  it('bans across the app only for admins, and then the user can send nowhere', async () => {
    expect((await failure(mia.banUser('bob'))).code).toBe(17);
    await bob.channel('messaging', 'bob-own', { members: ['bob'] }).create();
    await root.banUser('bob', { reason: 'global' });
    expect((await failure(say(bob, 'anyone?'))).code).toBe(17);
    expect(
      (await failure(bob.channel('messaging', 'bob-own').sendMessage({ text: 'me?' }))).code,
    ).toBe(17);
    await root.unbanUser('bob');
    expect(await say(bob, 'free')).toBeTruthy();
  });

  it('lists bans: a channel moderator those of their channels, an admin every one', async () => {
    embeddedOnly('lists every ban of the app');
    await mia.channel('messaging', ROOM).banUser('carol', { reason: 'spam', timeout: 60 });
    await root.banUser('bob', { reason: 'everywhere' });
    try {
      const { bans: mine = [] } = await mia.queryBannedUsers({ channel_cid: `messaging:${ROOM}` });
      expect(mine.map((b) => [b.user?.id, b.banned_by?.id, b.channel?.cid, b.reason])).toEqual([
        ['carol', 'mia', `messaging:${ROOM}`, 'spam'],
      ]);
      expect(typeof mine[0]?.expires).toBe('string');
      expect((await mia.queryBannedUsers({})).bans?.map((b) => b.user?.id)).toEqual(['carol']);
      expect((await carol.queryBannedUsers({})).bans).toEqual([]);
      const { bans: all = [] } = await root.queryBannedUsers({}, { created_at: -1 });
      expect(all.map((b) => b.user?.id)).toEqual(['bob', 'carol']);
      expect(all[0]?.channel).toBeUndefined();
      const byReason = await root.queryBannedUsers({ reason: 'everywhere' });
      expect(byReason.bans?.map((b) => b.user?.id)).toEqual(['bob']);
      expect((await root.queryBannedUsers({}, [], { limit: 1, offset: 1 })).bans).toHaveLength(1);
    } finally {
      await mia.channel('messaging', ROOM).unbanUser('carol');
      await root.unbanUser('bob');
    }
  });
});

describe('moderator powers, mutes and blocks', () => {
  it('lets moderators delete any message but members only their own', async () => {
    const id = await say(bob, 'moderate this');
    expect((await failure(carol.deleteMessage(id))).code).toBe(17);
    const { message } = await mia.deleteMessage(id);
    expect(message.type).toBe('deleted');
  });

  it('mutes and unmutes a user through notification.mutes_updated', async () => {
    const muted = nextEvent(alice, 'notification.mutes_updated');
    await alice.muteUser('bob');
    expect((await muted).me?.mutes.map((m) => m.target.id)).toEqual(['bob']);
    expect(alice.userMuteStatus('bob')).toBe(true);
    const unmuted = nextEvent(alice, 'notification.mutes_updated');
    await alice.unmuteUser('bob');
    expect((await unmuted).me?.mutes).toEqual([]);
  });

  it('mutes through the v2 moderation client: unknown users listed, not refused, and a timeout', async () => {
    const muted = nextEvent(bob, 'notification.mutes_updated');
    const answer = await bob.moderation.muteUser('carol', { timeout: 60 });
    expect(answer.mutes?.map((m) => m.target?.id)).toEqual(['carol']);
    expect((answer.mutes?.[0] as { expires?: string } | undefined)?.expires).toBeDefined();
    expect(answer.own_user?.mutes.map((m) => m.target.id)).toEqual(['carol']);
    expect((await muted).me?.mutes.map((m) => m.target.id)).toEqual(['carol']);
    const nobody = await bob.moderation.muteUser('nobody-at-all');
    expect(nobody.non_existing_users).toEqual(['nobody-at-all']);
    expect(nobody.mutes).toEqual([]);
    const heard = nextEvent(bob, 'notification.mutes_updated', (e) => e.me?.mutes.length === 0);
    const unmuted = await bob.moderation.unmuteUser('carol', {});
    expect(unmuted.non_existing_users).toEqual([]);
    await heard;
    expect(bob.userMuteStatus('carol')).toBe(false);
  });

  it('blocks and unblocks a user; a new connection learns the blocked ids from health.check', async () => {
    const { blocked_user_id } = await alice.blockUser('carol');
    expect(blocked_user_id).toBe('carol');
    const { blocks } = await alice.getBlockedUsers();
    expect(blocks.map((b) => b.blocked_user_id)).toEqual(['carol']);
    const fresh = await chat.connect('alice');
    expect(fresh.blockedUsers.getLatestValue().userIds).toEqual(['carol']);
    // Every user object carries the list, as hosted Stream's do: the SDK copies an event's user
    // about the own user (user.presence.changed, user.updated) onto client.user.
    const { users } = await alice.queryUsers({ id: { $eq: 'alice' } });
    expect(users[0]?.blocked_user_ids).toEqual(['carol']);
    const { message } = await alice.channel('messaging', ROOM).sendMessage({ text: 'me again' });
    expect(message.user?.blocked_user_ids).toEqual(['carol']);
    await alice.unBlockUser('carol');
    expect((await alice.getBlockedUsers()).blocks).toEqual([]);
    expect((await failure(alice.blockUser('nobody-here'))).code).toBe(16);
  });
});

embeddedOnly('restarts the server').describe('persistence', () => {
  it('keeps review items, bans and blocks across a restart', async () => {
    await acrossRestart(
      async (own) => {
        await own
          .server()
          .upsertUsers([{ id: 'boss', role: 'admin' }, { id: 'troll' }, { id: 'victim' }]);
        const boss = await own.connect('boss');
        const troll = await own.connect('troll');
        const victim = await own.connect('victim');
        const room = boss.channel('messaging', 'kept', {
          members: ['boss', 'troll', 'victim'],
        });
        await room.watch();
        const trollRoom = troll.channel('messaging', 'kept');
        await trollRoom.watch();
        const { message } = await trollRoom.sendMessage({ text: 'rude' });
        await victim.flagMessage(message.id, { reason: 'rude' });
        await victim.blockUser('troll');
        await room.banUser('troll', { reason: 'rude' });
        return message;
      },
      async (again, message) => {
        const admin = await again.connect('boss');
        const { items } = await admin.moderation.queryReviewQueue({ entity_id: message.id });
        expect(items[0]?.flags[0]?.reason).toBe('rude');
        const banned = await again.connect('troll');
        const bannedRoom = banned.channel('messaging', 'kept');
        await bannedRoom.watch();
        expect((await failure(bannedRoom.sendMessage({ text: 'again' }))).code).toBe(17);
        const blocker = await again.connect('victim');
        expect(blocker.blockedUsers.getLatestValue().userIds).toEqual(['troll']);
      },
    );
  });
});
