/**
 * Fires `notification.reminder_due` when a reminder's time comes. Timers are rebuilt from the
 * store when the server starts, so a reminder that came due while the server was down fires at
 * start-up and one still ahead fires on time; `due_sent_at` keeps each from firing twice.
 */
import type { ChatApp } from '../app.ts';
import { timestamp } from './clock.ts';
import { channelEvent, toUser } from '../events/fan-out.ts';
import { reminderKey } from '../messages/message-extras.ts';
import { reminderShape } from '../shapes/reminder.ts';
import type { ReminderRecord } from '../store/records.ts';
import type { DueTimers } from './timers.ts';

export function startReminders(app: ChatApp, timers: DueTimers): void {
  for (const reminder of app.state.tables.reminders.values())
    scheduleReminder(app, timers, reminder);
}

/** (Re)arms the reminder's timer; call after every create, update or delete. */
export function scheduleReminder(app: ChatApp, timers: DueTimers, reminder: ReminderRecord): void {
  const key = `reminder|${reminderKey(reminder.user_id, reminder.message_id)}`;
  if (!reminder.remind_at || reminder.due_sent_at) return timers.cancel(key);
  timers.at(key, Date.parse(reminder.remind_at), () => fire(app, reminder));
}

function fire(app: ChatApp, scheduled: ReminderRecord): void {
  const key = reminderKey(scheduled.user_id, scheduled.message_id);
  const reminder = app.state.get('reminders', key);
  if (!reminder || reminder.remind_at !== scheduled.remind_at || reminder.due_sent_at) return;
  const sent = { ...reminder, due_sent_at: timestamp() };
  app.state.put('reminders', key, sent);
  const channel = app.state.get('channels', sent.cid);
  const fields = {
    message_id: sent.message_id,
    user_id: sent.user_id,
    reminder: reminderShape(app, sent),
  };
  toUser(
    app,
    sent.user_id,
    channel
      ? channelEvent('notification.reminder_due', channel, fields)
      : { type: 'notification.reminder_due', cid: sent.cid, created_at: timestamp(), ...fields },
  );
}
