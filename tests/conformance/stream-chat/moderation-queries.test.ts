/**
 * Moderation reads through the official client: bans that reach the channels a moderator creates
 * later (`ban_from_future_channels`, queryFutureChannelBans, `remove_future_channels_ban`), the
 * message flags query (queryMessageFlags) with its filters and who may read it, who may make
 * moderators, and what a flagged person and a channel moderator see of the review queue.
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const mia = await chat.connect('mia');
const mallory = await chat.connect('mallory');
const server = chat.server();
// root is made an admin server-side before it connects, as the app's backend would
await server.upsertUsers([{ id: 'root', name: 'Root', role: 'admin' }]);
const root = await chat.connect('root');
const room = await watchTogether('flagroom', alice, bob, carol, mia);
await room.addModerators(['mia']);

async function say(client: StreamChat, text: string, id = 'flagroom'): Promise<string> {
  const { message } = await client.channel('messaging', id).sendMessage({ text });
  return message.id;
}

describe('bans from future channels', () => {
  it('bans from the channel and from each channel the banner creates later, and lists the ban to its maker', async () => {
    await mia
      .channel('messaging', 'flagroom')
      .banUser('carol', { ban_from_future_channels: true, reason: 'spam', timeout: 60 });
    expect((await failure(say(carol, 'still here?'))).code).toBe(17);

    const later = mia.channel('messaging', 'mia-later', { members: ['mia', 'carol'] });
    await later.create();
    expect((await failure(say(carol, 'and here?', 'mia-later'))).code).toBe(17);
    const { bans: inLater = [] } = await server.queryBannedUsers({
      channel_cid: 'messaging:mia-later',
    });
    expect(inLater.map((b) => [b.user?.id, b.banned_by?.id, b.reason])).toEqual([
      ['carol', 'mia', 'spam'],
    ]);

    // a channel someone else creates is not touched
    await alice.channel('messaging', 'alice-later', { members: ['alice', 'carol'] }).create();
    expect(await say(carol, 'free here', 'alice-later')).toBeTruthy();

    const { bans } = await mia.queryFutureChannelBans();
    expect(bans.map((b) => [b.user.id, b.reason, b.shadow])).toEqual([['carol', 'spam', false]]);
    expect(typeof bans[0]?.expires).toBe('string');
    expect(typeof bans[0]?.created_at).toBe('string');
    expect((await alice.queryFutureChannelBans()).bans).toEqual([]);
    expect((await mia.queryFutureChannelBans({ target_user_id: 'bob' })).bans).toEqual([]);
    const byServer = await server.queryFutureChannelBans({ target_user_id: 'carol' });
    expect(byServer.bans.map((b) => b.user.id)).toEqual(['carol']);
    expect((await server.queryFutureChannelBans({ user_id: 'alice' })).bans).toEqual([]);
  });

  it('takes back a future ban without lifting the channel bans it made', async () => {
    await mia.unbanUser('carol', { remove_future_channels_ban: true });
    expect((await mia.queryFutureChannelBans()).bans).toEqual([]);
    expect((await failure(say(carol, 'still banned?', 'mia-later'))).code).toBe(17);
    await mia.channel('messaging', 'mia-after', { members: ['mia', 'carol'] }).create();
    expect(await say(carol, 'welcome', 'mia-after')).toBeTruthy();
    await mia.channel('messaging', 'flagroom').unbanUser('carol');
    // the spec's Unban names the channel by cid and who lifts the ban, which the SDK's type lacks
    await server.unbanUser('carol', {
      channel_cid: 'messaging:mia-later',
      created_by: 'mia',
    } as never);
    expect(await say(carol, 'free again', 'mia-later')).toBeTruthy();
  });

  it('refuses a future ban that is not a channel ban', async () => {
    const error = await failure(
      server.banUser('bob', { banned_by_id: 'mia', ban_from_future_channels: true }),
    );
    expect([error.status, error.code]).toEqual([400, 4]);
  });
});

describe('message flags', () => {
  it('lists each flag newest first with the flagger, the message and the reason', async () => {
    const first = await say(bob, 'cheap pills');
    const second = await say(bob, 'click here');
    await carol.flagMessage(first, { reason: 'spam' });
    await alice.flagMessage(first, { reason: 'scam' });
    await carol.flagMessage(second, { reason: 'phishing' });

    const { flags = [] } = await mia.queryMessageFlags({ channel_cid: 'messaging:flagroom' });
    expect(flags.map((f) => [f.message.id, f.user.id])).toEqual([
      [second, 'carol'],
      [first, 'alice'],
      [first, 'carol'],
    ]);
    expect(flags[0]).toMatchObject({ created_by_automod: false, reason: 'phishing' });
    expect(flags[0]?.message.text).toBe('click here');
    expect(typeof flags[0]?.created_at).toBe('string');

    const byMessage = await mia.queryMessageFlags({ message_id: first } as never);
    expect(byMessage.flags?.map((f) => f.user.id)).toEqual(['alice', 'carol']);
    const byReporter = await server.queryMessageFlags({ reporter_id: 'alice' } as never);
    expect(byReporter.flags?.map((f) => f.message.id)).toEqual([first]);
    const paged = await mia.queryMessageFlags({ user_id: 'bob' }, { limit: 1, offset: 1 });
    expect(paged.flags?.map((f) => f.user.id)).toEqual(['alice']);
  });

  it('keeps flags of deleted messages out unless asked, and marks reviewed ones', async () => {
    const id = await say(bob, 'delete me later');
    await carol.flagMessage(id, { reason: 'rude' });
    await mia.deleteMessage(id);
    const hidden = await mia.queryMessageFlags({ message_id: id } as never);
    expect(hidden.flags).toEqual([]);
    const shown = await mia.queryMessageFlags(
      { message_id: id } as never,
      {
        show_deleted_messages: true,
      } as never,
    );
    // `reason` is in the spec's MessageFlagResponse, not in the SDK's type
    expect(shown.flags?.map((f) => (f as { reason?: string }).reason)).toEqual(['rude']);

    const { items } = await mia.moderation.queryReviewQueue({ entity_id: id });
    const item = items[0];
    if (!item) throw new Error('the flag made no review item');
    await mia.moderation.submitAction('mark_reviewed', item.id);
    const reviewed = await mia.queryMessageFlags(
      { is_reviewed: true } as never,
      {
        show_deleted_messages: true,
      } as never,
    );
    const entry = reviewed.flags?.find((f) => f.message.id === id);
    expect(entry?.reviewed_by?.id).toBe('mia');
    expect(typeof entry?.reviewed_at).toBe('string');
  });

  it('lets only moderators and server-side calls read flags', async () => {
    expect((await failure(bob.queryMessageFlags())).code).toBe(17);
    expect((await server.queryMessageFlags()).flags?.length).toBeGreaterThan(0);
  });
});

describe('who may make moderators', () => {
  it('refuses self-promotion and promotion by a plain member; admins, moderators and the server may promote', async () => {
    const alone = mallory.channel('messaging', 'mallory-alone', { members: ['mallory'] });
    await alone.create();
    const self = await failure(alone.addModerators(['mallory']));
    expect([self.status, self.code]).toEqual([403, 17]);

    await alice
      .channel('messaging', 'promotions', { members: ['alice', 'bob', 'mallory'] })
      .create();
    const byMember = await failure(
      mallory.channel('messaging', 'promotions').addModerators(['bob']),
    );
    expect([byMember.status, byMember.code]).toEqual([403, 17]);

    await root.channel('messaging', 'promotions').addModerators(['bob']);
    await bob.channel('messaging', 'promotions').addModerators(['alice']);
    await server.channel('messaging', 'mallory-alone').addModerators(['mallory']);
    const { members } = await server.channel('messaging', 'promotions').queryMembers({});
    const moderators = members.filter((m) => m.channel_role === 'channel_moderator');
    expect(moderators.map((m) => m.user_id).sort()).toEqual(['alice', 'bob']);
    const own = await mallory.channel('messaging', 'mallory-alone').query({});
    expect(own.membership?.channel_role).toBe('channel_moderator');
  });
});

describe('what the review queue shows', () => {
  it('never shows a flagged person the items about them, nor who filed them', async () => {
    await server
      .channel('messaging', 'mallory-room', {
        members: ['mallory', 'carol', 'mia'],
        created_by_id: 'mallory',
      })
      .create();
    await server.channel('messaging', 'mallory-room').addModerators(['mallory', 'mia']);
    const { item_id: userItem } = await carol.moderation.flagUser('mallory', 'harassing me');
    const said = await say(mallory, 'you will regret it', 'mallory-room');
    await carol.flagMessage(said, { reason: 'threat' });

    const { items } = await mallory.moderation.queryReviewQueue({});
    expect(items.filter((i) => i.entity_creator_id === 'mallory')).toEqual([]);
    const dismiss = await failure(mallory.moderation.submitAction('mark_reviewed', userItem));
    expect([dismiss.status, dismiss.code]).toEqual([404, 16]);
    const { flags = [] } = await mallory.queryMessageFlags({ user_id: 'mallory' });
    expect(flags).toEqual([]);

    const staff = await server.moderation.queryReviewQueue({ entity_id: 'mallory' });
    expect(staff.items.map((i) => i.status)).toEqual(['pending']);
    expect(staff.items[0]?.flags.map((f) => [f.user.id, f.reason])).toEqual([
      ['carol', 'harassing me'],
    ]);
  });

  it('shows a flagged user only to app staff, and a flagged message to its channel moderators', async () => {
    await server.moderation.flagUser('carol', 'spam account', { user_id: 'alice' });
    const said = await say(carol, 'buy now', 'mallory-room');
    await mallory.flagMessage(said, { reason: 'spam' });
    const { items } = await mia.moderation.queryReviewQueue({ entity_creator_id: 'carol' });
    expect(items.map((i) => [i.entity_type, i.entity_id])).toEqual([
      ['stream:chat:v1:message', said],
    ]);
    const byAdmin = await root.moderation.queryReviewQueue({ entity_creator_id: 'carol' });
    expect(byAdmin.items.map((i) => i.entity_type).sort()).toEqual([
      'stream:chat:v1:message',
      'stream:user',
    ]);
  });
});
