/**
 * Polls: create, read, update (full and partial, which is how a poll is closed), delete,
 * options (the creator's, and suggestions when allowed), votes and free-text answers with
 * enforce_unique_vote and max_votes_allowed, and the vote/answer query. Every change reaches the
 * watchers of the channel whose message carries the poll as a `poll.*` event with the full poll.
 */
import type { ChatApp } from '../app.ts';
import { findChannel } from '../channel-view.ts';
import { timestamp } from '../clock.ts';
import {
  actingUserId,
  boolField,
  intField,
  objectField,
  stringField,
  type RequestContext,
} from '../context.ts';
import { isObject } from '../json.ts';
import { inputError, notAllowed, notFound } from '../errors.ts';
import { channelEvent, sendTo } from '../events.ts';
import { cursorPage } from '../cursor-page.ts';
import { comparator, matches, parseSort } from '../filters.ts';
import { requireCapability, type Actor } from '../permissions.ts';
import { pollShape, voteShape, votesOf } from '../poll-shape.ts';
import { messageShape } from '../shapes.ts';
import { userById } from '../user-shape.ts';
import type { Json } from '../json.ts';
import type { PollOptionRecord, PollRecord, PollVoteRecord } from '../store/records.ts';

const MAX_OPTIONS = 100;
const POLL_FIELDS = new Set([
  'id',
  'name',
  'description',
  'options',
  'enforce_unique_vote',
  'max_votes_allowed',
  'allow_answers',
  'allow_user_suggested_options',
  'voting_visibility',
  'is_closed',
  'user',
  'user_id',
  'created_by',
  'created_by_id',
  'created_at',
  'updated_at',
  'vote_count',
  'vote_counts_by_option',
  'latest_votes_by_option',
  'latest_answers',
  'answers_count',
  'own_votes',
]);

function userOf(ctx: RequestContext): string {
  const named = ctx.body.user_id ?? ctx.query.get('user_id') ?? undefined;
  const userId = actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : named);
  if (ctx.actor.role === 'anonymous') throw notAllowed('anonymous users cannot use polls');
  return userId;
}

function isAdmin(ctx: RequestContext): boolean {
  return ctx.caller.kind === 'server' || ctx.actor.role === 'admin';
}

function pollFor(app: ChatApp, id: string): PollRecord {
  const poll = app.state.get('polls', id);
  if (!poll) throw notFound(`poll with id ${id} not found`);
  return poll;
}

function requireOwner(ctx: RequestContext, poll: PollRecord, userId: string, action: string): void {
  if (poll.created_by_id === userId || isAdmin(ctx)) return;
  throw notAllowed(`User '${userId}' is not allowed to perform action ${action} on this poll`);
}

/** The channel of the message carrying the poll, if one was sent. */
function pollChannel(app: ChatApp, poll: PollRecord) {
  const message = poll.message_id ? app.state.get('messages', poll.message_id) : undefined;
  const channel = message ? app.state.get('channels', message.cid) : undefined;
  return message && channel ? { message, channel } : undefined;
}

function requirePollCapability(
  ctx: RequestContext,
  poll: PollRecord,
  userId: string,
  capability: string,
  action: string,
): void {
  const place = pollChannel(ctx.app, poll);
  if (!place) return;
  const actor: Actor = { ...ctx.actor, userId };
  requireCapability(
    actor,
    place.channel,
    ctx.app.state.member(place.channel.cid, userId),
    capability,
    action,
  );
}

/** Sends a poll event to the watchers; an anonymous vote names its voter only to the voter. */
function pollEvent(
  app: ChatApp,
  poll: PollRecord,
  type: string,
  vote?: PollVoteRecord,
  fields: Json = {},
): void {
  const place = pollChannel(app, poll);
  if (!place) return;
  const base = channelEvent(type, place.channel, {
    message_id: place.message.id,
    message: messageShape(app, place.message, undefined),
    poll: pollShape(app, poll, undefined),
    ...fields,
  });
  const watchers = app.hub.watchersOf(place.channel.cid);
  if (!vote) return sendTo(watchers, base);
  if (poll.voting_visibility === 'public')
    return sendTo(watchers, { ...base, poll_vote: voteShape(app, poll, vote, undefined) });
  for (const connection of watchers)
    sendTo([connection], { ...base, poll_vote: voteShape(app, poll, vote, connection.userId) });
}

