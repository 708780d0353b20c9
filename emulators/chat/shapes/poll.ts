/**
 * Polls as Stream answers them: the poll with its tallies (vote_counts_by_option, which names
 * only options that have votes; latest_votes_by_option, at most 10 per option; answers_count,
 * latest_answers) and, for a given viewer, own_votes.
 * Anonymous polls name no voter to anyone but the voter themself.
 */
import type { ChatApp } from '../app.ts';
import { userById } from './user.ts';
import type { Json } from '../http/json.ts';
import type { PollOptionRecord, PollRecord, PollVoteRecord } from '../store/records.ts';

const LATEST = 10;

export function votesOf(app: ChatApp, pollId: string): PollVoteRecord[] {
  return [...app.state.tables.pollVotes.values()]
    .filter((v) => v.poll_id === pollId)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
}

export function optionShape(option: PollOptionRecord): Json {
  return { ...option.custom, id: option.id, text: option.text };
}

/** `viewerId` decides whether an anonymous vote may name its voter (only to that voter). */
export function voteShape(
  app: ChatApp,
  poll: PollRecord,
  vote: PollVoteRecord,
  viewerId: string | undefined,
): Json {
  const shape: Json = {
    id: vote.id,
    poll_id: vote.poll_id,
    created_at: vote.created_at,
    updated_at: vote.updated_at,
  };
  // The spec's PollVoteResponseData requires option_id: an answer, which has no option, carries
  // it empty (stream-chat tells answers by answer_text, and votes by a non-empty option_id).
  if (vote.answer_text !== undefined) {
    shape.option_id = '';
    shape.answer_text = vote.answer_text;
    shape.is_answer = true;
  } else shape.option_id = vote.option_id;
  if (poll.voting_visibility === 'public' || vote.user_id === viewerId) {
    shape.user_id = vote.user_id;
    shape.user = userById(app, vote.user_id);
  }
  return shape;
}

export function pollShape(app: ChatApp, poll: PollRecord, viewerId: string | undefined): Json {
  const votes = votesOf(app, poll.id);
  const counts: Record<string, number> = {};
  const latest: Record<string, Json[]> = {};
  const answers = votes.filter((v) => v.answer_text !== undefined);
  const optionVotes = votes.filter((v) => v.option_id !== undefined);
  for (const vote of optionVotes) {
    const optionId = vote.option_id as string;
    counts[optionId] = (counts[optionId] ?? 0) + 1;
    if (poll.voting_visibility === 'anonymous') continue;
    const list = (latest[optionId] ??= []);
    if (list.length < LATEST) list.push(voteShape(app, poll, vote, viewerId));
  }
  const shape: Json = {
    ...poll.custom,
    id: poll.id,
    name: poll.name,
    description: poll.description ?? '',
    voting_visibility: poll.voting_visibility,
    enforce_unique_vote: poll.enforce_unique_vote,
    max_votes_allowed: poll.max_votes_allowed ?? null,
    allow_user_suggested_options: poll.allow_user_suggested_options,
    allow_answers: poll.allow_answers,
    is_closed: poll.is_closed,
    vote_count: optionVotes.length,
    options: poll.options.map(optionShape),
    vote_counts_by_option: counts,
    answers_count: answers.length,
    latest_votes_by_option: latest,
    latest_answers: answers.slice(0, LATEST).map((v) => voteShape(app, poll, v, viewerId)),
    own_votes: viewerId
      ? votes.filter((v) => v.user_id === viewerId).map((v) => voteShape(app, poll, v, viewerId))
      : [],
    created_by_id: poll.created_by_id,
    created_by: userById(app, poll.created_by_id),
    created_at: poll.created_at,
    updated_at: poll.updated_at,
  };
  return shape;
}
