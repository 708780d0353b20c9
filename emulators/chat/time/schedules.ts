/**
 * Everything the chat server does at a set time (reminders coming due, timed bans lifting),
 * armed from the store when the server starts and disarmed when it closes.
 */
import type { ChatApp } from '../app.ts';
import { startBanExpiries } from '../moderation/bans.ts';
import { startReminders } from './reminder-scheduler.ts';
import { timersOf } from './timers.ts';

export function startSchedules(app: ChatApp): void {
  const timers = timersOf(app);
  startReminders(app, timers);
  startBanExpiries(app, timers);
}

export function stopSchedules(app: ChatApp): void {
  timersOf(app).stop();
}
