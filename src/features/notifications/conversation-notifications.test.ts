import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeNotifications } from './conversation-notifications.ts';
import { heldLockFake } from '../../core/notifications/held-lock-fake.ts';

/** Each list and close of a notification, with the Web Lock held at that moment. */
let calls: [string, string | null][];
let open: { tag: string; closed: boolean }[];

beforeEach(() => {
  calls = [];
  const lock = heldLockFake();
  open = [
    { tag: 'messaging:a', closed: false },
    { tag: 'messaging:b', closed: false },
  ];
  const registration = {
    getNotifications: (filter?: { tag: string }) => {
      calls.push(['list', lock.held()]);
      return Promise.resolve(
        open
          .filter((shown) => !shown.closed && (!filter || shown.tag === filter.tag))
          .map((shown) => ({
            close: () => {
              calls.push(['close', lock.held()]);
              shown.closed = true;
            },
          })),
      );
    },
  };
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve(registration) },
    locks: lock.locks,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('closing notifications from a page', () => {
  it('closes the conversation’s, under the lock every show holds', async () => {
    await closeNotifications('messaging:a');
    expect(open.map((shown) => shown.closed)).toEqual([true, false]);
    expect(calls).toEqual([
      ['list', 'parley-notifications'],
      ['close', 'parley-notifications'],
    ]);
  });

  it('closes all of them (signed out), under the same lock', async () => {
    await closeNotifications();
    expect(open.every((shown) => shown.closed)).toBe(true);
    expect(calls.every(([, held]) => held === 'parley-notifications')).toBe(true);
  });
});
