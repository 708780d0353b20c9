/** Reactions through the official client: groups, latest/own, enforce_unique, delete, list, events. */
import { describe, expect, it } from 'vitest';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const { alice, bob, carol } = await chatWithThree();

describe('reactions', () => {
  it('adds reactions with reaction_groups, latest and own reactions, and tells watchers', async () => {
    const channel = await watchTogether('reactions', alice, bob);
    const bobChannel = bob.channel('messaging', 'reactions');
    const { message } = await channel.sendMessage({ text: 'react to me' });
    const newEvent = nextEvent(alice, 'reaction.new');
    const sent = await bobChannel.sendReaction(message.id, { type: 'love' });
    expect(sent.reaction).toMatchObject({
      type: 'love',
      user_id: 'bob',
      message_id: message.id,
      score: 1,
    });
    expect((sent.message.own_reactions ?? []).map((r) => r.type)).toEqual(['love']);
    const event = await newEvent;
    expect(event.reaction?.type).toBe('love');
    expect(event.channel?.cid).toBe('messaging:reactions');
    expect(event.channel_member_count).toBe(2);
    expect(event.message?.reaction_groups?.love).toMatchObject({ count: 1, sum_scores: 1 });
    expect(event.message?.latest_reactions?.map((r) => r.user_id)).toEqual(['bob']);
    await channel.sendReaction(message.id, { type: 'love' });
    const both = await channel.sendReaction(message.id, { type: 'haha', score: 3 });
    expect(both.message.reaction_groups?.love?.count).toBe(2);
    expect(both.message.reaction_groups?.haha).toMatchObject({ count: 1, sum_scores: 3 });
    expect((both.message.own_reactions ?? []).map((r) => r.type).sort()).toEqual(['haha', 'love']);
    const local = channel.state.messages.find((m) => m.id === message.id);
    expect(local?.reaction_groups?.love?.count).toBe(2);
  });

  it("replaces the user's other reactions with enforce_unique (reaction.updated)", async () => {
    const channel = alice.channel('messaging', 'reactions');
    const { message } = await channel.sendMessage({ text: 'pick one' });
    await channel.sendReaction(message.id, { type: 'like' });
    const updated = nextEvent(bob, 'reaction.updated');
    const result = await channel.sendReaction(
      message.id,
      { type: 'sad' },
      { enforce_unique: true },
    );
    expect((await updated).reaction?.type).toBe('sad');
    expect(Object.keys(result.message.reaction_groups ?? {})).toEqual(['sad']);
  });

  it('deletes a reaction (reaction.deleted) and answers 16 for one that does not exist', async () => {
    const channel = alice.channel('messaging', 'reactions');
    const { message } = await channel.sendMessage({ text: 'undo' });
    await channel.sendReaction(message.id, { type: 'wow' });
    const deleted = nextEvent(bob, 'reaction.deleted');
    const result = await channel.deleteReaction(message.id, 'wow');
    expect((await deleted).reaction?.type).toBe('wow');
    expect(result.message.reaction_groups).toBeUndefined();
    expect((await failure(channel.deleteReaction(message.id, 'wow'))).code).toBe(16);
  });

  it('lists reactions with paging and a type filter', async () => {
    const channel = alice.channel('messaging', 'reactions');
    const { message } = await channel.sendMessage({ text: 'many' });
    for (const type of ['a', 'b', 'c']) await channel.sendReaction(message.id, { type });
    await bob.channel('messaging', 'reactions').sendReaction(message.id, { type: 'a' });
    const page = await alice.queryReactions(message.id, {}, undefined, { limit: 2 });
    expect(page.reactions).toHaveLength(2);
    expect(page.next).toBeTruthy();
    const rest = await alice.queryReactions(message.id, {}, undefined, {
      limit: 2,
      next: page.next,
    });
    expect(rest.reactions).toHaveLength(2);
    const onlyA = await alice.queryReactions(message.id, { type: 'a' });
    expect(onlyA.reactions.map((r) => r.user_id).sort()).toEqual(['alice', 'bob']);
    const listed = await channel.getReactions(message.id, { limit: 10 });
    expect(listed.reactions).toHaveLength(4);
  });

  it('refuses reactions from non-members', async () => {
    const { message } = await alice
      .channel('messaging', 'reactions')
      .sendMessage({ text: 'members only' });
    expect(
      (
        await failure(
          carol.channel('messaging', 'reactions').sendReaction(message.id, { type: 'x' }),
        )
      ).code,
    ).toBe(17);
  });
});
