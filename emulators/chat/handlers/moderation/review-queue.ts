/**
 * The moderation review queue (`client.moderation`, `/api/v2/moderation/*`): every flag lands in
 * one item per flagged message or user, each seen by whom review-scope.ts lets see it. Actions:
 * mark_reviewed (dismiss), delete_message, ban, unban.
 */
import type { ChatApp } from '../../app.ts';
import { timestamp } from '../../time/clock.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { objectField, stringField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { actsAsAdmin, type Actor } from '../../auth/permissions.ts';
import { messageShape } from '../../shapes/message.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';
import type { Custom } from '../../store/records.ts';
import type { ReviewItemRecord } from '../../store/moderation-records.ts';
import { ban, unban } from '../../moderation/bans.ts';
import { deleteMessage } from '../messages/delete-message.ts';
import { reviewScope, seesItem, visibleItems } from './review-scope.ts';

const MESSAGE = 'stream:chat:v1:message';
const USER = 'stream:user';

export interface FlagTarget {
  messageId?: string;
  userId?: string;
}

/** Adds a flag to the target's review item (opened again if it had been reviewed). */
export function recordFlag(
  app: ChatApp,
  flaggerId: string,
  target: FlagTarget,
  reason: string,
  custom: Custom,
): ReviewItemRecord {
  const message = target.messageId ? app.state.get('messages', target.messageId) : undefined;
  if (target.messageId && !message) throw notFound(`message with id ${target.messageId} not found`);
  if (!message && !(target.userId && app.state.get('users', target.userId)))
    throw notFound(`user ${target.userId ?? ''} not found`);
  const key = message ? `${MESSAGE}|${message.id}` : `${USER}|${target.userId ?? ''}`;
  const now = timestamp();
  const existing = app.state.get('reviewItems', key);
  const flag = { user_id: flaggerId, reason, custom, created_at: now };
  const item: ReviewItemRecord = existing
    ? {
        ...existing,
        flags: [...existing.flags.filter((f) => f.user_id !== flaggerId), flag],
        reviewed_at: undefined,
        reviewed_by: undefined,
        updated_at: now,
      }
    : {
        id: crypto.randomUUID(),
        entity_type: message ? MESSAGE : USER,
        entity_id: message ? message.id : (target.userId as string),
        entity_creator_id: message ? message.user_id : (target.userId as string),
        ...(message ? { cid: message.cid } : {}),
        flags: [flag],
        actions_taken: [],
        created_at: now,
        updated_at: now,
      };
  app.state.put('reviewItems', key, item);
  return item;
}

/** `POST /api/v2/moderation/flag {entity_type, entity_id, reason, custom}`. */
export function flagEntity(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.body.user_id);
  const type = stringField(ctx.body, 'entity_type', true);
  const id = stringField(ctx.body, 'entity_id', true) as string;
  if (type !== MESSAGE && type !== USER)
    throw inputError(`entity_type must be ${MESSAGE} or ${USER}`);
  const item = recordFlag(
    ctx.app,
    userId,
    type === MESSAGE ? { messageId: id } : { userId: id },
    stringField(ctx.body, 'reason') ?? '',
    objectField(ctx.body, 'custom') ?? {},
  );
  return { item_id: item.id };
}

