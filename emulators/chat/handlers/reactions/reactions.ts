/** Reactions: send (with enforce_unique), delete, list; events carry the whole updated message. */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { intField, objectField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { messageUpdated } from '../../events/fan-out.ts';
import { messageShape } from '../../shapes/message.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { requireFeature } from '../../channels/features.ts';
import { reactionShape } from '../../shapes/reaction.ts';
import type { Json } from '../../http/json.ts';
import type { MessageRecord, ReactionRecord } from '../../store/records.ts';
import { messageFor } from '../messages/get-messages.ts';

const RESERVED = new Set([
  'type',
  'score',
  'user',
  'user_id',
  'message_id',
  'created_at',
  'updated_at',
]);

export function sendReaction(ctx: RequestContext): Json {
  const { app } = ctx;
  const data = objectField(ctx.body, 'reaction', true) as Json;
  if (typeof data.type !== 'string' || data.type.length === 0 || data.type.length > 30) {
    throw inputError('reaction.type must be a non-empty string of at most 30 characters');
  }
  const score = data.score ?? 1;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0)
    throw inputError('reaction.score must be a positive integer');
  const userId = actingUserId(ctx, isObject(data.user) ? data.user.id : data.user_id);
  const { message, channel, member } = messageFor(ctx, userId);
  requireFeature(app, channel, 'reactions');
  requireCapability({ ...ctx.actor, userId }, channel, member, 'send-reaction', 'CreateReaction');
  const type = data.type;
  const now = timestamp();
  const existing = message.reactions.find((r) => r.user_id === userId && r.type === type);
  const enforceUnique = ctx.body.enforce_unique === true;
  const replaced =
    enforceUnique && message.reactions.some((r) => r.user_id === userId && r.type !== type);
  const custom = Object.fromEntries(Object.entries(data).filter(([k]) => !RESERVED.has(k)));
  const reaction: ReactionRecord = {
    user_id: userId,
    type,
    score,
    created_at: existing?.created_at ?? now,
    updated_at: now,
    custom,
  };
  const kept = message.reactions.filter(
    (r) => r.user_id !== userId || (!enforceUnique && r.type !== type),
  );
  const next: MessageRecord = { ...message, reactions: [...kept, reaction], updated_at: now };
  app.state.put('messages', next.id, next);
  const reactionJson = reactionShape(app, reaction, next.id);
  messageUpdated(app, channel, next, existing || replaced ? 'reaction.updated' : 'reaction.new', {
    reaction: reactionJson,
    user: reactionJson.user,
  });
  return { message: messageShape(app, next, userId), reaction: reactionJson };
}

export function deleteReaction(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const { message, channel } = messageFor(ctx, userId);
  const type = ctx.params.type ?? '';
  const existing = message.reactions.find((r) => r.user_id === userId && r.type === type);
  if (!existing) throw notFound(`reaction of type "${type}" by user "${userId}" not found`);
  const next: MessageRecord = {
    ...message,
    reactions: message.reactions.filter((r) => r !== existing),
    updated_at: timestamp(),
  };
  app.state.put('messages', next.id, next);
  const reactionJson = reactionShape(app, existing, next.id);
  messageUpdated(app, channel, next, 'reaction.deleted', {
    reaction: reactionJson,
    user: reactionJson.user,
  });
  return { message: messageShape(app, next, userId), reaction: reactionJson };
}

/** `GET /messages/{id}/reactions?limit&offset` and `POST /messages/{id}/reactions {filter, limit, next}`. */
export function listReactions(ctx: RequestContext): Json {
  const { app } = ctx;
  const { message } = messageFor(ctx);
  const source = ctx.req.method === 'GET' ? Object.fromEntries(ctx.query.entries()) : ctx.body;
  const limit = intField(source, 'limit', 0, 300) ?? 25;
  const offset =
    typeof source.next === 'string'
      ? Number(source.next) || 0
      : (intField(source, 'offset', 0, 10_000) ?? 0);
  const filter = isObject(source.filter) ? source.filter : {};
  const typeFilter = isObject(filter.type) ? filter.type.$eq : filter.type;
  const userFilter = isObject(filter.user_id) ? filter.user_id.$eq : filter.user_id;
  const all = [...message.reactions]
    .filter((r) => typeFilter === undefined || r.type === typeFilter)
    .filter((r) => userFilter === undefined || r.user_id === userFilter)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const page = all.slice(offset, offset + limit);
  const result: Json = { reactions: page.map((r) => reactionShape(app, r, message.id)) };
  if (offset + limit < all.length) result.next = String(offset + limit);
  return result;
}
