/**
 * What the Notifications section offers for the browser's permission and the person's level:
 * the choices once notifications are on for the account, a button only where clicking it can
 * still get the browser's permission, and words on what to do where no button can help (never a
 * control that does nothing).
 */
import type { NotificationLevel } from '../../core/notification-choices/choices-holder.ts';

export type Permission = NotificationPermission | 'unsupported';

export interface SettingsView {
  /** The level and text choices (notifications are on for the account). */
  choices: boolean;
  /** A button asking the browser's permission from its click: turning on, or this device. */
  ask: 'turn-on' | 'allow-here' | null;
  /** Words instead of a button: permission refused in the browser, or no notifications here. */
  help: 'blocked' | 'unsupported' | null;
}

export function settingsView(permission: Permission, level: NotificationLevel): SettingsView {
  const on = level !== 'off';
  const help =
    permission === 'denied' ? 'blocked' : permission === 'unsupported' ? 'unsupported' : null;
  if (help) return { choices: on, ask: null, help };
  if (!on) return { choices: false, ask: 'turn-on', help: null };
  return { choices: true, ask: permission === 'granted' ? null : 'allow-here', help: null };
}
