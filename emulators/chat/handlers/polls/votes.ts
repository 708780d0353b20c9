/**
 * Votes and free-text answers, with enforce_unique_vote and max_votes_allowed, and the vote and
 * answer query. An anonymous poll names a voter to nobody but that voter.
 */
import { findChannel, requireCapabilityOf } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { objectField, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { actsAsAdmin } from '../../auth/permissions.ts';
import { pollShape, voteShape, votesOf } from '../../shapes/poll.ts';
import type { PollRecord, PollVoteRecord } from '../../store/records.ts';
import { pollFor, pollUserId, requirePollCapability } from './access.ts';
import { pollEvent } from './events.ts';

function votePlace(ctx: RequestContext, userId: string): PollRecord {
  const { app } = ctx;
  const message = app.state.get('messages', ctx.params.id ?? '');
  if (!message) throw notFound(`message with id ${ctx.params.id ?? ''} not found`);
  const poll = pollFor(app, ctx.params.poll_id ?? '');
  if (message.poll_id !== poll.id) throw inputError('the poll is not attached to this message');
  const channel = findChannel(app, message.cid);
  requireCapabilityOf(ctx, userId, channel, 'cast-poll-vote', 'CastPollVote');
  return poll;
}

/** `POST /messages/{mid}/polls/{pid}/vote {vote: {option_id} | {answer_text}}`. */
export function castVote(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const poll = votePlace(ctx, userId);
  const body = objectField(ctx.body, 'vote', true) as Json;
  if (poll.is_closed) throw inputError('poll is closed for voting');
  const now = timestamp();
  const own = votesOf(app, poll.id).filter((v) => v.user_id === userId);
  const answerText = stringField(body, 'answer_text');
  let vote: PollVoteRecord;
  let type = 'poll.vote_casted';
  if (answerText !== undefined) {
    if (!poll.allow_answers) throw inputError('this poll does not allow answers');
    if (answerText.trim().length === 0) throw inputError('answer_text cannot be empty');
    const previous = own.find((v) => v.answer_text !== undefined);
    if (previous) type = 'poll.vote_changed';
    vote = previous
      ? { ...previous, answer_text: answerText, updated_at: now }
      : {
          id: crypto.randomUUID(),
          poll_id: poll.id,
          user_id: userId,
          answer_text: answerText,
          created_at: now,
          updated_at: now,
        };
  } else {
    const optionId = stringField(body, 'option_id', true) as string;
    if (!poll.options.some((o) => o.id === optionId))
      throw notFound(`poll option with id ${optionId} not found`);
    const optionVotes = own.filter((v) => v.option_id !== undefined);
    const same = optionVotes.find((v) => v.option_id === optionId);
    if (same)
      return { vote: voteShape(app, poll, same, userId), poll: pollShape(app, poll, userId) };
    const replaced = poll.enforce_unique_vote ? optionVotes[0] : undefined;
    if (replaced) {
      type = 'poll.vote_changed';
      vote = { ...replaced, option_id: optionId, updated_at: now };
    } else {
      if (poll.max_votes_allowed !== undefined && optionVotes.length >= poll.max_votes_allowed)
        throw inputError(
          `the user has reached the maximum number of votes allowed (${poll.max_votes_allowed}) for this poll`,
        );
      vote = {
        id: crypto.randomUUID(),
        poll_id: poll.id,
        user_id: userId,
        option_id: optionId,
        created_at: now,
        updated_at: now,
      };
    }
  }
  app.state.put('pollVotes', vote.id, vote);
  pollEvent(app, poll, type, vote);
  return { vote: voteShape(app, poll, vote, userId), poll: pollShape(app, poll, userId) };
}

/** `DELETE /messages/{mid}/polls/{pid}/vote/{vote_id}`: votes and answers alike. */
export function removeVote(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const poll = votePlace(ctx, userId);
  const vote = app.state.get('pollVotes', ctx.params.vote_id ?? '');
  if (!vote || vote.poll_id !== poll.id)
    throw notFound(`vote with id ${ctx.params.vote_id ?? ''} not found`);
  if (vote.user_id !== userId && !actsAsAdmin(ctx.actor))
    throw notAllowed(`User '${userId}' is not allowed to remove another user's vote`);
  app.state.remove('pollVotes', vote.id);
  pollEvent(app, poll, 'poll.vote_removed', vote);
  return { vote: voteShape(app, poll, vote, userId) };
}

function voteField(vote: PollVoteRecord, field: string): unknown {
  if (field === 'is_answer') return vote.answer_text !== undefined;
  return (vote as unknown as Json)[field];
}

/** `POST /polls/{pid}/votes {filter, sort, limit, next}`: votes, or answers with is_answer. */
export function queryVotes(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const poll = pollFor(app, ctx.params.id ?? '');
  requirePollCapability(ctx, poll, userId, 'query-poll-votes', 'QueryPollVotes');
  const filter = objectField(ctx.body, 'filter') ?? {};
  const anonymous = poll.voting_visibility === 'anonymous';
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const votes = votesOf(app, poll.id)
    .filter((v) => matches(filter, (field) => voteField(v, field)))
    .filter((v) => !anonymous || filter.user_id === undefined || v.user_id === userId)
    .sort(comparator(sort, voteField));
  const { items, paging } = cursorPage(votes, ctx.body, 10);
  return { votes: items.map((v) => voteShape(app, poll, v, userId)), ...paging };
}
