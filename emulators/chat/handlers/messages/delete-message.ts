/** Deleting a message: the members' unread counts and its parent's reply counts follow. */
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { messageUpdated } from '../../events/fan-out.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import { requireCapability, type Actor } from '../../auth/permissions.ts';
import type { MessageRecord } from '../../store/records.ts';
import { countsAsUnread } from '../../store/state.ts';
import { forgetMessages } from '../../events/sync-redaction.ts';
import { messageFor } from './get-messages.ts';

/** `DELETE /messages/{id}[?hard=true]`: soft by default, hard removes it and its reactions. */
export function deleteMessage(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId =
    ctx.caller.kind === 'server' ? (ctx.query.get('deleted_by') ?? '') : ctx.actor.userId;
  const { message, channel, member } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const hard = ctx.query.get('hard') === 'true';
  if (message.user_id === userId && !hard)
    requireCapability(actor, channel, member, 'delete-own-message', 'DeleteOwnMessage');
  else requireCapability(actor, channel, member, 'delete-any-message', 'DeleteMessage');
  const now = timestamp();
  const deleted: MessageRecord = { ...message, type: 'deleted', deleted_at: now, updated_at: now };
  if (hard) app.state.remove('messages', message.id);
  else app.state.put('messages', message.id, deleted);
  for (const m of app.state.members(channel.cid).values()) {
    if (
      m.user_id !== message.user_id &&
      message.created_at > m.last_read &&
      countsAsUnread(message, m.user_id)
    ) {
      app.state.setUnread(
        channel.cid,
        m.user_id,
        Math.max(0, app.state.unreadOf(channel.cid, m.user_id) - 1),
      );
    }
  }
  const parent = message.parent_id ? app.state.get('messages', message.parent_id) : undefined;
  const nextParent =
    parent &&
    (hard
      ? { ...parent, reply_count: Math.max(0, parent.reply_count - 1) }
      : { ...parent, deleted_reply_count: parent.deleted_reply_count + 1 });
  if (nextParent) app.state.put('messages', nextParent.id, nextParent);
  forgetMessages(app, channel.cid, new Set([message.id]), now);
  messageUpdated(app, channel, deleted, 'message.deleted', {
    hard_delete: hard,
    deleted_for_me: false,
  });
  if (nextParent) messageUpdated(app, channel, nextParent);
  return { message: messageShape(app, deleted, ctx.actor.userId) };
}