function optionText(raw: unknown): string {
  if (!isObject(raw)) throw inputError('options must be objects with a text');
  const text = raw.text;
  if (typeof text !== 'string' || text.trim().length === 0)
    throw inputError('option text is a required field');
  return text;
}

function optionCustom(raw: Json): Json {
  const custom = isObject(raw.custom) ? { ...raw.custom } : {};
  for (const [key, value] of Object.entries(raw)) {
    if (!['id', 'text', 'custom', 'user_id', 'user'].includes(key)) custom[key] = value;
  }
  return custom;
}

function buildOptions(raw: unknown, existing: PollOptionRecord[], now: string): PollOptionRecord[] {
  if (raw === undefined || raw === null) return existing;
  if (!Array.isArray(raw)) throw inputError('options must be an array');
  if (raw.length > MAX_OPTIONS) throw inputError(`a poll can have at most ${MAX_OPTIONS} options`);
  const seen = new Set<string>();
  return raw.map((entry) => {
    const text = optionText(entry);
    const key = text.trim().toLowerCase();
    if (seen.has(key)) throw inputError(`duplicate option text "${text}"`);
    seen.add(key);
    const id = (entry as Json).id;
    const previous = typeof id === 'string' ? existing.find((o) => o.id === id) : undefined;
    return {
      id: previous?.id ?? crypto.randomUUID(),
      text,
      custom: optionCustom(entry as Json),
      created_at: previous?.created_at ?? now,
      updated_at: now,
    };
  });
}

function customOf(body: Json): Json {
  const custom = isObject(body.custom) ? { ...body.custom } : {};
  for (const [key, value] of Object.entries(body)) {
    if (!POLL_FIELDS.has(key) && key !== 'custom') custom[key] = value;
  }
  return custom;
}

/** Applies and checks the settings Stream validates on create and update. */
function settings(body: Json, base: PollRecord): PollRecord {
  const next = { ...base };
  const name = stringField(body, 'name');
  if (name !== undefined) next.name = name;
  if (next.name.trim().length === 0) throw inputError('name is a required field');
  const description = stringField(body, 'description');
  if (description !== undefined) next.description = description;
  next.enforce_unique_vote = boolField(body, 'enforce_unique_vote') ?? next.enforce_unique_vote;
  next.allow_answers = boolField(body, 'allow_answers') ?? next.allow_answers;
  next.allow_user_suggested_options =
    boolField(body, 'allow_user_suggested_options') ?? next.allow_user_suggested_options;
  next.is_closed = boolField(body, 'is_closed') ?? next.is_closed;
  if ('max_votes_allowed' in body) {
    const max = intField(body, 'max_votes_allowed', 1, 10);
    if (max === undefined) delete next.max_votes_allowed;
    else next.max_votes_allowed = max;
  }
  const visibility = body.voting_visibility;
  if (visibility !== undefined && visibility !== null) {
    if (visibility !== 'public' && visibility !== 'anonymous')
      throw inputError('voting_visibility must be one of public, anonymous');
    next.voting_visibility = visibility;
  }
  if (next.enforce_unique_vote && (next.max_votes_allowed ?? 1) > 1)
    throw inputError('max_votes_allowed cannot be greater than 1 when enforce_unique_vote is true');
  return next;
}

/** `POST /polls`. */
export function createPoll(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = userOf(ctx);
  const id = stringField(ctx.body, 'id') || crypto.randomUUID();
  if (app.state.get('polls', id)) throw inputError(`poll with id ${id} already exists`);
  const now = timestamp();
  const poll = settings(ctx.body, {
    id,
    name: stringField(ctx.body, 'name', true) as string,
    created_by_id: userId,
    enforce_unique_vote: false,
    allow_answers: false,
    allow_user_suggested_options: false,
    voting_visibility: 'public',
    is_closed: false,
    options: buildOptions(ctx.body.options, [], now),
    custom: customOf(ctx.body),
    created_at: now,
    updated_at: now,
  });
  app.state.put('polls', id, poll);
  return { poll: pollShape(app, poll, userId) };
}

