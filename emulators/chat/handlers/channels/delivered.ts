/**
 * `POST /channels/delivered {latest_delivered_messages: [{cid, id}]}` (the spec's MarkDelivered,
 * stream-chat's `markChannelsDelivered`): the acting user's client confirms it received a
 * channel's messages up to the one named. Each confirmation is kept in the user's read state of
 * that channel (`last_delivered_at`, `last_delivered_message_id`, the spec's ReadStateResponse,
 * which stream-chat's MessageDeliveryReporter reads back to decide what to report) and told as
 * `message.delivered` to the channel's members and watchers (Delivered & Read Status docs: the
 * author and the other members are told; the spec's MessageDeliveredEvent).
 *
 * A confirmation that cannot be kept is passed over, not refused, as hosted Stream answers a mark
 * of an unknown message in a channel the user is not a member of with success (GetStream/stream-py
 * tests/test_chat_message.py, test_mark_delivered): a channel that does not exist or whose type has
 * `delivery_events` off (the docs' default), a caller who is not a member, a message not in the
 * channel or only in a thread (stream-chat reports no thread deliveries yet), one the user already
 * read or had delivered, and every one of a user whose `privacy_settings.delivery_receipts` is off
 * (the docs: their delivery state is not shared).
 */
import type { ChatApp } from '../../app.ts';
import { channelConfig } from '../../settings/channel-types.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { channelEvent, toWatchersAndUsers } from '../../events/fan-out.ts';
import { isObject, type Json } from '../../http/json.ts';
import { userById } from '../../shapes/user.ts';

/** stream-chat's reporter sends at most this many at once (MAX_DELIVERED_MESSAGE_COUNT_IN_PAYLOAD). */
const MAX_CONFIRMATIONS = 100;

interface Confirmation {
  cid: string;
  id: string;
}

function confirmations(body: Json): Confirmation[] {
  const list = body.latest_delivered_messages;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw inputError('latest_delivered_messages must be an array');
  if (list.length > MAX_CONFIRMATIONS) {
    throw inputError(`latest_delivered_messages must contain at most ${MAX_CONFIRMATIONS} items`);
  }
  return list.map((item: unknown) => {
    if (!isObject(item) || typeof item.cid !== 'string' || typeof item.id !== 'string') {
      throw inputError('each of latest_delivered_messages needs a cid and an id');
    }
    return { cid: item.cid, id: item.id };
  });
}

function sharesDelivery(app: ChatApp, userId: string): boolean {
  const privacy = app.state.get('users', userId)?.custom.privacy_settings;
  const receipts = isObject(privacy) ? privacy.delivery_receipts : undefined;
  return !(isObject(receipts) && receipts.enabled === false);
}

function recordDelivery(app: ChatApp, userId: string, { cid, id }: Confirmation): void {
  const channel = app.state.get('channels', cid);
  if (!channel || !channelConfig(app, channel.type)?.delivery_events) return;
  const member = app.state.member(cid, userId);
  const message = app.state.get('messages', id);
  if (!member || !message || message.cid !== cid) return;
  if (message.parent_id !== undefined && message.show_in_channel !== true) return;
  const known = [member.last_read, member.last_delivered_at];
  if (known.some((at) => at !== undefined && message.created_at <= at)) return;
  const now = timestamp();
  app.state.put('members', `${cid}|${userId}`, {
    ...member,
    last_delivered_at: now,
    last_delivered_message_id: message.id,
  });
  toWatchersAndUsers(
    app,
    cid,
    app.state.members(cid).keys(),
    channelEvent('message.delivered', channel, {
      user: userById(app, userId),
      last_delivered_at: now,
      last_delivered_message_id: message.id,
      created_at: now,
    }),
  );
}

export function markDelivered(ctx: RequestContext): Json {
  const { body } = ctx;
  const named =
    ctx.query.get('user_id') ?? body.user_id ?? (isObject(body.user) ? body.user.id : '');
  const userId = actingUserId(ctx, named);
  const list = confirmations(body);
  if (!sharesDelivery(ctx.app, userId)) return {};
  for (const confirmation of list) recordDelivery(ctx.app, userId, confirmation);
  return {};
}
