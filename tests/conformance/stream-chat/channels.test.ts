/** Channels through the official client: create, query, list, update, members, invites, per-member state, typing. */
import { describe, expect, it } from 'vitest';
import type { ChannelFilters } from 'stream-chat';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree({
  alice: 'Alice Martin',
  bob: 'Bob Okafor',
  carol: 'Carol King',
});

describe('creating and watching', () => {
  it('creates by id with the default messaging config, own_capabilities and member_count', async () => {
    const channel = alice.channel('messaging', 'create-by-id', {
      name: 'Plans',
      members: ['alice', 'bob'],
    });
    const state = await channel.watch();
    expect(state.channel).toMatchObject({
      id: 'create-by-id',
      type: 'messaging',
      cid: 'messaging:create-by-id',
      name: 'Plans',
      member_count: 2,
      frozen: false,
    });
    expect(state.channel.config).toMatchObject({
      typing_events: true,
      read_events: true,
      replies: true,
      uploads: true,
      max_message_length: 5000,
    });
    expect(state.channel.own_capabilities).toEqual(
      expect.arrayContaining([
        'send-message',
        'send-reaction',
        'upload-file',
        'read-events',
        'update-channel',
        'delete-own-message',
      ]),
    );
    expect(state.channel.own_capabilities).not.toContain('notify-group');
    expect(state.members.map((m) => m.user_id).sort()).toEqual(['alice', 'bob']);
    expect(state.membership?.user_id).toBe('alice');
    expect(state.messages).toEqual([]);
    expect((state.read ?? []).map((r) => r.user.id).sort()).toEqual(['alice', 'bob']);
    const bobState = await bob.channel('messaging', 'create-by-id').query({});
    expect(bobState.channel.own_capabilities).not.toContain('update-channel');
    expect(bobState.channel.own_capabilities).toContain('send-message');
  });

  it('creates a distinct channel from a member list and finds the same one again', async () => {
    const first = alice.channel('messaging', { members: ['alice', 'carol'] });
    await first.watch();
    expect(first.id?.startsWith('!members-')).toBe(true);
    const again = carol.channel('messaging', { members: ['carol', 'alice'] });
    await again.watch();
    expect(again.cid).toBe(first.cid);
  });

  it('tells the added members (notification.added_to_channel) and watchers (member.added)', async () => {
    const channel = alice.channel('team', 'team-room', {
      name: 'Team',
      members: ['alice'],
    });
    await channel.watch();
    const added = nextEvent(carol, 'notification.added_to_channel');
    const memberAdded = nextEvent(alice, 'member.added', (e) => e.member?.user_id === 'carol');
    await channel.addMembers(['carol']);
    const addedEvent = await added;
    expect(addedEvent.channel?.cid).toBe('team:team-room');
    expect(addedEvent.total_unread_count).toBe(0);
    expect(addedEvent.unread_channels).toBe(0);
    const memberEvent = await memberAdded;
    expect(memberEvent.member?.user_id).toBe('carol');
    // The spec's MemberAddedEvent carries its channel, and like every channel event of its kind
    // the channel's member count.
    expect(memberEvent.channel?.cid).toBe('team:team-room');
    expect(memberEvent.channel_member_count).toBe(2);
    const removed = nextEvent(carol, 'notification.removed_from_channel');
    const memberRemoved = nextEvent(alice, 'member.removed');
    const removal = await channel.removeMembers(['carol']);
    // The spec's UpdateChannelResponse: the members that remain, each with its user.
    expect(removal.members.map((m) => [m.user_id, m.user?.id])).toEqual([['alice', 'alice']]);
    expect((await removed).cid).toBe('team:team-room');
    const removedEvent = await memberRemoved;
    expect(removedEvent.channel?.cid).toBe('team:team-room');
    expect(removedEvent.channel_member_count).toBe(1);
    const refused = await failure(bob.channel('team', 'team-room').addMembers(['bob']));
    expect(refused.code).toBe(17);
  });

  it('emits user.watching.start/stop with watcher counts', async () => {
    const channel = alice.channel('messaging', 'watching', { members: ['alice', 'bob'] });
    await channel.watch();
    const started = nextEvent(alice, 'user.watching.start', (e) => e.user?.id === 'bob');
    const bobChannel = bob.channel('messaging', 'watching');
    await bobChannel.watch();
    const start = await started;
    expect(start.user?.id).toBe('bob');
    expect(start.watcher_count).toBe(2);
    const stopped = nextEvent(alice, 'user.watching.stop', (e) => e.user?.id === 'bob');
    await bobChannel.stopWatching();
    expect((await stopped).watcher_count).toBe(1);
  });

  it("refuses to stop another user's connection watching", async () => {
    const channel = alice.channel('messaging', 'watched', { members: ['alice', 'bob', 'carol'] });
    await channel.watch();
    const carolChannel = carol.channel('messaging', 'watched');
    await carolChannel.watch();
    // stopWatching as the SDK sends it, naming Alice's connection instead of Carol's own.
    const refused = await failure(
      carol.doAxiosRequest(
        'post',
        `${carolChannel._channelURL()}/stop-watching`,
        {},
        {
          params: { connection_id: alice._getConnectionID() },
        },
      ),
    );
    expect([refused.status, refused.code]).toEqual([403, 17]);
    const state = await chat.server().channel('messaging', 'watched').query({ watchers: {} });
    expect(state.watchers?.map((w) => w.id).sort()).toEqual(['alice', 'carol']);
  });

  it('refuses unknown channel types and channels that do not exist', async () => {
    expect((await failure(alice.channel('no-such-type', 'x').watch())).code).toBe(16);
    expect(
      (await failure(alice.channel('messaging', 'never-made').sendMessage({ text: 'x' }))).code,
    ).toBe(16);
  });
});