/** `GET /polls/{id}`. */
export function getPoll(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  return { poll: pollShape(ctx.app, pollFor(ctx.app, ctx.params.id ?? ''), userId) };
}

function save(ctx: RequestContext, before: PollRecord, next: PollRecord, userId: string): Json {
  const { app } = ctx;
  const kept = new Set(next.options.map((o) => o.id));
  for (const vote of votesOf(app, next.id)) {
    if (vote.option_id !== undefined && !kept.has(vote.option_id))
      app.state.remove('pollVotes', vote.id);
  }
  if (!next.allow_answers && before.allow_answers) {
    for (const vote of votesOf(app, next.id))
      if (vote.answer_text !== undefined) app.state.remove('pollVotes', vote.id);
  }
  const saved = { ...next, updated_at: timestamp() };
  app.state.put('polls', saved.id, saved);
  pollEvent(app, saved, saved.is_closed && !before.is_closed ? 'poll.closed' : 'poll.updated');
  return { poll: pollShape(app, saved, userId) };
}

/** `PUT /polls {id, name, ...}`: replaces the poll's settings and options. */
export function updatePoll(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const poll = pollFor(ctx.app, stringField(ctx.body, 'id', true) as string);
  requireOwner(ctx, poll, userId, 'UpdatePoll');
  stringField(ctx.body, 'name', true);
  const next = settings(ctx.body, {
    ...poll,
    options: buildOptions(ctx.body.options ?? [], poll.options, timestamp()),
    custom: customOf(ctx.body),
  });
  return save(ctx, poll, next, userId);
}

/** `PATCH /polls/{id} {set, unset}`: closing a poll is `set: {is_closed: true}`. */
export function partialUpdatePoll(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'UpdatePollPartial');
  const set = objectField(ctx.body, 'set') ?? {};
  const unset = Array.isArray(ctx.body.unset) ? ctx.body.unset.map(String) : [];
  const custom = { ...poll.custom };
  for (const key of Object.keys(set)) if (!POLL_FIELDS.has(key)) custom[key] = set[key];
  let base: PollRecord = { ...poll, custom };
  for (const key of unset) {
    if (key === 'max_votes_allowed') delete base.max_votes_allowed;
    else if (key === 'description') delete base.description;
    else if (!POLL_FIELDS.has(key)) delete custom[key];
  }
  if (set.options !== undefined)
    base = { ...base, options: buildOptions(set.options, poll.options, timestamp()) };
  return save(ctx, poll, settings(set, base), userId);
}

/** `DELETE /polls/{id}`: the poll and its votes go; the message stays without a poll. */
export function deletePoll(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = userOf(ctx);
  const poll = pollFor(app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'DeletePoll');
  pollEvent(app, poll, 'poll.deleted', undefined, { user: userById(app, userId) });
  for (const vote of votesOf(app, poll.id)) app.state.remove('pollVotes', vote.id);
  app.state.remove('polls', poll.id);
  return {};
}

function optionShape(option: PollOptionRecord): Json {
  return { ...option.custom, id: option.id, text: option.text };
}

/** `POST /polls/{id}/options {text}`: the creator's, or any voter's when suggestions are allowed. */
export function createOption(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  const owner = poll.created_by_id === userId || isAdmin(ctx);
  if (!owner && !poll.allow_user_suggested_options)
    throw notAllowed('this poll does not allow user suggested options');
  if (poll.is_closed) throw inputError('poll is closed');
  if (!owner) requirePollCapability(ctx, poll, userId, 'cast-poll-vote', 'CastPollVote');
  const text = optionText(ctx.body);
  if (poll.options.some((o) => o.text.trim().toLowerCase() === text.trim().toLowerCase()))
    throw inputError(`duplicate option text "${text}"`);
  if (poll.options.length >= MAX_OPTIONS)
    throw inputError(`a poll can have at most ${MAX_OPTIONS} options`);
  const now = timestamp();
  const option = {
    id: crypto.randomUUID(),
    text,
    custom: optionCustom(ctx.body),
    created_at: now,
    updated_at: now,
  };
  save(ctx, poll, { ...poll, options: [...poll.options, option] }, userId);
  return { poll_option: optionShape(option) };
}

