import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, set } from 'idb-keyval';
import { authStore } from '../core/supabase/auth-store.ts';
import type { PushMessage } from '../../shared/push-payload.ts';
import { handlePush } from './push.ts';
import { heldLockFake } from '../core/notifications/held-lock-fake.ts';

interface Shown {
  title: string;
  options: NotificationOptions;
  closed: boolean;
}

let shown: Shown[];
/** The Web Lock held at each show, list and close of a notification. */
let locksHeld: (string | null)[];
let badges: number[];
let unsubscribe: ReturnType<typeof vi.fn>;
/** The path the window in front shows, or none. */
let inFront: string | null;

function fakeWorker() {
  shown = [];
  locksHeld = [];
  const lock = heldLockFake();
  badges = [];
  inFront = null;
  unsubscribe = vi.fn(() => Promise.resolve(true));
  const registration = {
    showNotification: (title: string, options: NotificationOptions) => {
      locksHeld.push(lock.held());
      shown.push({ title, options, closed: false });
      return Promise.resolve();
    },
    getNotifications: ({ tag }: { tag: string }) => {
      locksHeld.push(lock.held());
      return Promise.resolve(
        shown
          .filter((entry) => !entry.closed && entry.options.tag === tag)
          .map((entry) => ({
            data: entry.options.data as unknown,
            close: () => {
              locksHeld.push(lock.held());
              entry.closed = true;
            },
          })),
      );
    },
    pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) },
  };
  const window = {
    url: 'https://parley.test/',
    focused: true,
    postMessage: (_: unknown, [port]: MessagePort[]) => port?.postMessage(inFront ?? '/'),
  };
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('registration', registration);
  vi.stubGlobal('clients', {
    matchAll: () => Promise.resolve(inFront === null ? [] : [window]),
  });
  vi.stubGlobal('navigator', {
    setAppBadge: (count: number) => Promise.resolve(void badges.push(count)),
    clearAppBadge: () => Promise.resolve(void badges.push(0)),
    locks: lock.locks,
  });
}

const signIn = (userId: string) =>
  set(
    'sb-parley-auth-token',
    JSON.stringify({ access_token: 'token', user: { id: userId } }),
    authStore(),
  );

function pushFor(uid: string, body = 'Meet at noon?'): string {
  const message: PushMessage = {
    web_push: 8030,
    notification: {
      title: 'Bob Okafor',
      body,
      navigate: 'https://parley.test/c/messaging/bob-alice',
      tag: 'messaging:bob-alice',
    },
    app_badge: 3,
    mutable: true,
    parley: {
      v: 2,
      uid,
      cid: 'messaging:bob-alice',
      path: '/c/messaging/bob-alice',
      messageId: 'm1',
    },
  };
  return JSON.stringify(message);
}

const visible = () => shown.filter((entry) => !entry.closed);
const everyWord = () => shown.map((entry) => `${entry.title} ${entry.options.body ?? ''}`);

beforeEach(async () => {
  fakeWorker();
  await clear(authStore());
});
afterEach(() => vi.unstubAllGlobals());

describe('a push reaching the worker', () => {
  it('shows the conversation to the person it names, with the badge', async () => {
    await signIn('alice');
    await handlePush(pushFor('alice'));
    expect(visible()).toMatchObject([
      { title: 'Bob Okafor', options: { body: 'Meet at noon?', tag: 'messaging:bob-alice' } },
    ]);
    expect(badges).toEqual([3]);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it.each<[string, string | null]>([
    ['someone else is signed in here', 'bob'],
    ['nobody is signed in here', null],
  ])('when %s, shows none of its words and leaves Web Push', async (_, here) => {
    if (here) await signIn(here);
    await handlePush(pushFor('alice', 'Alice’s secret plans'));
    expect(everyWord().join(' ')).not.toMatch(/secret|Bob Okafor/);
    expect(visible()).toMatchObject([{ title: 'Parley', options: { tag: 'parley' } }]);
    expect(badges).toEqual([]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('while a window in front shows the conversation, shows it silently and closes it at once', async () => {
    await signIn('alice');
    inFront = '/c/messaging/bob-alice';
    await handlePush(pushFor('alice'));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.options.silent).toBe(true);
    expect(visible()).toEqual([]);
    expect(badges).toEqual([3]);
  });

  it.each<[string, string | null, string | null]>([
    ['the person it names', 'alice', null],
    ['the person it names, with the conversation in front', 'alice', '/c/messaging/bob-alice'],
    ['someone else', 'bob', null],
  ])(
    'for %s, shows, lists and closes only under the notifications’ lock',
    async (_, here, front) => {
      if (here) await signIn(here);
      inFront = front;
      await handlePush(pushFor('alice'));
      expect(locksHeld.length).toBeGreaterThan(0);
      expect(new Set(locksHeld)).toEqual(new Set(['parley-notifications']));
    },
  );

  it('shows the app’s name alone for a malformed push', async () => {
    await signIn('alice');
    await handlePush('{not json');
    expect(visible()).toMatchObject([{ title: 'Parley' }]);
  });
});
