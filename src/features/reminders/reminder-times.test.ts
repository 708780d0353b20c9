import { describe, expect, it } from 'vitest';
import { REMINDER_OFFSETS, describeReminder, remindAtFor } from './reminder-times.ts';

describe('reminder times', () => {
  it('offers the SDK offsets: 2 min, 30 min, 1 h, 2 h, 8 h, 24 h', () => {
    expect(REMINDER_OFFSETS.map((o) => o.ms / 60_000)).toEqual([2, 30, 60, 120, 480, 1440]);
  });

  it('turns an offset into remind_at, and none into a plain save', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(remindAtFor(30 * 60_000, now)).toBe('2026-01-01T12:30:00.000Z');
    expect(remindAtFor(null, now)).toBeNull();
  });

  it('says whether a reminder is ahead, past or has no time', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(describeReminder(undefined, now)).toBe('Saved for later');
    expect(describeReminder('2026-01-01T13:00:00.000Z', now)).toMatch(/^Reminder at /);
    expect(describeReminder('2026-01-01T11:00:00.000Z', now)).toMatch(/^Reminder was due /);
  });
});
