import { describe, expect, it, vi } from 'vitest';
import {
  choicesFromRow,
  choicesHolder,
  NO_CHOICES,
  type ChoicesStorage,
  type NotificationChoices,
} from './choices-holder.ts';

function storage(rows: Record<string, NotificationChoices> = {}) {
  return {
    rows,
    read: vi.fn((userId: string) => Promise.resolve(rows[userId] ?? null)),
    write: vi.fn((userId: string, choices: NotificationChoices) => {
      rows[userId] = choices;
      return Promise.resolve();
    }),
  } satisfies ChoicesStorage & { rows: Record<string, NotificationChoices> };
}

describe('the notification choices held by a page', () => {
  it('are off, and not yet known, before anything is read', () => {
    const holder = choicesHolder(storage());
    expect(holder.state()).toEqual({ userId: null, choices: NO_CHOICES, loaded: false });
  });

  it('are off with the text shown when the person has no row', async () => {
    const holder = choicesHolder(storage());
    await holder.load('alice');
    expect(holder.state()).toEqual({
      userId: 'alice',
      choices: { level: 'off', showText: true },
      loaded: true,
    });
  });

  it("are the person's row once read, and the listeners hear of it", async () => {
    const holder = choicesHolder(storage({ alice: { level: 'all', showText: false } }));
    const heard = vi.fn();
    holder.onChange(heard);
    await holder.load('alice');
    expect(holder.state().choices).toEqual({ level: 'all', showText: false });
    expect(heard).toHaveBeenCalled();
  });

  it('stay unknown when the read fails', async () => {
    const failing = storage();
    failing.read.mockRejectedValueOnce(new Error('offline'));
    const holder = choicesHolder(failing);
    await expect(holder.load('alice')).rejects.toThrow('offline');
    expect(holder.state()).toEqual({ userId: 'alice', choices: NO_CHOICES, loaded: false });
  });

  it('change only once the server kept them', async () => {
    const kept = storage();
    const holder = choicesHolder(kept);
    await holder.load('alice');
    await holder.save({ level: 'direct', showText: true });
    expect(kept.rows.alice).toEqual({ level: 'direct', showText: true });
    expect(holder.state().choices).toEqual({ level: 'direct', showText: true });
  });

  it('keep the last saved value when a save fails', async () => {
    const kept = storage({ alice: { level: 'direct', showText: true } });
    const holder = choicesHolder(kept);
    await holder.load('alice');
    kept.write.mockRejectedValueOnce(new Error('offline'));
    await expect(holder.save({ level: 'all', showText: true })).rejects.toThrow('offline');
    expect(holder.state().choices).toEqual({ level: 'direct', showText: true });
  });

  it('cannot be saved with nobody signed in', async () => {
    await expect(choicesHolder(storage()).save(NO_CHOICES)).rejects.toThrow();
  });

  it('are forgotten at sign-out, and a read still under way then is dropped', async () => {
    const slow = storage({ alice: { level: 'all', showText: true } });
    let answer: (choices: NotificationChoices) => void = () => undefined;
    slow.read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const holder = choicesHolder(slow);
    const reading = holder.load('alice');
    holder.clear();
    answer({ level: 'all', showText: true });
    await reading;
    expect(holder.state()).toEqual({ userId: null, choices: NO_CHOICES, loaded: false });
  });

  it('of one person are not shown to the next who signs in', async () => {
    const holder = choicesHolder(
      storage({
        alice: { level: 'all', showText: false },
        bob: { level: 'direct', showText: true },
      }),
    );
    await holder.load('alice');
    await holder.load('bob');
    expect(holder.state()).toEqual({
      userId: 'bob',
      choices: { level: 'direct', showText: true },
      loaded: true,
    });
  });
});

describe('a notification_settings row', () => {
  it.each([
    [
      { level: 'direct', show_text: true },
      { level: 'direct', showText: true },
    ],
    [
      { level: 'all', show_text: false },
      { level: 'all', showText: false },
    ],
    [
      { level: 'off', show_text: true },
      { level: 'off', showText: true },
    ],
    [
      { level: 'loud', show_text: null },
      { level: 'off', showText: true },
    ],
  ])('%j is read as %j', (row, choices) => {
    expect(choicesFromRow(row)).toEqual(choices);
  });

  it('that is absent is no choice at all', () => {
    expect(choicesFromRow(null)).toBeNull();
  });
});
