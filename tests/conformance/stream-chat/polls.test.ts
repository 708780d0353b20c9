/**
 * Polls through the official client: creation rules, the poll embedded in messages, votes with
 * enforce_unique_vote and max_votes_allowed, answers, anonymous visibility, suggestions,
 * closing, queries, and the poll.* events each watcher receives.
 */
import { describe, expect, it } from 'vitest';
import { VotingVisibility, type CreatePollData } from 'stream-chat';
import { acrossRestart, chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const { chat, alice, bob, carol } = await chatWithThree();
await watchTogether('polls', alice, bob, carol);

const options = (...texts: string[]): { text: string }[] => texts.map((text) => ({ text }));

/** Alice creates the poll and sends it in the shared channel; returns the poll and message ids. */
async function sendPoll(
  data: Partial<CreatePollData>,
): Promise<{ pollId: string; messageId: string; optionIds: string[] }> {
  const { poll } = await alice.createPoll({
    name: 'Lunch?',
    options: options('Pizza', 'Sushi', 'Tacos'),
    ...data,
  } as CreatePollData);
  const arrived = nextEvent(bob, 'message.new', (e) => e.message?.poll_id === poll.id);
  const { message } = await alice
    .channel('messaging', 'polls')
    .sendMessage({ text: '', poll_id: poll.id });
  const event = await arrived;
  expect(event.message?.poll).toMatchObject({ id: poll.id, name: poll.name, vote_count: 0 });
  return { pollId: poll.id, messageId: message.id, optionIds: poll.options.map((o) => o.id) };
}

describe('creating polls', () => {
  it('answers the poll with Stream defaults and tallies', async () => {
    const { poll } = await alice.createPoll({ name: 'Where?', options: options('Here', 'There') });
    expect(poll).toMatchObject({
      name: 'Where?',
      enforce_unique_vote: false,
      allow_answers: false,
      allow_user_suggested_options: false,
      voting_visibility: 'public',
      is_closed: false,
      vote_count: 0,
      answers_count: 0,
      created_by_id: 'alice',
      created_by: { id: 'alice' },
    });
    expect(poll.options.map((o) => o.text)).toEqual(['Here', 'There']);
    expect(poll.vote_counts_by_option).toEqual({});
    expect((await bob.getPoll(poll.id)).poll.id).toBe(poll.id);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['an empty question', { name: '' }],
    ['max votes above 10', { max_votes_allowed: 11, enforce_unique_vote: false }],
    ['max votes below 1', { max_votes_allowed: 0, enforce_unique_vote: false }],
    ['max votes with a unique vote', { max_votes_allowed: 3, enforce_unique_vote: true }],
    ['a duplicate option', { options: options('Same', 'same') }],
    ['an empty option', { options: options('One', ' ') }],
    [
      'more than 100 options',
      { options: options(...Array.from({ length: 101 }, (_, i) => `o${i}`)) },
    ],
    ['an unknown visibility', { voting_visibility: 'secret' }],
  ];
  it.each(invalid)('refuses %s with an input error', async (_label, data) => {
    const error = await failure(
      alice.createPoll({ name: 'Q', options: options('A', 'B'), ...data }),
    );
    expect(error.code).toBe(4);
    expect(error.status).toBe(400);
  });

  it("embeds the full poll, with the viewer's own votes, in message answers", async () => {
    const { pollId, messageId, optionIds } = await sendPoll({});
    await bob.castPollVote(messageId, pollId, { option_id: optionIds[1] as string });
    const { message } = await bob.getMessage(messageId);
    expect(message.poll?.own_votes?.map((v) => (v as { option_id?: string }).option_id)).toEqual([
      optionIds[1],
    ]);
    expect(message.poll?.vote_counts_by_option[optionIds[1] as string]).toBe(1);
    const state = await carol.channel('messaging', 'polls').query({ messages: { limit: 50 } });
    const listed = state.messages.find((m) => m.id === messageId);
    expect(listed?.poll?.own_votes).toEqual([]);
    expect(listed?.poll?.latest_votes_by_option[optionIds[1] as string]?.[0]?.user?.id).toBe('bob');
  });

  it("refuses a poll message from a non-member, from someone other than the poll's creator, and for a poll that does not exist", async () => {
    await chat.createUsers(['dave']);
    const dave = await chat.connect('dave');
    const { poll } = await dave.createPoll({ name: 'Mine', options: options('A', 'B') });
    const notMember = await failure(
      dave.channel('messaging', 'polls').sendMessage({ text: '', poll_id: poll.id }),
    );
    expect(notMember.code).toBe(17);
    const { poll: alices } = await alice.createPoll({ name: 'Hers', options: options('A', 'B') });
    const notCreator = await failure(
      bob.channel('messaging', 'polls').sendMessage({ text: '', poll_id: alices.id }),
    );
    expect(notCreator.code).toBe(17);
    const missing = await failure(
      alice.channel('messaging', 'polls').sendMessage({ text: '', poll_id: 'nope' }),
    );
    expect(missing.code).toBe(16);
  });
});

describe('voting', () => {
  it('counts votes up to max_votes_allowed and refuses one more (vote_casted to every watcher)', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({
      enforce_unique_vote: false,
      max_votes_allowed: 2,
    });
    const casted = nextEvent(carol, 'poll.vote_casted');
    await bob.castPollVote(messageId, pollId, { option_id: optionIds[0] as string });
    const event = await casted;
    expect(event.poll_vote).toMatchObject({
      option_id: optionIds[0],
      user_id: 'bob',
      user: { id: 'bob' },
    });
    expect(event.poll?.vote_counts_by_option[optionIds[0] as string]).toBe(1);
    expect(event.poll?.vote_count).toBe(1);
    expect(event.message?.id).toBe(messageId);
    expect(event.message?.poll?.vote_count).toBe(1);
    await bob.castPollVote(messageId, pollId, { option_id: optionIds[1] as string });
    const refused = await failure(
      bob.castPollVote(messageId, pollId, { option_id: optionIds[2] as string }),
    );
    expect(refused.code).toBe(4);
    expect((await bob.getPoll(pollId)).poll.vote_count).toBe(2);
  });

  it("the SDK's own limit check stops the third vote before it reaches the server", async () => {
    const { pollId, messageId, optionIds } = await sendPoll({
      enforce_unique_vote: false,
      max_votes_allowed: 2,
    });
    bob.polls.registerSubscriptions();
    await bob.channel('messaging', 'polls').query({ messages: { limit: 50 } });
    const poll = bob.polls.fromState(pollId);
    expect(poll).toBeDefined();
    for (const id of optionIds.slice(0, 2)) {
      const own = nextEvent(bob, 'poll.vote_casted');
      await poll?.castVote(id, messageId);
      await own;
    }
    const notices: string[] = [];
    const unsubscribe = bob.notifications.store.subscribe((state) => {
      for (const n of state.notifications) notices.push(n.message);
    });
    expect(await poll?.castVote(optionIds[2] as string, messageId)).toBeUndefined();
    unsubscribe();
    expect(notices).toContain('Reached the vote limit. Remove an existing vote first.');
    expect(Object.keys(poll?.data.ownVotesByOptionId ?? {}).sort()).toEqual(
      optionIds.slice(0, 2).sort(),
    );
  });

  it('replaces the previous vote when the vote is unique (vote_changed, same vote id)', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({ enforce_unique_vote: true });
    const first = await bob.castPollVote(messageId, pollId, { option_id: optionIds[0] as string });
    const changed = nextEvent(alice, 'poll.vote_changed');
    const second = await bob.castPollVote(messageId, pollId, { option_id: optionIds[1] as string });
    expect(second.vote.id).toBe(first.vote.id);
    const event = await changed;
    expect(event.poll_vote).toMatchObject({ id: first.vote.id, option_id: optionIds[1] });
    expect(event.poll?.vote_counts_by_option).toEqual({ [optionIds[1] as string]: 1 });
  });

  it('removes a vote (vote_removed) and only the voter may', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({});
    const { vote } = await bob.castPollVote(messageId, pollId, {
      option_id: optionIds[0] as string,
    });
    expect((await failure(carol.removePollVote(messageId, pollId, vote.id))).code).toBe(17);
    const removed = nextEvent(carol, 'poll.vote_removed');
    await bob.removePollVote(messageId, pollId, vote.id);
    const event = await removed;
    expect(event.poll_vote?.id).toBe(vote.id);
    expect(event.poll?.vote_count).toBe(0);
  });

  it('takes free-text answers only when allowed; a second answer replaces the first', async () => {
    const closedToAnswers = await sendPoll({});
    const refused = await failure(
      bob.addPollAnswer(closedToAnswers.messageId, closedToAnswers.pollId, 'Curry'),
    );
    expect(refused.code).toBe(4);
    const { pollId, messageId } = await sendPoll({ allow_answers: true });
    const casted = nextEvent(alice, 'poll.vote_casted');
    await bob.addPollAnswer(messageId, pollId, 'Curry');
    // The spec's PollVoteResponseData requires option_id; an answer has no option, so it is empty.
    expect((await casted).poll_vote).toMatchObject({
      answer_text: 'Curry',
      is_answer: true,
      user_id: 'bob',
      option_id: '',
    });
    const changed = nextEvent(alice, 'poll.vote_changed');
    await bob.addPollAnswer(messageId, pollId, 'Ramen');
    const event = await changed;
    expect(event.poll?.answers_count).toBe(1);
    expect(event.poll?.vote_count).toBe(0);
    await carol.addPollAnswer(messageId, pollId, 'Dumplings');
    const answers = await alice.queryPollAnswers(pollId);
    expect(answers.votes.map((v) => [v.answer_text, v.option_id])).toEqual([
      ['Dumplings', ''],
      ['Ramen', ''],
    ]);
  });

  it('hides voters of anonymous polls from everyone but the voter', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({
      voting_visibility: VotingVisibility.anonymous,
    });
    const seenByAlice = nextEvent(alice, 'poll.vote_casted');
    const seenByBob = nextEvent(bob, 'poll.vote_casted');
    await bob.castPollVote(messageId, pollId, { option_id: optionIds[0] as string });
    const other = await seenByAlice;
    expect(other.poll_vote?.user).toBeUndefined();
    expect(other.poll_vote?.user_id).toBeUndefined();
    expect(other.poll?.vote_counts_by_option[optionIds[0] as string]).toBe(1);
    expect(other.poll?.latest_votes_by_option).toEqual({});
    expect((await seenByBob).poll_vote?.user_id).toBe('bob');
    const listed = await alice.queryPollVotes(pollId, { option_id: optionIds[0] as string });
    expect(listed.votes).toHaveLength(1);
    expect(listed.votes[0]?.user).toBeUndefined();
    const own = await bob.queryPollVotes(pollId, { option_id: optionIds[0] as string });
    expect(own.votes[0]?.user?.id).toBe('bob');
  });

  it('queries votes by option with paging, newest first', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({ enforce_unique_vote: false });
    for (const client of [alice, bob, carol])
      await client.castPollVote(messageId, pollId, { option_id: optionIds[0] as string });
    const first = await alice.queryPollVotes(pollId, { option_id: optionIds[0] as string }, [], {
      limit: 2,
    });
    expect(first.votes.map((v) => v.user?.id)).toEqual(['carol', 'bob']);
    expect(first.next).toBeTruthy();
    const rest = await alice.queryPollVotes(pollId, { option_id: optionIds[0] as string }, [], {
      limit: 2,
      next: first.next,
    });
    expect(rest.votes.map((v) => v.user?.id)).toEqual(['alice']);
    expect(rest.next).toBeUndefined();
  });
});

