import { describe, expect, it } from 'vitest';
import { keyBytes, sameKey, subscriptionRow } from './push-keys.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the row kept for a push subscription', () => {
  it('carries the endpoint and both keys', () => {
    expect(
      subscriptionRow({
        endpoint: 'https://push.example/abc',
        keys: { p256dh: P256DH, auth: AUTH },
      }),
    ).toEqual({ endpoint: 'https://push.example/abc', p256dh: P256DH, auth: AUTH });
  });

  it.each([
    ['no endpoint', { keys: { p256dh: P256DH, auth: AUTH } }],
    [
      'an endpoint that is not http(s)',
      { endpoint: 'ftp://x', keys: { p256dh: P256DH, auth: AUTH } },
    ],
    ['no keys', { endpoint: 'https://push.example/abc' }],
    [
      'a short p256dh',
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'AAAA', auth: AUTH } },
    ],
    [
      'an auth with stray characters',
      { endpoint: 'https://p.example/a', keys: { p256dh: P256DH, auth: `${AUTH}+/` } },
    ],
  ])('is not made from a subscription with %s', (_, json: PushSubscriptionJSON) => {
    expect(subscriptionRow(json)).toBeNull();
  });
});

describe('a VAPID public key', () => {
  it('is read from base64url without padding', () => {
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('is recognised in an existing subscription made with it, and only then', () => {
    const key = keyBytes('AQID');
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
