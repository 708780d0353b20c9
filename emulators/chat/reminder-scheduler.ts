/**
 * Fires `notification.reminder_due` when a reminder's time comes. Timers are rebuilt from the
 * store when the server starts, so a reminder that came due while the server was down fires at
 * start-up and one still ahead fires on time; `due_sent_at` keeps each from firing twice.
 */
import type { ChatApp } from './app.ts';
import { timestamp } from './clock.ts';
import { channelEvent, toUser } from './events.ts';
import { reminderKey } from './message-extras.ts';
import { reminderShape } from './reminder-shape.ts';
import type { ReminderRecord } from './store/records.ts';

/** setTimeout's longest delay; later reminders re-arm when it elapses. */
const MAX_DELAY = 2_147_483_647;

export class ReminderScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly app: ChatApp) {}

  start(): void {
    for (const reminder of this.app.state.tables.reminders.values()) this.schedule(reminder);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** (Re)arms the reminder's timer; call after every create, update or delete. */
  schedule(reminder: ReminderRecord): void {
    const key = reminderKey(reminder.user_id, reminder.message_id);
    const existing = this.timers.get(key);
    if (existing) clearTimeout(existing);
    this.timers.delete(key);
    if (this.stopped || !reminder.remind_at || reminder.due_sent_at) return;
    const delay = Math.max(0, Date.parse(reminder.remind_at) - Date.now());
    const timer = setTimeout(() => this.fire(key), Math.min(delay, MAX_DELAY));
    timer.unref();
    this.timers.set(key, timer);
  }

  private fire(key: string): void {
    this.timers.delete(key);
    const { app } = this;
    const reminder = app.state.get('reminders', key);
    if (!reminder?.remind_at || reminder.due_sent_at) return;
    if (Date.parse(reminder.remind_at) > Date.now()) return this.schedule(reminder);
    const sent = { ...reminder, due_sent_at: timestamp() };
    app.state.put('reminders', key, sent);
    const channel = app.state.get('channels', sent.cid);
    const shape = reminderShape(app, sent);
    const fields = { message_id: sent.message_id, user_id: sent.user_id, reminder: shape };
    toUser(
      app,
      sent.user_id,
      channel
        ? channelEvent('notification.reminder_due', channel, fields)
        : { type: 'notification.reminder_due', cid: sent.cid, created_at: timestamp(), ...fields },
    );
  }
}

const schedulers = new WeakMap<ChatApp, ReminderScheduler>();

export function reminderScheduler(app: ChatApp): ReminderScheduler {
  let scheduler = schedulers.get(app);
  if (!scheduler) schedulers.set(app, (scheduler = new ReminderScheduler(app)));
  return scheduler;
}
