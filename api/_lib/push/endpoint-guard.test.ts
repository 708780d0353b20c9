/**
 * Where the sender may post: hosted, https to a known push service; from the embedded stack's
 * functions host also plain http to this machine; https to loopback never. Addresses are judged
 * as the connection is made (post.test.ts); here, what is judged before.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICES } from '../config/push-config.ts';
import { checkEndpoint, isPublicAddress } from './endpoint-guard.ts';

describe('public addresses', () => {
  it.each([
    ['93.184.216.34', true],
    ['2a00:1450:4001:82b::200a', true],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.0.1', false],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['::ffff:a00:1', false],
    ['64:ff9b::a00:1', false],
    ['::7f00:1', false],
    ['::a00:7', false],
    ['fec0::1', false],
    ['2002:a00:7::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['64:ff9b:1::a00:7', false],
    ['2001:4860:4860::8888', true],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

const hosted = { embedded: false, allowedHosts: KNOWN_PUSH_SERVICES };
const embedded = { embedded: true, allowedHosts: KNOWN_PUSH_SERVICES };

describe('the endpoint check before connecting', () => {
  it.each([
    ['hosted: Chrome’s push service', 'https://fcm.googleapis.com/fcm/send/abc', hosted, true],
    ['hosted: Safari’s', 'https://web.push.apple.com/QGx1', hosted, true],
    ['hosted: Firefox’s', 'https://updates.push.services.mozilla.com/wpush/v2/x', hosted, true],
    ['hosted: Edge’s', 'https://wns2-bl2p.notify.windows.com/w/?token=x', hosted, true],
    ['hosted: a look-alike host', 'https://fcm.googleapis.com.evil.example/x', hosted, false],
    ['hosted: a host ending in a known name', 'https://evilpush.apple.com/x', hosted, false],
    ['hosted: another https host', 'https://push.example/push/1', hosted, false],
    ['hosted: a public IP literal', 'https://93.184.216.34/push/1', hosted, false],
    ['hosted: plain http', 'http://fcm.googleapis.com/fcm/send/abc', hosted, false],
    ['hosted: http on loopback', 'http://127.0.0.1:9000/push/1', hosted, false],
    ['hosted: https on loopback', 'https://127.0.0.1/push/1', hosted, false],
    ['hosted: credentials in the URL', 'https://u:p@fcm.googleapis.com/fcm/send/a', hosted, false],
    ['hosted: not a URL', 'not a url', hosted, false],
    ['hosted: another scheme', 'ftp://fcm.googleapis.com/x', hosted, false],
    ['hosted: too long', `https://fcm.googleapis.com/${'a'.repeat(2100)}`, hosted, false],
    ['embedded: http on 127.0.0.1', 'http://127.0.0.1:9000/push/1', embedded, true],
    ['embedded: http on [::1]', 'http://[::1]:9000/push/1', embedded, true],
    [
      'embedded: http on localhost (its addresses checked when connecting)',
      'http://localhost:9000/push/1',
      embedded,
      true,
    ],
    ['embedded: http to a private literal', 'http://10.0.0.8/push/1', embedded, false],
    ['embedded: http to a public literal', 'http://93.184.216.34/push/1', embedded, false],
    ['embedded: https on loopback', 'https://127.0.0.1:9000/push/1', embedded, false],
    ['embedded: https on [::1]', 'https://[::1]:9000/push/1', embedded, false],
    [
      'embedded: https to a known push service',
      'https://fcm.googleapis.com/fcm/send/abc',
      embedded,
      true,
    ],
  ])('%s', (_name, endpoint, policy, ok) => {
    expect(checkEndpoint(endpoint, policy).ok).toBe(ok);
  });

  it('takes the hosts a deployment adds', () => {
    const policy = { embedded: false, allowedHosts: [...KNOWN_PUSH_SERVICES, '*.push.example'] };
    expect(checkEndpoint('https://eu.push.example/x', policy).ok).toBe(true);
    expect(checkEndpoint('https://push.example/x', policy).ok).toBe(false);
  });
});
