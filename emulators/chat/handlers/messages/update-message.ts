/** Editing a message: a full update of its editable fields, or set/unset, which is also how pins travel. */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { messageUpdated } from '../../events/fan-out.ts';
import { objectField, setUnset } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import { requireCapability, type Actor } from '../../auth/permissions.ts';
import type { ChannelRecord, MemberRecord, MessageRecord } from '../../store/records.ts';
import { messageFor } from './get-messages.ts';
import {
  attachmentsOf,
  checkLength,
  mentionsOf,
  messageCustom,
  RESERVED,
  textOf,
} from './message-input.ts';

function requireEdit(
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
  message: MessageRecord,
): void {
  if (message.user_id === actor.userId)
    requireCapability(actor, channel, member, 'update-own-message', 'UpdateOwnMessage');
  else requireCapability(actor, channel, member, 'update-any-message', 'UpdateMessage');
}

function saveEdited(ctx: RequestContext, channel: ChannelRecord, next: MessageRecord): Json {
  ctx.app.state.put('messages', next.id, next);
  messageUpdated(ctx.app, channel, next);
  return { message: messageShape(ctx.app, next, ctx.actor.userId) };
}

/** `POST /messages/{id} {message}`: replaces the editable fields. */
export function updateMessage(ctx: RequestContext): Json {
  const data = objectField(ctx.body, 'message', true) as Json;
  const userId = actingUserId(
    ctx,
    isObject(data.user) ? data.user.id : (data.user_id ?? ctx.body.user_id),
  );
  const { message, channel, member } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  requireEdit(actor, channel, member, message);
  const text = textOf(data);
  const attachments = attachmentsOf(data);
  checkLength(ctx.app, channel, text, attachments);
  const now = timestamp();
  return saveEdited(ctx, channel, {
    ...message,
    text,
    attachments,
    mentioned_user_ids: mentionsOf(ctx.app, data),
    custom: messageCustom(data),
    updated_at: now,
    ...(text !== message.text ? { message_text_updated_at: now } : {}),
    ...(typeof data.quoted_message_id === 'string'
      ? { quoted_message_id: data.quoted_message_id }
      : {}),
  });
}

/** `PUT /messages/{id} {set, unset}`: also how pin/unpin travel. */
export function partialUpdateMessage(ctx: RequestContext): Json {
  const { set, unset } = setUnset(ctx.body);
  const userId = actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : ctx.body.user_id);
  const { message, channel, member } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const now = timestamp();
  const next: MessageRecord = { ...message, custom: { ...message.custom }, updated_at: now };
  const pinOnly = [...Object.keys(set), ...unset].every(
    (k) => k === 'pinned' || k === 'pin_expires' || k === 'pinned_at',
  );
  if (pinOnly) requireCapability(actor, channel, member, 'pin-message', 'PinMessage');
  else requireEdit(actor, channel, member, message);
  for (const [key, value] of Object.entries(set)) {
    if (key === 'pinned') {
      next.pinned = value === true;
      next.pinned_at = next.pinned ? now : undefined;
      next.pinned_by_id = next.pinned ? userId : undefined;
      if (!next.pinned) next.pin_expires = undefined;
    } else if (key === 'pin_expires')
      next.pin_expires = typeof value === 'string' ? value : undefined;
    else if (key === 'pinned_at') continue;
    else if (key === 'text') {
      if (typeof value !== 'string') throw inputError('text must be a string');
      next.text = value;
      next.message_text_updated_at = now;
    } else if (key === 'attachments') next.attachments = attachmentsOf({ attachments: value });
    else if (key === 'mentioned_users')
      next.mentioned_user_ids = mentionsOf(ctx.app, { mentioned_users: value });
    else if (!RESERVED.has(key)) next.custom[key] = value;
  }
  for (const key of unset) {
    if (key === 'pinned') next.pinned = false;
    else delete next.custom[key];
  }
  checkLength(ctx.app, channel, next.text, next.attachments);
  return saveEdited(ctx, channel, next);
}
