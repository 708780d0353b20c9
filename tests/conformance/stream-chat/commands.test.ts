/**
 * Slash commands through the official client: the channel config lists them for the composer,
 * and `/mute`, `/unmute`, `/ban`, `/unban` in sent text run server-side with their permissions,
 * answering the sender with an ephemeral message that no one else receives.
 */
import { describe, expect, it } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { chatWithThree } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';

const ROOM = 'commands';

const { chat, alice, bob, carol } = await chatWithThree({
  alice: 'Alice',
  bob: 'Bob',
  carol: 'Carol',
});
const room = alice.channel('messaging', ROOM, { members: ['alice', 'bob', 'carol'] });
await room.watch();
// Nobody makes themselves a moderator; the app's backend does, server-side.
await chat.server().channel('messaging', ROOM).addModerators(['alice']);
await bob.channel('messaging', ROOM).watch();
await carol.channel('messaging', ROOM).watch();

const send = (client: StreamChat, text: string, mentioned: string[] = []) =>
  client.channel('messaging', ROOM).sendMessage({ text, mentioned_users: mentioned });

describe('slash commands', () => {
  it('lists the moderation commands in the channel config, as Stream describes them', () => {
    const commands = alice.channel('messaging', ROOM).getConfig()?.commands ?? [];
    expect(commands.map((c) => c.name).sort()).toEqual(['ban', 'mute', 'unban', 'unmute']);
    expect(commands.find((c) => c.name === 'ban')).toEqual({
      name: 'ban',
      description: 'Ban a user',
      args: '[@username] [text]',
      set: 'moderation_set',
    });
  });

  it('/mute and /unmute mute the named user for the sender, answered by an ephemeral message only they get', async () => {
    const others = recordEvents(carol);
    const muted = nextEvent(alice, 'notification.mutes_updated');
    const { message } = await send(alice, '/mute @Bob', ['bob']);
    expect(message).toMatchObject({ type: 'ephemeral', command: 'mute', user: { id: 'alice' } });
    expect((await muted).me?.mutes.map((m) => m.target.id)).toEqual(['bob']);
    const unmuted = nextEvent(alice, 'notification.mutes_updated');
    const undone = await send(alice, '/unmute @bob');
    expect(undone.message).toMatchObject({ type: 'ephemeral', command: 'unmute' });
    expect((await unmuted).me?.mutes).toEqual([]);
    await chat.settle([carol]);
    expect(others.some((e) => e.type === 'message.new')).toBe(false);
    const state = await carol.channel('messaging', ROOM).query({ messages: { limit: 50 } });
    expect(state.messages.some((m) => m.text?.startsWith('/'))).toBe(false);
  });

  it('/ban and /unban work for moderators (user.banned to watchers) and are refused to members', async () => {
    const banned = nextEvent(carol, 'user.banned');
    const { message } = await send(alice, '/ban @bob spamming the room', ['bob']);
    expect(message.command).toBe('ban');
    expect(await banned).toMatchObject({ user: { id: 'bob' }, reason: 'spamming the room' });
    expect((await failure(send(bob, 'let me talk'))).code).toBe(17);
    const unbanned = nextEvent(carol, 'user.unbanned');
    await send(alice, '/unban @bob', ['bob']);
    expect((await unbanned).user?.id).toBe('bob');
    expect((await send(bob, 'thanks')).message.type).toBe('regular');
    expect((await failure(send(carol, '/ban @alice', ['alice']))).code).toBe(17);
  });

  it('takes a mentioned name with spaces whole: the ban reason is only what follows it', async () => {
    await chat.server().upsertUsers([{ id: 'dan', name: 'Dan Brown' }]);
    await alice.channel('messaging', ROOM).addMembers(['dan']);
    const banned = nextEvent(carol, 'user.banned', (e) => e.user?.id === 'dan');
    await send(alice, '/ban @Dan Brown flooding the room', ['dan']);
    expect(await banned).toMatchObject({ reason: 'flooding the room' });
    const unbanned = nextEvent(carol, 'user.unbanned', (e) => e.user?.id === 'dan');
    await send(alice, '/unban @Dan Brown', ['dan']);
    await unbanned;
  });

  it('refuses a command without a known user and sends unknown commands as text', async () => {
    expect((await failure(send(alice, '/mute'))).code).toBe(4);
    expect((await failure(send(alice, '/mute @nobody'))).code).toBe(4);
    const { message } = await send(alice, '/shrug whatever');
    expect(message).toMatchObject({ type: 'regular', text: '/shrug whatever' });
  });
});
