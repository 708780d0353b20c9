/**
 * Moderation reads through the official client: bans that reach the channels a moderator creates
 * later (`ban_from_future_channels`, queryFutureChannelBans, `remove_future_channels_ban`), and
 * the message flags query (queryMessageFlags) with its filters and who may read it.
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const mia = await chat.connect('mia');
const server = chat.server();
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
