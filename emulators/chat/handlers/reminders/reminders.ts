/**
 * Message reminders and save-for-later (a reminder without `remind_at`): create, update,
 * delete and query, each told to the user's own connections as `reminder.*`; the scheduler
 * sends `notification.reminder_due` when one comes due.
 */
import type { ChatApp } from '../../app.ts';
import { channelConfig } from '../../settings/channel-types.ts';
import { findChannel } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { objectField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import { channelEvent, toUser } from '../../events/fan-out.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { parseTime, reminderKey } from '../../messages/message-extras.ts';
import { requireRead } from '../../auth/permissions.ts';
import { scheduleReminder } from '../../time/reminder-scheduler.ts';
import { reminderShape } from '../../shapes/reminder.ts';
import type { Json } from '../../http/json.ts';
import type { ReminderRecord } from '../../store/records.ts';
import { timersOf } from '../../time/timers.ts';

interface Target {
  userId: string;
  key: string;
  cid: string;
  messageId: string;
}

function target(ctx: RequestContext): Target {
  const { app } = ctx;
  const named = ctx.body.user_id ?? ctx.query.get('user_id') ?? undefined;
  const userId = actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : named);
  if (ctx.actor.role === 'anonymous') throw notAllowed('anonymous users cannot set reminders');
  const messageId = ctx.params.id ?? '';
  const message = app.state.get('messages', messageId);
  if (!message) throw notFound(`message with id ${messageId} not found`);
  const channel = findChannel(app, message.cid);
  requireRead({ ...ctx.actor, userId }, channel, app.state.member(channel.cid, userId));
  if (!channelConfig(app, channel.type)?.user_message_reminders)
    throw inputError('reminders are disabled for this channel type');
  return { userId, key: reminderKey(userId, messageId), cid: message.cid, messageId };
}

function remindAt(body: Json): string | undefined {
  const raw = body.remind_at;
  if (raw === undefined || raw === null) return undefined;
  return parseTime(raw, 'remind_at');
}

function announce(app: ChatApp, type: string, reminder: ReminderRecord): Json {
  const shape = reminderShape(app, reminder);
  const fields = { message_id: reminder.message_id, user_id: reminder.user_id, reminder: shape };
  const channel = app.state.get('channels', reminder.cid);
  toUser(
    app,
    reminder.user_id,
    channel
      ? channelEvent(type, channel, fields)
      : { type, cid: reminder.cid, created_at: timestamp(), ...fields },
  );
  return shape;
}

/** `POST /messages/{id}/reminders {remind_at?}`. */
export function createReminder(ctx: RequestContext): Json {
  const { app } = ctx;
  const t = target(ctx);
  if (app.state.get('reminders', t.key))
    throw inputError(`user ${t.userId} already has reminder created for this message_id`);
  const now = timestamp();
  const at = remindAt(ctx.body);
  const reminder: ReminderRecord = {
    user_id: t.userId,
    message_id: t.messageId,
    cid: t.cid,
    ...(at ? { remind_at: at } : {}),
    created_at: now,
    updated_at: now,
  };
  app.state.put('reminders', t.key, reminder);
  scheduleReminder(app, timersOf(app), reminder);
  return { reminder: announce(app, 'reminder.created', reminder) };
}

function existing(ctx: RequestContext, t: Target): ReminderRecord {
  const reminder = ctx.app.state.get('reminders', t.key);
  if (!reminder) throw notFound(`reminder does not exist for message ${t.messageId}`);
  return reminder;
}

/** `PATCH /messages/{id}/reminders {remind_at}`: `remind_at: null` turns it into save-for-later. */
export function updateReminder(ctx: RequestContext): Json {
  const { app } = ctx;
  const t = target(ctx);
  const previous = existing(ctx, t);
  const at = remindAt(ctx.body);
  const { remind_at: _old, due_sent_at: _sent, ...rest } = previous;
  const reminder: ReminderRecord = {
    ...rest,
    ...(at ? { remind_at: at } : {}),
    updated_at: timestamp(),
  };
  app.state.put('reminders', t.key, reminder);
  scheduleReminder(app, timersOf(app), reminder);
  return { reminder: announce(app, 'reminder.updated', reminder) };
}

/** `DELETE /messages/{id}/reminders`. */
export function deleteReminder(ctx: RequestContext): Json {
  const { app } = ctx;
  const t = target(ctx);
  const reminder = existing(ctx, t);
  app.state.remove('reminders', t.key);
  scheduleReminder(app, timersOf(app), { ...reminder, remind_at: undefined });
  announce(app, 'reminder.deleted', reminder);
  return {};
}

function field(reminder: ReminderRecord, name: string): unknown {
  if (name === 'channel_cid') return reminder.cid;
  return (reminder as unknown as Json)[name];
}

/** `POST /reminders/query {filter, sort, limit, next, prev}`: the user's reminders. */
export function queryReminders(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const filter = objectField(ctx.body, 'filter') ?? {};
  const sort = parseSort(ctx.body.sort, [{ field: 'remind_at', direction: 1 }]);
  const all = [...app.state.tables.reminders.values()]
    .filter((r) => r.user_id === userId && app.state.get('messages', r.message_id))
    .filter((r) => matches(filter, (name) => field(r, name)))
    .sort(comparator(sort, field));
  const { items, paging } = cursorPage(all, ctx.body, 25, 100);
  const result: Json = { reminders: items.map((r) => reminderShape(app, r)), ...paging };
  return result;
}
