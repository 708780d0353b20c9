/** Mutes (channels and users) and flags. Mute state reaches the UI only through notification events. */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { stringArray, stringField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { findChannel, requireCapabilityOf } from '../../channels/channel-view.ts';
import { toUser } from '../../events/fan-out.ts';
import { recordFlag } from './review-queue.ts';
import { channelShape } from '../../shapes/channel.ts';
import { messageShape } from '../../shapes/message.ts';
import { channelMutesOf, ownUserShape } from '../../shapes/own-user.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';

function expiresAt(body: Json): string | undefined {
  const raw = body.expiration ?? body.timeout;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'number' || raw <= 0) throw inputError('expiration must be a positive number');
  // Stream takes `expiration` in milliseconds for channel mutes and `timeout` in minutes for user mutes.
  const ms = body.expiration !== undefined ? raw : raw * 60_000;
  return new Date(Date.now() + ms).toISOString();
}

/** Stream takes one id, a list of them, or both (`channel_cid` with `channel_cids`); at least one. */
function oneOrMany(body: Json, one: string, many: string): string[] {
  const single = stringField(body, one);
  const list = stringArray(body, many) ?? [];
  const all = single ? [single, ...list] : list;
  if (all.length === 0) throw inputError(`${one} or ${many} is required`);
  return all;
}

const channelCids = (body: Json) => oneOrMany(body, 'channel_cid', 'channel_cids');
const targetIds = (body: Json) => oneOrMany(body, 'target_id', 'target_ids');

export function muteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const now = timestamp();
  const expires = expiresAt(ctx.body);
  const mutes: Json[] = [];
  for (const cid of channelCids(ctx.body)) {
    const channel = findChannel(app, cid);
    requireCapabilityOf(ctx, userId, channel, 'mute-channel', 'MuteChannel');
    app.state.put('channelMutes', `${userId}|${cid}`, {
      user_id: userId,
      cid,
      created_at: now,
      updated_at: now,
      ...(expires ? { expires } : {}),
    });
    mutes.push({
      user: userById(app, userId),
      channel: channelShape(app, channel, undefined),
      created_at: now,
      updated_at: now,
      ...(expires ? { expires } : {}),
    });
  }
  const me = ownUserShape(app, userId);
  toUser(app, userId, { type: 'notification.channel_mutes_updated', me, created_at: now });
  return { channel_mute: mutes[0], channel_mutes: mutes, own_user: me };
}

export function unmuteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  for (const cid of channelCids(ctx.body)) app.state.remove('channelMutes', `${userId}|${cid}`);
  toUser(app, userId, {
    type: 'notification.channel_mutes_updated',
    me: ownUserShape(app, userId),
    created_at: timestamp(),
  });
  return { channel_mutes: channelMutesOf(app, userId) };
}

/**
 * Mutes the targets for the acting user. v1 (`/moderation/mute`) refuses a target that does not
 * exist; the v2 moderation API (`/api/v2/moderation/mute`, the moderation spec's MuteRequest and
 * MuteResponse) lists it in `non_existing_users` and mutes the rest.
 */
function muteTargets(ctx: RequestContext, targets: string[], unknown: 'refuse' | 'report') {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const now = timestamp();
  const expires = expiresAt(ctx.body);
  const mutes: Json[] = [];
  const missing: string[] = [];
  for (const target of targets) {
    if (!app.state.get('users', target)) {
      if (unknown === 'refuse') throw notFound(`user "${target}" not found`);
      missing.push(target);
      continue;
    }
    if (target === userId) throw inputError('a user cannot mute themselves');
    app.state.put('userMutes', `${userId}|${target}`, {
      user_id: userId,
      target_id: target,
      created_at: now,
      updated_at: now,
      ...(expires ? { expires } : {}),
    });
    mutes.push({
      user: userById(app, userId),
      target: userById(app, target),
      created_at: now,
      updated_at: now,
      ...(expires ? { expires } : {}),
    });
  }
  const me = ownUserShape(app, userId);
  toUser(app, userId, { type: 'notification.mutes_updated', me, created_at: now });
  return { mutes, missing, me };
}

function unmuteTargets(ctx: RequestContext, targets: string[]): string[] {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  for (const target of targets) app.state.remove('userMutes', `${userId}|${target}`);
  toUser(app, userId, {
    type: 'notification.mutes_updated',
    me: ownUserShape(app, userId),
    created_at: timestamp(),
  });
  return targets.filter((target) => !app.state.get('users', target));
}

function v2Targets(body: Json): string[] {
  const targets = stringArray(body, 'target_ids') ?? [];
  if (targets.length === 0) throw inputError('target_ids is a required field');
  return targets;
}

export function muteUser(ctx: RequestContext): Json {
  const { mutes, me } = muteTargets(ctx, targetIds(ctx.body), 'refuse');
  return { mute: mutes[0], mutes, own_user: me };
}

export function unmuteUser(ctx: RequestContext): Json {
  unmuteTargets(ctx, targetIds(ctx.body));
  return {};
}

export function muteUsersV2(ctx: RequestContext): Json {
  const { mutes, missing, me } = muteTargets(ctx, v2Targets(ctx.body), 'report');
  return { mutes, non_existing_users: missing, own_user: me };
}

export function unmuteUsersV2(ctx: RequestContext): Json {
  return { non_existing_users: unmuteTargets(ctx, v2Targets(ctx.body)) };
}

/** Flags are echoed and land in the review queue (handlers/moderation/review-queue.ts). */
export function flag(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const messageId = stringField(ctx.body, 'target_message_id');
  const targetUser = stringField(ctx.body, 'target_user_id');
  if (!messageId && !targetUser)
    throw inputError('target_message_id or target_user_id is required');
  const message = messageId ? app.state.get('messages', messageId) : undefined;
  if (messageId && !message) throw notFound(`message with id ${messageId} not found`);
  if (message) {
    const channel = findChannel(app, message.cid);
    requireCapabilityOf(ctx, userId, channel, 'flag-message', 'FlagMessage');
  }
  const item = recordFlag(
    app,
    userId,
    message ? { messageId: message.id } : { userId: targetUser as string },
    stringField(ctx.body, 'reason') ?? '',
    isObject(ctx.body.custom) ? ctx.body.custom : {},
  );
  const now = timestamp();
  return {
    flag: {
      created_by_automod: false,
      user: userById(app, userId),
      ...(message
        ? { target_message_id: message.id, target_message: messageShape(app, message, undefined) }
        : {}),
      ...(targetUser ? { target_user: userById(app, targetUser) } : {}),
      ...(isObject(ctx.body.custom) ? { custom: ctx.body.custom } : {}),
      reason: stringField(ctx.body, 'reason') ?? '',
      created_at: now,
      updated_at: now,
    },
    // The spec's FlagMessageResponse: the review queue item the flag landed in.
    review_queue_item_id: item.id,
  };
}