describe('queryChannels', () => {
  it('filters by members, type, cid and name autocomplete, sorts by last_message_at and pages by offset', async () => {
    for (let i = 0; i < 5; i++) {
      const channel = alice.channel('messaging', `list-${i}`, {
        name: `Listing ${i}`,
        members: ['alice', 'bob'],
      });
      await channel.create();
      await channel.sendMessage({ text: `hello ${i}` });
    }
    const page1 = await bob.queryChannels(
      { members: { $in: ['bob'] }, name: { $autocomplete: 'listing' } },
      [{ last_message_at: -1 }],
      { limit: 3, offset: 0 },
    );
    expect(page1.map((c) => c.id)).toEqual(['list-4', 'list-3', 'list-2']);
    const page2 = await bob.queryChannels(
      { members: { $in: ['bob'] }, name: { $autocomplete: 'listing' } },
      [{ last_message_at: -1 }],
      { limit: 3, offset: 3 },
    );
    expect(page2.map((c) => c.id)).toEqual(['list-1', 'list-0']);
    expect(page2[0]?.state.messages.map((m) => m.text)).toEqual(['hello 1']);
    const byCid = await bob.queryChannels(
      { cid: { $in: ['messaging:list-0', 'messaging:list-2'] } },
      { created_at: 1 },
    );
    expect(byCid.map((c) => c.id)).toEqual(['list-0', 'list-2']);
    const teams = await alice.queryChannels({ type: 'team', members: { $in: ['alice'] } });
    expect(teams.every((c) => c.type === 'team')).toBe(true);
    const none = await carol.queryChannels({
      members: { $in: ['carol'] },
      name: { $autocomplete: 'listing' },
    });
    expect(none).toHaveLength(0);
    const exact = await carol.queryChannels({ members: { $eq: ['carol', 'alice'] } });
    expect(exact.map((c) => c.id?.startsWith('!members-'))).toEqual([true]);
    const since = page1[2]?.data?.last_message_at as string;
    const newer = await bob.queryChannels(
      { members: { $in: ['bob'] }, last_message_at: { $gt: since } },
      { last_message_at: 1 },
    );
    expect(newer.map((c) => c.id)).toEqual(['list-3', 'list-4']);
  });

  it('pins and archives per member (member.updated) and filters on them; hides and shows', async () => {
    const channel = bob.channel('messaging', 'list-1');
    await channel.watch();
    const updated = nextEvent(bob, 'member.updated', (e) => e.cid === 'messaging:list-1');
    const pinned = await channel.pin();
    expect(pinned.pinned_at).toBeTruthy();
    expect((await updated).member?.pinned_at).toBeTruthy();
    const pinnedList = await bob.queryChannels({ members: { $in: ['bob'] }, pinned: true });
    expect(pinnedList.map((c) => c.id)).toEqual(['list-1']);
    await channel.archive();
    const archived = await bob.queryChannels({ members: { $in: ['bob'] }, archived: true });
    expect(archived.map((c) => c.id)).toEqual(['list-1']);
    const notArchived = await bob.queryChannels({
      members: { $in: ['bob'] },
      archived: false,
      name: { $autocomplete: 'listing' },
    });
    expect(notArchived.map((c) => c.id)).not.toContain('list-1');
    await channel.unarchive();
    await channel.unpin();
    const hiddenEvent = nextEvent(bob, 'channel.hidden', (e) => e.cid === 'messaging:list-1');
    await channel.hide();
    expect((await hiddenEvent).cid).toBe('messaging:list-1');
    const visible = await bob.queryChannels({
      members: { $in: ['bob'] },
      name: { $autocomplete: 'listing' },
    });
    expect(visible.map((c) => c.id)).not.toContain('list-1');
    const hidden = await bob.queryChannels({ members: { $in: ['bob'] }, hidden: true });
    expect(hidden.map((c) => c.id)).toEqual(['list-1']);
    const shown = nextEvent(bob, 'channel.visible', (e) => e.cid === 'messaging:list-1');
    await alice.channel('messaging', 'list-1').sendMessage({ text: 'wake up' });
    expect((await shown).cid).toBe('messaging:list-1');
  });
});

