import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { set } from 'idb-keyval';
import { keptSessionOf, readKeptSession } from './kept-session.ts';
import { authStore } from './auth-store.ts';

const NOW = Date.UTC(2026, 11, 1, 12);
const inSeconds = (ms: number) => Math.floor((NOW + ms) / 1000);
const session = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    access_token: 'a',
    refresh_token: 'r',
    expires_at: inSeconds(3_600_000),
    user: { id: 'u1' },
    ...fields,
  });

describe('the session kept on the device, read before the auth client', () => {
  it.each([
    ['a session valid for an hour', session(), 'u1'],
    ['one valid for two minutes more', session({ expires_at: inSeconds(120_000) }), 'u1'],
    [
      'one the auth client renews first (a minute left)',
      session({ expires_at: inSeconds(60_000) }),
      null,
    ],
    ['an expired one', session({ expires_at: inSeconds(-1_000) }), null],
    ['one with no refresh token', session({ refresh_token: undefined }), null],
    ['one with no expiry', session({ expires_at: undefined }), null],
    ['one with no user', session({ user: undefined }), null],
    ['one whose user has no id', session({ user: {} }), null],
    ['text that is not JSON', '{"access_token":', null],
    ['JSON that is not an object', '"a"', null],
    ['JSON null', 'null', null],
    ['nothing', null, null],
  ])('%s', (_, stored, userId) => {
    expect(keptSessionOf(stored, NOW)?.user.id ?? null).toBe(userId);
  });

  it('reads it from IndexedDB, or from the page where an older version left it', async () => {
    expect(await readKeptSession('sb-x-auth-token')).toBeNull();
    await set('sb-x-auth-token', session({ expires_at: inSeconds(1e12) }), authStore());
    expect((await readKeptSession('sb-x-auth-token'))?.user.id).toBe('u1');
    const page = new Map([['sb-y-auth-token', session({ expires_at: 4e9, user: { id: 'u2' } })]]);
    Object.defineProperty(globalThis, 'localStorage', {
      value: { getItem: (key: string) => page.get(key) ?? null },
      configurable: true,
    });
    expect((await readKeptSession('sb-y-auth-token'))?.user.id).toBe('u2');
  });
});
