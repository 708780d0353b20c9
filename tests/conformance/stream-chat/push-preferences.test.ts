/**
 * Push preferences through the official client (`setPushPreferences`): levels for all of a
 * user's conversations or for one, a snooze and its end, read back where hosted Stream gives
 * them (the own user, a channel's state), and refusals of bad levels and foreign channels.
 */
import { describe, expect, it } from 'vitest';
import type { ChatLevelPushPreference } from 'stream-chat';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });
const bob = await chat.connect('bob', { name: 'Bob' });
const room = alice.channel('messaging', 'push-room', { members: ['alice', 'bob'] });
await room.watch();
await alice.channel('messaging', 'alice-only', { members: ['alice'] }).watch();

describe('push preferences', () => {
  it('sets a user level and a channel level in one call, and answers both by user', async () => {
    const answer = await alice.setPushPreferences([
      { chat_level: 'mentions', call_level: 'none' },
      { channel_cid: 'messaging:push-room', chat_level: 'none' },
    ]);
    expect(answer.user_preferences).toEqual({
      alice: { chat_level: 'mentions', call_level: 'none' },
    });
    expect(answer.user_channel_preferences).toEqual({
      alice: { 'messaging:push-room': { chat_level: 'none' } },
    });
  });

  it('gives them back in the own user when a connection opens and in the channel state', async () => {
    await alice.setPushPreferences([
      { chat_level: 'all' },
      { channel_cid: 'messaging:push-room', chat_level: 'mentions' },
    ]);
    const again = newClient(chat.info);
    const answer = await again.connectUser({ id: 'alice', name: 'Alice' }, chat.token('alice'));
    expect(answer?.me?.push_preferences?.chat_level).toBe('all');
    const state = await again.channel('messaging', 'push-room').query({});
    expect(state.push_preferences).toEqual({ chat_level: 'mentions' });
    await again.disconnectUser();
  });

  it('snoozes until a time, and ends the snooze', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const snoozed = await bob.setPushPreferences([{ disabled_until: until }]);
    expect(snoozed.user_preferences.bob?.disabled_until).toBe(until);
    const woken = await bob.setPushPreferences([{ remove_disable: true }]);
    expect(woken.user_preferences.bob?.disabled_until).toBeUndefined();
  });

  it("lets a server-side call set a user's, and refuses bad levels and channels not theirs", async () => {
    const set = await chat.server().setPushPreferences([{ user_id: 'bob', chat_level: 'none' }]);
    expect(set.user_preferences).toEqual({ bob: { chat_level: 'none' } });
    const level = await failure(
      alice.setPushPreferences([{ chat_level: 'loud' as ChatLevelPushPreference }]),
    );
    expect([level.status, level.code]).toEqual([400, 4]);
    const foreign = await failure(
      bob.setPushPreferences([{ channel_cid: 'messaging:alice-only', chat_level: 'none' }]),
    );
    expect([foreign.status, foreign.code]).toEqual([403, 17]);
    const missing = await failure(
      bob.setPushPreferences([{ channel_cid: 'messaging:no-such-room', chat_level: 'none' }]),
    );
    expect([missing.status, missing.code]).toEqual([404, 16]);
    const empty = await failure(bob.setPushPreferences([]));
    expect([empty.status, empty.code]).toEqual([400, 4]);
  });
});