function itemShape(app: ChatApp, item: ReviewItemRecord, viewerId: string): Json {
  const message =
    item.entity_type === MESSAGE ? app.state.get('messages', item.entity_id) : undefined;
  const shape: Json = {
    id: item.id,
    entity_type: item.entity_type,
    entity_id: item.entity_id,
    entity_creator_id: item.entity_creator_id,
    entity_creator: userById(app, item.entity_creator_id),
    status: item.reviewed_at ? 'completed' : 'pending',
    recommended_action: 'flag',
    config_key: item.cid ? `chat:${item.cid.split(':')[0] ?? ''}` : 'chat',
    flags: item.flags.map((f, index) => ({
      id: `${item.id}-${index}`,
      review_queue_item_id: item.id,
      entity_type: item.entity_type,
      entity_id: item.entity_id,
      entity_creator_id: item.entity_creator_id,
      reason: f.reason,
      custom: f.custom,
      result: [],
      user: userById(app, f.user_id),
      created_at: f.created_at,
      updated_at: f.created_at,
    })),
    flags_count: item.flags.length,
    actions_taken: item.actions_taken,
    has_text: message !== undefined && message.text.length > 0,
    has_image: message?.attachments.some((a) => a.type === 'image') ?? false,
    has_video: message?.attachments.some((a) => a.type === 'video') ?? false,
    moderation_payload: {
      texts: message ? [message.text] : [],
      images: [],
      videos: [],
      created_at: item.created_at,
    },
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
  if (message) shape.message = messageShape(app, message, viewerId);
  if (item.cid) shape.channel_cid = item.cid;
  if (item.reviewed_at) {
    shape.reviewed_at = item.reviewed_at;
    shape.completed_at = item.reviewed_at;
    shape.reviewed_by = item.reviewed_by;
  }
  if (item.latest_moderator_action) shape.latest_moderator_action = item.latest_moderator_action;
  return shape;
}

function itemField(item: ReviewItemRecord, field: string): unknown {
  if (field === 'reviewed') return item.reviewed_at !== undefined;
  if (field === 'status') return item.reviewed_at ? 'completed' : 'pending';
  if (field === 'channel_cid') return item.cid;
  if (field === 'flagged_user_id') return item.entity_creator_id;
  return (item as unknown as Json)[field];
}

/** `POST /api/v2/moderation/review_queue {filter, sort, limit, next}`: newest first by default. */
export function queryReviewQueue(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id ?? 'server');
  const scope = reviewScope(ctx, userId);
  const filter = objectField(ctx.body, 'filter') ?? {};
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: -1 }]);
  const items = visibleItems(app, scope)
    .filter((item) => matches(filter, (field) => itemField(item, field)))
    .sort(comparator(sort, itemField));
  const page = cursorPage(items, ctx.body, 25, 100);
  return { items: page.items.map((item) => itemShape(app, item, userId)), ...page.paging };
}

function itemById(app: ChatApp, id: string): [string, ReviewItemRecord] {
  for (const entry of app.state.tables.reviewItems) if (entry[1].id === id) return entry;
  throw notFound(`review queue item ${id} not found`);
}

function runAction(ctx: RequestContext, actor: Actor, type: string, item: ReviewItemRecord): void {
  const options = objectField(ctx.body, type) ?? {};
  const admin = actsAsAdmin(ctx.actor);
  if (type === 'mark_reviewed') return;
  if (type === 'delete_message') {
    if (item.entity_type !== MESSAGE) throw inputError('delete_message needs a message item');
    const hard = options.hard_delete === true ? 'true' : 'false';
    deleteMessage({
      ...ctx,
      params: { id: item.entity_id },
      query: new URLSearchParams({ hard, deleted_by: actor.userId }),
    });
    return;
  }
  const explicit = stringField(options, 'channel_cid');
  const cid = explicit ?? (options.channel_ban_only === true || !admin ? item.cid : undefined);
  if (!admin && !cid) throw inputError('channel_cid is required to ban from the review queue');
  if (type === 'ban') {
    const reason = stringField(options, 'reason');
    const timeout = typeof options.timeout === 'number' ? options.timeout : undefined;
    ban(ctx.app, actor, {
      targetId: item.entity_creator_id,
      ...(cid ? { cid } : {}),
      ...(reason ? { reason } : {}),
      ...(timeout ? { timeout } : {}),
    });
    return;
  }
  if (type === 'unban') return unban(ctx.app, actor, item.entity_creator_id, cid);
  throw inputError(`action_type ${type} is not supported by this server`);
}

/** `POST /api/v2/moderation/submit_action {action_type, item_id, ban?, delete_message?}`. */
export function submitAction(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const scope = reviewScope(ctx, userId);
  const type = stringField(ctx.body, 'action_type', true) as string;
  const [key, item] = itemById(app, stringField(ctx.body, 'item_id', true) as string);
  if (!seesItem(scope, item)) throw notFound(`review queue item ${item.id} not found`);
  runAction(ctx, { ...ctx.actor, userId }, type, item);
  const now = timestamp();
  const options = isObject(ctx.body[type]) ? (ctx.body[type] as Json) : {};
  const reviewed: ReviewItemRecord = {
    ...item,
    actions_taken: [...item.actions_taken, { type, user_id: userId, options, created_at: now }],
    latest_moderator_action: type,
    reviewed_at: now,
    reviewed_by: userId,
    updated_at: now,
  };
  app.state.put('reviewItems', key, reviewed);
  return { item: itemShape(app, reviewed, userId) };
}
