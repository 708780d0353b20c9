/**
 * `POST /moderation/ban` and `DELETE /moderation/ban` (the spec's Ban and Unban; stream-chat's
 * banUser, unbanUser and their channel forms); the ban itself is moderation/bans.ts.
 * `remove_future_channels_ban` on unban takes a future-channel ban back and leaves the channel
 * bans already made (the usage of stream-chat-js's future channel bans change, #1677).
 */
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { boolField, intField, stringField } from '../../http/json-fields.ts';
import { inputError } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import type { Actor } from '../../auth/permissions.ts';
import { ban, futureBanKey, unban } from '../../moderation/bans.ts';
import type { MessageDeletion } from '../../moderation/ban-cleanup.ts';

const DELETIONS: readonly MessageDeletion[] = ['soft', 'pruning', 'hard'];

function cidOf(type: unknown, id: unknown): string | undefined {
  if (typeof type === 'string' && typeof id === 'string' && type && id) return `${type}:${id}`;
  if (type || id) throw inputError('both type and id are needed to ban in a channel');
  return undefined;
}

function actorFor(ctx: RequestContext, named: unknown): Actor {
  return { ...ctx.actor, userId: actingUserId(ctx, named) };
}

/** `POST /moderation/ban {target_user_id, type?, id?, reason?, timeout?}`. */
export function banUser(ctx: RequestContext): Json {
  const targetId = stringField(ctx.body, 'target_user_id', true) as string;
  if (ctx.body.shadow === true) throw inputError('shadow bans are not supported by this server');
  const timeout = intField(ctx.body, 'timeout', 1);
  const reason = stringField(ctx.body, 'reason');
  const deleteMessages = stringField(ctx.body, 'delete_messages');
  if (deleteMessages !== undefined && !DELETIONS.includes(deleteMessages as MessageDeletion))
    throw inputError(`delete_messages must be one of ${DELETIONS.join(', ')}`);
  // Taken and not applied: a known difference (FIDELITY.md, IP bans).
  boolField(ctx.body, 'ip_ban');
  ban(ctx.app, actorFor(ctx, ctx.body.banned_by_id ?? ctx.body.user_id), {
    targetId,
    cid: cidOf(ctx.body.type, ctx.body.id),
    ...(reason ? { reason } : {}),
    ...(timeout ? { timeout } : {}),
    futureChannels: boolField(ctx.body, 'ban_from_future_channels') === true,
    ...(deleteMessages ? { deleteMessages: deleteMessages as MessageDeletion } : {}),
    deleteReactions: boolField(ctx.body, 'delete_reactions') === true,
  });
  return {};
}

/**
 * `DELETE /moderation/ban?target_user_id&type&id` (stream-chat), or `channel_cid` and
 * `created_by` for the channel and, server-side, who lifts the ban (the spec's Unban).
 */
export function unbanUser(ctx: RequestContext): Json {
  const payload = Object.fromEntries(ctx.query.entries());
  const targetId = payload.target_user_id;
  if (!targetId) throw inputError('target_user_id is a required field');
  if (payload.remove_future_channels_ban === 'true') {
    removeFutureBan(ctx, targetId, payload.created_by);
    return {};
  }
  const [type, id] = payload.channel_cid
    ? [payload.channel_cid.split(':')[0], payload.channel_cid.split(':').slice(1).join(':')]
    : [payload.type, payload.id];
  unban(
    ctx.app,
    actorFor(ctx, payload.unbanned_by_id ?? payload.user_id ?? payload.created_by),
    targetId,
    cidOf(type, id),
  );
  return {};
}

/**
 * Takes back a future-channel ban: the caller's own, or on a server-side call that of the banner
 * named in `created_by`. Channel bans it already made stay.
 */
function removeFutureBan(
  ctx: RequestContext,
  targetId: string,
  createdBy: string | undefined,
): void {
  const bannerId = actingUserId(ctx, createdBy);
  ctx.app.state.remove('futureBans', futureBanKey(bannerId, targetId));
}
