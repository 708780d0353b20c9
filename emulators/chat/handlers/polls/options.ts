/** A poll's options: the creator's, and any voter's suggestions when the poll allows them. */
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import { stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { optionShape } from '../../shapes/poll.ts';
import { isPollOwner, pollFor, pollUserId, requireOwner, requirePollCapability } from './access.ts';
import { savePoll } from './crud.ts';
import { MAX_OPTIONS, optionCustom, optionText } from './settings.ts';

/** `POST /polls/{id}/options {text}`: the creator's, or any voter's when suggestions are allowed. */
export function createOption(ctx: RequestContext): Json {
  const userId = pollUserId(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  const owner = isPollOwner(ctx, poll, userId);
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
  savePoll(ctx, poll, { ...poll, options: [...poll.options, option] }, userId);
  return { poll_option: optionShape(option) };
}

/** `PUT /polls/{id}/options {id, text}`. */
export function updateOption(ctx: RequestContext): Json {
  const userId = pollUserId(ctx);
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
  savePoll(
    ctx,
    poll,
    { ...poll, options: poll.options.map((o) => (o.id === id ? option : o)) },
    userId,
  );
  return { poll_option: optionShape(option) };
}

/** `GET /polls/{id}/options/{option_id}`. */
export function getOption(ctx: RequestContext): Json {
  pollUserId(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  const option = poll.options.find((o) => o.id === ctx.params.option_id);
  if (!option) throw notFound(`poll option with id ${ctx.params.option_id ?? ''} not found`);
  return { poll_option: optionShape(option) };
}

/** `DELETE /polls/{id}/options/{option_id}`: its votes go with it. */
export function deleteOption(ctx: RequestContext): Json {
  const userId = pollUserId(ctx);
  const poll = pollFor(ctx.app, ctx.params.id ?? '');
  requireOwner(ctx, poll, userId, 'DeletePollOption');
  if (!poll.options.some((o) => o.id === ctx.params.option_id))
    throw notFound(`poll option with id ${ctx.params.option_id ?? ''} not found`);
  savePoll(
    ctx,
    poll,
    { ...poll, options: poll.options.filter((o) => o.id !== ctx.params.option_id) },
    userId,
  );
  return {};
}
