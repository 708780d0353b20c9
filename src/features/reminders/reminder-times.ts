/** The remind-me choices the SDK offers (its scheduledOffsetsMs), labelled for the list's picker. */
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

const MINUTE = 60_000;

export const REMINDER_OFFSETS = [
  { ms: 2 * MINUTE, label: 'In 2 minutes' },
  { ms: 30 * MINUTE, label: 'In 30 minutes' },
  { ms: 60 * MINUTE, label: 'In 1 hour' },
  { ms: 2 * 60 * MINUTE, label: 'In 2 hours' },
  { ms: 8 * 60 * MINUTE, label: 'In 8 hours' },
  { ms: 24 * 60 * MINUTE, label: 'In 24 hours' },
] as const satisfies readonly { ms: number; label: MessageKey }[];

/** remind_at for an offset from `now`; null keeps the message saved without a time. */
export function remindAtFor(offsetMs: number | null, now: number): string | null {
  return offsetMs === null ? null : new Date(now + offsetMs).toISOString();
}

export function describeReminder(remindAt: string | undefined, now: number): string {
  if (!remindAt) return t('Saved for later');
  const at = new Date(remindAt);
  const when = at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return at.getTime() <= now
    ? t('Reminder was due {{when}}', { when })
    : t('Reminder at {{when}}', { when });
}