describe('updating', () => {
  it('updates and partially updates data, frozen and cooldown, telling the watchers', async () => {
    const channel = alice.channel('messaging', 'updates', {
      name: 'Before',
      members: ['alice', 'bob'],
    });
    await channel.watch();
    await bob.channel('messaging', 'updates').watch();
    const renamed = nextEvent(bob, 'channel.updated', (e) => e.cid === 'messaging:updates');
    await channel.update({ name: 'After', color: 'green' });
    expect((await renamed).channel).toMatchObject({
      name: 'After',
    });
    const partial = await channel.updatePartial({
      set: { topic: 'planning' },
      unset: ['color'],
    });
    expect(partial.channel).toMatchObject({
      name: 'After',
      topic: 'planning',
    });
    expect(partial.channel.color).toBeUndefined();
    const refused = await failure(bob.channel('messaging', 'updates').update({ name: 'Mine' }));
    expect(refused.code).toBe(17);
    const freeze = await failure(
      bob.channel('messaging', 'updates').updatePartial({ set: { frozen: true } }),
    );
    expect(freeze.code).toBe(17);
    expect((await failure(channel.enableSlowMode(10))).code).toBe(17);
    await chat.server().channel('messaging', 'updates').enableSlowMode(10);
    expect((await bob.channel('messaging', 'updates').query({})).channel.cooldown).toBe(10);
    await chat.server().channel('messaging', 'updates').disableSlowMode();
  });

  it('invites, and the invitee accepts or rejects, with notifications', async () => {
    const channel = alice.channel('messaging', 'invites', { members: ['alice'] });
    await channel.watch();
    const invited = nextEvent(bob, 'notification.invited');
    await channel.inviteMembers(['bob', 'carol']);
    expect((await invited).channel?.cid).toBe('messaging:invites');
    const accepted = nextEvent(bob, 'notification.invite_accepted');
    await bob.channel('messaging', 'invites').acceptInvite();
    expect((await accepted).member?.invite_accepted_at).toBeTruthy();
    const rejected = nextEvent(carol, 'notification.invite_rejected');
    await carol.channel('messaging', 'invites').rejectInvite();
    expect((await rejected).member?.invite_rejected_at).toBeTruthy();
    // Stream's `invite` filter, which the SDK's ChannelFilters type leaves out.
    const acceptedInvites: ChannelFilters & { invite: string } = { invite: 'accepted' };
    const pending = await bob.queryChannels(acceptedInvites);
    expect(pending.map((c) => c.id)).toEqual(['invites']);
  });

  it('adds and demotes moderators, who then get moderator capabilities', async () => {
    const channel = alice.channel('messaging', 'mods', { members: ['alice', 'bob'] });
    await channel.create();
    await channel.addModerators(['bob']);
    const state = await bob.channel('messaging', 'mods').query({});
    expect(state.membership?.channel_role).toBe('channel_moderator');
    expect(state.channel.own_capabilities).toEqual(
      expect.arrayContaining(['delete-any-message', 'freeze-channel', 'skip-slow-mode']),
    );
    await channel.demoteModerators(['bob']);
    const after = await bob.channel('messaging', 'mods').query({});
    expect(after.membership?.channel_role).toBe('channel_member');
  });

  it('mutes and unmutes a channel through notification.channel_mutes_updated', async () => {
    const channel = bob.channel('messaging', 'create-by-id');
    await channel.watch();
    const muted = nextEvent(bob, 'notification.channel_mutes_updated');
    await channel.mute();
    expect((await muted).me?.channel_mutes.map((m) => m.channel?.cid)).toEqual([
      'messaging:create-by-id',
    ]);
    expect(channel.muteStatus().muted).toBe(true);
    const mutedList = await bob.queryChannels({ muted: true, members: { $in: ['bob'] } });
    expect(mutedList.map((c) => c.id)).toEqual(['create-by-id']);
    const unmuted = nextEvent(bob, 'notification.channel_mutes_updated');
    await channel.unmute();
    expect((await unmuted).me?.channel_mutes).toEqual([]);
  });

  it('truncates and deletes, answering with the members and telling the watchers', async () => {
    const channel = alice.channel('messaging', 'doomed', { members: ['alice', 'bob'] });
    await channel.watch();
    await channel.sendMessage({ text: 'one' });
    await bob.channel('messaging', 'doomed').watch();
    const truncated = nextEvent(bob, 'channel.truncated', (e) => e.cid === 'messaging:doomed');
    const truncation = await channel.truncate();
    // Hosted's answer carries the members in the channel, and who truncated it.
    const memberIds = (members: { user?: { id: string } }[] = []) =>
      members.map((m) => m.user?.id).sort();
    expect(memberIds(truncation.channel?.members)).toEqual(['alice', 'bob']);
    expect(truncation.channel?.truncated_by?.id).toBe('alice');
    expect((await truncated).cid).toBe('messaging:doomed');
    expect((await channel.query({})).messages).toEqual([]);
    const deleted = nextEvent(bob, 'channel.deleted', (e) => e.cid === 'messaging:doomed');
    const deletion = await channel.delete();
    expect(memberIds(deletion.channel.members)).toEqual(['alice', 'bob']);
    expect((await deleted).cid).toBe('messaging:doomed');
    expect(await bob.queryChannels({ cid: 'messaging:doomed' })).toHaveLength(0);
  });
});

describe('typing', () => {
  it('sends typing.start/stop to the other watchers only', async () => {
    const channel = await watchTogether('typing', alice, bob);
    const carolEvents = recordEvents(carol);
    const start = nextEvent(bob, 'typing.start', (e) => e.cid === 'messaging:typing');
    await channel.keystroke();
    expect((await start).user?.id).toBe('alice');
    const stop = nextEvent(bob, 'typing.stop', (e) => e.cid === 'messaging:typing');
    await channel.stopTyping();
    expect((await stop).user?.id).toBe('alice');
    await chat.settle([carol]);
    expect(carolEvents.some((e) => e.type.startsWith('typing.'))).toBe(false);
  });
});
