/**
 * What a ban takes with it, through the official SDK's BanUserOptions (the spec's BanRequest):
 * `delete_messages` soft or hard, in the banned channel or across the app, told to watchers as
 * `user.messages.deleted`, and `delete_reactions`, the banned user's reactions on others'
 * messages, each told as `reaction.deleted`.
 */
import { describe, expect, it } from 'vitest';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const server = chat.server();

/** A channel of the three, watched by Alice and Carol, where Bob and Alice have each said something. */
async function room(id: string) {
  const channel = await watchTogether(id, alice, carol, bob);
  const bobs = bob.channel('messaging', id);
  const { message: fromBob } = await bobs.sendMessage({ text: `bob in ${id}` });
  const { message: fromAlice } = await channel.sendMessage({ text: `alice in ${id}` });
  return { channel, bobs, fromBob, fromAlice };
}

// The app-wide ban comes last: it leaves Bob banned for the rest of the file.
describe('banning with options', () => {
  it('soft-deletes the banned user’s messages in the channel, telling the watchers', async () => {
    const { channel, fromBob, fromAlice } = await room('ban-soft');
    const told = nextEvent(carol, 'user.messages.deleted', (e) => e.cid === channel.cid);
    await server
      .channel('messaging', 'ban-soft')
      .banUser('bob', { banned_by_id: 'alice', delete_messages: 'soft' });
    expect(await told).toMatchObject({ user: { id: 'bob' }, hard_delete: false });
    expect((await server.getMessage(fromBob.id)).message.type).toBe('deleted');
    expect((await server.getMessage(fromAlice.id)).message.type).toBe('regular');
  });

  it('removes the banned user’s reactions with delete_reactions, telling the watchers', async () => {
    const { channel, bobs, fromAlice } = await room('ban-reactions');
    await bobs.sendReaction(fromAlice.id, { type: 'like' });
    await channel.sendReaction(fromAlice.id, { type: 'love' });
    const removed = nextEvent(carol, 'reaction.deleted', (e) => e.cid === channel.cid);
    await server
      .channel('messaging', 'ban-reactions')
      .banUser('bob', { banned_by_id: 'alice', delete_reactions: true });
    expect((await removed).reaction).toMatchObject({ type: 'like', user_id: 'bob' });
    const { message } = await server.getMessage(fromAlice.id);
    expect(message.reaction_counts).toEqual({ love: 1 });
  });

  it('refuses a delete_messages that is none of soft, pruning or hard', async () => {
    await room('ban-unknown');
    const refused = await failure(
      server
        .channel('messaging', 'ban-unknown')
        .banUser('bob', { banned_by_id: 'alice', delete_messages: 'all' as never }),
    );
    expect(refused).toMatchObject({ code: 4, status: 400 });
  });

  it('hard-deletes them everywhere on an app-wide ban', async () => {
    const first = await room('ban-hard-1');
    const second = await room('ban-hard-2');
    const told = nextEvent(carol, 'user.messages.deleted', (e) => e.cid === undefined);
    await server.banUser('bob', { banned_by_id: 'alice', delete_messages: 'hard' });
    expect(await told).toMatchObject({ user: { id: 'bob' }, hard_delete: true });
    for (const { fromBob } of [first, second]) {
      expect(await failure(server.getMessage(fromBob.id))).toMatchObject({ code: 16 });
    }
    expect((await server.getMessage(first.fromAlice.id)).message.text).toBe('alice in ban-hard-1');
  });
});