describe('managing polls', () => {
  it('closes a poll (poll.closed), after which votes are refused; only the creator may close', async () => {
    const { pollId, messageId, optionIds } = await sendPoll({});
    expect((await failure(bob.closePoll(pollId))).code).toBe(17);
    const closed = nextEvent(bob, 'poll.closed');
    const { poll } = await alice.closePoll(pollId);
    expect(poll.is_closed).toBe(true);
    expect((await closed).poll?.is_closed).toBe(true);
    expect(
      (await failure(bob.castPollVote(messageId, pollId, { option_id: optionIds[0] as string })))
        .code,
    ).toBe(4);
  });

  it('lets voters suggest options only when the poll allows it (poll.updated)', async () => {
    const fixed = await sendPoll({});
    expect((await failure(bob.createPollOption(fixed.pollId, { text: 'Burgers' }))).code).toBe(17);
    const open = await sendPoll({ allow_user_suggested_options: true });
    const updated = nextEvent(alice, 'poll.updated');
    const { poll_option } = await bob.createPollOption(open.pollId, { text: 'Burgers' });
    expect(poll_option.text).toBe('Burgers');
    expect((await updated).poll?.options.map((o) => o.text)).toContain('Burgers');
    expect((await failure(bob.createPollOption(open.pollId, { text: 'burgers' }))).code).toBe(4);
    const { poll } = await alice.getPoll(open.pollId);
    expect(poll.options.map((o) => o.id)).toContain(poll_option.id);
  });

  it('updates a poll in full and deletes it; the message then carries no poll', async () => {
    const { pollId, messageId } = await sendPoll({});
    const events = recordEvents(carol);
    const { poll } = await alice.updatePoll({
      id: pollId,
      name: 'Dinner?',
      options: options('Soup', 'Salad'),
    });
    expect(poll.name).toBe('Dinner?');
    expect(poll.options.map((o) => o.text)).toEqual(['Soup', 'Salad']);
    await alice.deletePoll(pollId);
    await chat.settle([carol]);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['poll.updated', 'poll.deleted']),
    );
    expect((await failure(alice.getPoll(pollId))).code).toBe(16);
    expect((await alice.getMessage(messageId)).message.poll).toBeUndefined();
  });

  it('lists the polls a user can see with queryPolls', async () => {
    const { pollId } = await sendPoll({ name: 'Findable' });
    const { polls } = await carol.queryPolls({ name: 'Findable' });
    expect(polls.map((p) => p.id)).toEqual([pollId]);
  });
});

embeddedOnly('restarts the server').describe('persistence', () => {
  it('keeps polls, options and votes across a restart', async () => {
    await acrossRestart(
      async (own) => {
        const writer = await own.connect('erin');
        const channel = writer.channel('messaging', 'kept', { members: ['erin'] });
        await channel.create();
        const { poll } = await writer.createPoll({
          name: 'Kept?',
          options: options('Yes', 'No'),
          allow_answers: true,
        });
        const { message } = await channel.sendMessage({ text: '', poll_id: poll.id });
        await writer.castPollVote(message.id, poll.id, {
          option_id: poll.options[0]?.id as string,
        });
        await writer.addPollAnswer(message.id, poll.id, 'Maybe');
        return { poll, message };
      },
      async (again, { poll, message }) => {
        const reader = await again.connect('erin');
        const { message: reloaded } = await reader.getMessage(message.id);
        expect(reloaded.poll).toMatchObject({
          id: poll.id,
          vote_count: 1,
          answers_count: 1,
          vote_counts_by_option: { [poll.options[0]?.id as string]: 1 },
        });
        expect(reloaded.poll?.own_votes).toHaveLength(2);
      },
    );
  });
});
