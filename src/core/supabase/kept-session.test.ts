/** Which stored sessions the first screen may draw before auth-js has restored them. */
import { describe, expect, it } from 'vitest';
import { RENEWAL_MARGIN_MS, usableSession } from './kept-session.ts';

const NOW = Date.UTC(2026, 10, 30, 12);
const inSeconds = (ms: number) => Math.floor((NOW + ms) / 1000);
const session = (extra: Record<string, unknown> = {}) => ({
  access_token: 'access',
  refresh_token: 'refresh',
  expires_at: inSeconds(3_600_000),
  user: { id: 'user-1' },
  ...extra,
});

describe('usableSession', () => {
  it.each([
    ['a complete session an hour from expiry', session(), true],
    [
      'one just outside the renewal margin',
      session({ expires_at: inSeconds(RENEWAL_MARGIN_MS + 1000) }),
      true,
    ],
    [
      'one auth-js renews first (inside the margin)',
      session({ expires_at: inSeconds(RENEWAL_MARGIN_MS - 1000) }),
      false,
    ],
    ['an expired one', session({ expires_at: inSeconds(-1000) }), false],
    ['one without a refresh token', session({ refresh_token: '' }), false],
    ['one without an access token', session({ access_token: undefined }), false],
    ['one without an expiry', session({ expires_at: undefined }), false],
    ['one without its user', session({ user: undefined }), false],
    [
      'one kept without its user (auth-js fetches it)',
      session({ user: { id: 'user-1', __isUserNotAvailableProxy: true } }),
      false,
    ],
    ['a user without an id', session({ user: { id: '' } }), false],
    ['null', null, false],
    ['a string', 'session', false],
  ])('%s: %s', (_name, stored, usable) => {
    expect(usableSession(stored, NOW) !== null).toBe(usable);
  });
});
