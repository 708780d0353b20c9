/**
 * Channel types through the official server client, as hosted Stream answers them: read and
 * changed with server-side auth only; an update must name automod, its behaviour and the longest
 * message, changes what it names and keeps the rest; channels then carry and obey the change.
 */
import { expect, it } from 'vitest';
import { chatForFile } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const server = chat.server();
const REQUIRED = {
  automod: 'disabled',
  automod_behavior: 'flag',
  max_message_length: 5000,
} as const;

embeddedOnly('changes and lists the app channel types').describe('channel types', () => {
  it('reads a type with its commands as objects, and every type at once', async () => {
    const messaging = await server.getChannelType('messaging');
    expect(messaging).toMatchObject({ name: 'messaging', polls: true, max_message_length: 5000 });
    expect(messaging.commands.map((c) => (typeof c === 'string' ? c : c.name)).sort()).toEqual([
      'ban',
      'mute',
      'unban',
      'unmute',
    ]);
    const { channel_types } = await server.listChannelTypes();
    expect(Object.keys(channel_types).sort()).toEqual(['messaging', 'team']);
  });

  it('changes what an update names, keeps the rest, and channels carry and obey it', async () => {
    const answer = await server.updateChannelType('team', {
      ...REQUIRED,
      polls: false,
      commands: ['giphy', 'mute'],
    });
    expect(answer).toMatchObject({ name: 'team', polls: false, reactions: true });
    expect(answer.commands).toEqual(['giphy', 'mute']);

    const alice = await chat.connect('types-alice');
    const room = alice.channel('team', 'types-room', { members: ['types-alice'] });
    await room.watch();
    expect(room.getConfig()?.polls).toBe(false);
    expect(room.getConfig()?.commands?.map((c) => c.name)).toEqual(['giphy', 'mute']);
    const poll = await alice.createPoll({ name: 'Lunch?', options: [{ text: 'Yes' }] });
    // As hosted answers a poll where polls are off (a recorded probe of a hosted app).
    const refused = await failure(room.sendMessage({ text: '', poll_id: poll.poll.id }));
    expect(refused).toMatchObject({ code: 17, status: 403 });
    expect(refused.message).toContain('polls not enabled for this channel');

    await server.updateChannelType('team', { ...REQUIRED, polls: true });
    const kept = await server.getChannelType('team');
    expect(kept.polls).toBe(true);
    expect(kept.commands.map((c) => (typeof c === 'string' ? c : c.name))).toEqual([
      'giphy',
      'mute',
    ]);
  });

  it.each([
    ['no automod', { automod_behavior: 'flag', max_message_length: 5000 }],
    ['no longest message', { automod: 'disabled', automod_behavior: 'flag' }],
    ['an unknown command', { ...REQUIRED, commands: ['dance'] }],
    ['a setting that is not a boolean', { ...REQUIRED, polls: 'yes' }],
  ])('refuses an update with %s (code 4)', async (_, update) => {
    const refused = await failure(
      server.updateChannelType('messaging', update as unknown as typeof REQUIRED),
    );
    expect(refused).toMatchObject({ code: 4, status: 400 });
  });

  it('answers an unknown type with code 16 and a user with code 17', async () => {
    expect((await failure(server.getChannelType('livestream'))).code).toBe(16);
    const bob = await chat.connect('types-bob');
    expect((await failure(bob.getChannelType('messaging'))).code).toBe(17);
  });
});
