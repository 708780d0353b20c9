/**
 * Polls: create, read, update (full and partial, which is how a poll is closed), delete and
 * query. A poll stands alone until a message carries it; from then on its watchers hear of
 * every change.
 */
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { objectField, setUnset, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { pollShape, votesOf } from '../../shapes/poll.ts';
import type { PollRecord } from '../../store/records.ts';
import { userById } from '../../shapes/user.ts';
import { isPollOwner, pollChannel, pollFor, pollUserId, requireOwner } from './access.ts';
import { pollEvent } from './events.ts';
import { applySettings, buildOptions, pollCustom, POLL_FIELDS } from './settings.ts';

/** `POST /polls`. */
export function createPoll(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const id = stringField(ctx.body, 'id') || crypto.randomUUID();
  if (app.state.get('polls', id)) throw inputError(`poll with id ${id} already exists`);
  const now = timestamp();
  const poll = applySettings(ctx.body, {
    id,
    name: stringField(ctx.body, 'name', true) as string,
    created_by_id: userId,
    enforce_unique_vote: false,
    allow_answers: false,
    allow_user_suggested_options: false,
    voting_visibility: 'public',
    is_closed: false,
    options: buildOptions(ctx.body.options, [], now),
    custom: pollCustom(ctx.body),
    created_at: now,
    updated_at: now,
  });
  app.state.put('polls', id, poll);
  return { poll: pollShape(app, poll, userId) };
}

/** `GET /polls/{id}`. */
export function getPoll(ctx: RequestContext): Json {
  const userId = pollUserId(ctx);
  return { poll: pollShape(ctx.app, pollFor(ctx.app, ctx.params.id ?? ''), userId) };
}

/**
 * Stores a changed poll. Votes for options it no longer has go with them, and answers when it
 * stops taking answers; watchers hear poll.updated, or poll.closed when this change closed it.
 */
export function savePoll(
  ctx: RequestContext,
  before: PollRecord,
  next: PollRecord,
  userId: string,
): Json {
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
  const userId = pollUserId(ctx);
  const poll = pollFor(ctx.app, stringField(ctx.body, 'id', true) as string);
  requireOwner(ctx, poll, userId, 'UpdatePoll');
  stringField(ctx.body, 'name', true);
  const next = applySettings(ctx.body, {
    ...poll,
    options: buildOptions(ctx.body.options ?? [], poll.options, timestamp()),
    custom: pollCustom(ctx.body),
  });
  return savePoll(ctx, poll, next, userId);
}

/** `PATCH /polls/{id} {set, unset}`: closing a poll is `set: {is_closed: true}`. */
export function partialUpdatePoll(ctx: RequestContext): Json {
  const userId = pollUserId(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'UpdatePollPartial');
  const { set, unset } = setUnset(ctx.body);
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
  return savePoll(ctx, poll, applySettings(set, base), userId);
}

/** `DELETE /polls/{id}`: the poll and its votes go; the message stays without a poll. */
export function deletePoll(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const poll = pollFor(app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'DeletePoll');
  pollEvent(app, poll, 'poll.deleted', undefined, { user: userById(app, userId) });
  for (const vote of votesOf(app, poll.id)) app.state.remove('pollVotes', vote.id);
  app.state.remove('polls', poll.id);
  return {};
}

/** `POST /polls/query {filter, sort, limit, next}`: polls the user made or can see in a channel. */
export function queryPolls(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = pollUserId(ctx);
  const filter = objectField(ctx.body, 'filter') ?? {};
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const visible = (poll: PollRecord): boolean => {
    if (isPollOwner(ctx, poll, userId)) return true;
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
