/**
 * `POST /channels/{type}/{id}/truncate {hard_delete, truncated_at, message, skip_push, user_id}`
 * (the spec's TruncateChannel; the Truncate Channel docs): the messages up to `truncated_at`
 * (now by default) are hidden from the channel, or with `hard_delete` deleted for good; a
 * `message` is posted after them as a system message, which the answer and the event carry (as
 * GetStream/stream-chat-test-mock-server's recording of hosted, http_truncate.json, and
 * stream-chat's `channel.truncated` handler have it). `skip_push` is taken: this server sends no
 * mobile pushes, so it has none to skip. Watchers get `channel.truncated`, members not watching
 * `notification.channel_truncated`.
 */
import type { ChatApp } from '../../app.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { channelEvent, toWatchersAndMembers } from '../../events/fan-out.ts';
import { forgetMessages } from '../../events/sync-redaction.ts';
import { actingUserId, serverOrUserId, type RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { boolField, objectField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { parseTime } from '../../messages/message-extras.ts';
import { channelShape } from '../../shapes/channel.ts';
import { memberShapes } from '../../shapes/member.ts';
import { messageShape } from '../../shapes/message.ts';
import { newMessageRecord, type ChannelRecord, type MessageRecord } from '../../store/records.ts';
import { asTimestamp, timestamp } from '../../time/clock.ts';
import { removeChannelData } from './delete-channel.ts';
import { checkLength, messageCustom, textOf } from '../messages/message-input.ts';

/** The time the truncation reaches: now, or an earlier `truncated_at`. */
function truncationTime(raw: unknown, now: string): string {
  if (raw === undefined || raw === null) return now;
  const at = asTimestamp(parseTime(raw, 'truncated_at'));
  return at < now ? at : now;
}

/** The ids of the channel's messages and replies written up to `at`. */
function messagesUpTo(app: ChatApp, cid: string, at: string): Set<string> {
  const ids = new Set<string>();
  for (const id of app.state.messageIds(cid)) {
    for (const replyId of app.state.replyIds(id)) {
      if ((app.state.get('messages', replyId)?.created_at ?? '') <= at) ids.add(replyId);
    }
    if ((app.state.get('messages', id)?.created_at ?? '') <= at) ids.add(id);
  }
  return ids;
}

/** The system message a truncation posts, by whoever truncated (or the user the server names). */
function systemMessage(ctx: RequestContext, channel: ChannelRecord): MessageRecord | undefined {
  const data = objectField(ctx.body, 'message');
  if (!data) return undefined;
  const text = textOf(data);
  checkLength(ctx.app, channel, text, []);
  const now = timestamp();
  const userId = actingUserId(ctx, isObject(data.user) ? data.user.id : data.user_id);
  const id = typeof data.id === 'string' && data.id ? data.id : crypto.randomUUID();
  if (ctx.app.state.get('messages', id)) throw inputError(`message with id ${id} already exists`);
  return newMessageRecord({
    id,
    cid: channel.cid,
    user_id: userId,
    text,
    type: 'system',
    created_at: now,
    updated_at: now,
    custom: messageCustom(data),
  });
}

export function truncateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'update-channel', 'TruncateChannel');
  if (ctx.body.member_ids !== undefined)
    throw inputError('member_ids is not supported by this server: truncate the whole channel');
  boolField(ctx.body, 'skip_push');
  const now = timestamp();
  const at = truncationTime(ctx.body.truncated_at, now);
  const truncated =
    boolField(ctx.body, 'hard_delete') === true
      ? removeChannelData(app, channel.cid, false, at)
      : messagesUpTo(app, channel.cid, at);
  forgetMessages(app, channel.cid, truncated, now);
  const message = systemMessage(ctx, channel);
  const truncatedBy = serverOrUserId(ctx, ctx.body.user_id);
  const next: ChannelRecord = {
    ...channel,
    truncated_at: at,
    ...(truncatedBy ? { truncated_by_id: truncatedBy } : {}),
    updated_at: now,
  };
  // The system message moves the channel up, as the channel types' default
  // skip_last_msg_update_for_system_msgs (false) has it.
  if (message) next.last_message_at = message.created_at;
  else delete next.last_message_at;
  app.state.put('channels', next.cid, next);
  if (message) app.state.put('messages', message.id, message);
  app.state.recountUnread(next.cid);
  const shown = message ? { message: messageShape(app, message, undefined) } : {};
  toWatchersAndMembers(
    app,
    next,
    channelEvent('channel.truncated', next, {
      channel: channelShape(app, next, undefined),
      ...shown,
    }),
    'notification.channel_truncated',
  );
  return {
    channel: { ...channelShape(app, next, ctx.actor), members: memberShapes(app, next) },
    ...(message ? { message: messageShape(app, message, ctx.actor.userId) } : {}),
  };
}