/** `PUT /polls/{id}/options {id, text}`. */
export function updateOption(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'UpdatePollOption');
  const id = stringField(ctx.body, 'id', true) as string;
  const existing = poll.options.find((o) => o.id === id);
  if (!existing) throw notFound(`poll option with id ${id} not found`);
  const option = {
    ...existing,
    text: optionText(ctx.body),
    custom: optionCustom(ctx.body),
    updated_at: timestamp(),
  };
  save(
    ctx,
    poll,
    { ...poll, options: poll.options.map((o) => (o.id === id ? option : o)) },
    userId,
  );
  return { poll_option: optionShape(option) };
}

/** `GET /polls/{id}/options/{option_id}`. */
export function getOption(ctx: RequestContext): Json {
  userOf(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  const option = poll.options.find((o) => o.id === ctx.params.option_id);
  if (!option) throw notFound(`poll option with id ${ctx.params.option_id ?? ''} not found`);
  return { poll_option: optionShape(option) };
}

/** `DELETE /polls/{id}/options/{option_id}`: its votes go with it. */
export function deleteOption(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'DeletePollOption');
  if (!poll.options.some((o) => o.id === ctx.params.option_id))
    throw notFound(`poll option with id ${ctx.params.option_id ?? ''} not found`);
  save(
    ctx,
    poll,
    { ...poll, options: poll.options.filter((o) => o.id !== ctx.params.option_id) },
    userId,
  );
  return {};
}

function votePlace(ctx: RequestContext, userId: string): PollRecord {
  const { app } = ctx;
  const message = app.state.get('messages', ctx.params.id ?? '');
  if (!message) throw notFound(`message with id ${ctx.params.id ?? ''} not found`);
  const poll = pollFor(app, ctx.params.poll_id ?? '');
  if (message.poll_id !== poll.id) throw inputError('the poll is not attached to this message');
  const channel = findChannel(app, message.cid);
  requireCapability(
    { ...ctx.actor, userId },
    channel,
    app.state.member(channel.cid, userId),
    'cast-poll-vote',
    'CastPollVote',
  );
  return poll;
}

/** `POST /messages/{mid}/polls/{pid}/vote {vote: {option_id} | {answer_text}}`. */
export function castVote(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = userOf(ctx);
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
  const userId = userOf(ctx);
  const poll = votePlace(ctx, userId);
  const vote = app.state.get('pollVotes', ctx.params.vote_id ?? '');
  if (!vote || vote.poll_id !== poll.id)
    throw notFound(`vote with id ${ctx.params.vote_id ?? ''} not found`);
  if (vote.user_id !== userId && !isAdmin(ctx))
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
  const userId = userOf(ctx);
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

/** `POST /polls/query {filter, sort, limit, next}`: polls the user made or can see in a channel. */
export function queryPolls(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = userOf(ctx);
  const filter = objectField(ctx.body, 'filter') ?? {};
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const visible = (poll: PollRecord): boolean => {
    if (poll.created_by_id === userId || isAdmin(ctx)) return true;
    const place = pollChannel(app, poll);
    return place !== undefined && app.state.member(place.channel.cid, userId) !== undefined;
  };
  const get = (poll: PollRecord, field: string): unknown =>
    (poll as unknown as Json)[field] ?? poll.custom[field];
  const polls = [...app.state.tables.polls.values()]
    .filter(visible)
    .filter((p) => matches(filter, (field) => get(p, field)))
    .sort(comparator(sort, get));
  const { items, paging } = cursorPage(polls, ctx.body, 10);
  return { polls: items.map((p) => pollShape(app, p, userId)), ...paging };
}
