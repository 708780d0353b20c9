import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@supabase/auth-js';
import { keepShare, readShare } from '../../core/share/kept-shares.ts';

const sessionEvents = vi.hoisted(() => ({
  listeners: new Set<(event: string, session: Session | null) => void>(),
}));
vi.mock('../../core/session/session-store.ts', () => ({
  onSessionEvent(listener: (event: string, session: Session | null) => void) {
    sessionEvents.listeners.add(listener);
    return () => sessionEvents.listeners.delete(listener);
  },
}));

const { startShareReads, takeShareReads } = await import('./share-reads.ts');

const restored = (userId: string | null) => {
  const session = userId ? ({ user: { id: userId } } as Session) : null;
  for (const listener of [...sessionEvents.listeners]) listener('INITIAL_SESSION', session);
};
const content = { title: '', text: 'hello', url: '', pictures: [] };

describe("the share picker's reads", () => {
  it('start when the session is restored, claim the share for its person, and are taken once', async () => {
    const { id } = await keepShare(content);
    startShareReads(id);
    expect((await readShare(id))?.userId).toBeNull();
    restored('ann');
    expect(sessionEvents.listeners.size).toBe(0);
    const first = takeShareReads(id, 'ann');
    expect(await first.share).toMatchObject({ text: 'hello', userId: 'ann' });
    expect(await first.savedList).toEqual([]);
    // Taken again (the picker opened a second time): read afresh, the same answer.
    const second = takeShareReads(id, 'ann');
    expect(second).not.toBe(first);
    expect(await second.share).toMatchObject({ userId: 'ann' });
  });

  it('claim nothing when no one is signed in: the share waits for whoever signs in', async () => {
    const { id } = await keepShare(content);
    startShareReads(id);
    restored(null);
    expect(sessionEvents.listeners.size).toBe(0);
    expect((await readShare(id))?.userId).toBeNull();
    expect(await takeShareReads(id, 'bob').share).toMatchObject({ userId: 'bob' });
  });

  it('started for one person are never handed to another', async () => {
    const { id } = await keepShare(content);
    startShareReads(id);
    restored('ann');
    await vi.waitFor(async () => expect((await readShare(id))?.userId).toBe('ann'));
    expect(await takeShareReads(id, 'bob').share).toBeUndefined();
    expect(await takeShareReads(id, 'ann').share).toMatchObject({ userId: 'ann' });
  });
});
