/**
 * Where the sender may post: hosted, https to public addresses only; on the embedded stack also
 * plain http to loopback. Resolution is faked so every range is tried without a network.
 */
import { describe, expect, it } from 'vitest';
import { guardEndpoint, isPublicAddress } from './_push-endpoint-guard.ts';

const dns: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.74.10', '2a00:1450:4001:82b::200a'],
  'push.example': ['93.184.216.34'],
  'rebind.example': ['93.184.216.34', '10.0.0.7'],
  'internal.example': ['192.168.1.20'],
  localhost: ['127.0.0.1', '::1'],
  'empty.example': [],
};
const resolve = (host: string) => {
  const addresses = dns[host];
  return addresses ? Promise.resolve(addresses) : Promise.reject(new Error('ENOTFOUND'));
};

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
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('the endpoint guard', () => {
  it.each([
    [
      'hosted: https to a public push service',
      'https://fcm.googleapis.com/fcm/send/abc',
      false,
      true,
    ],
    ['hosted: https to a public IP literal', 'https://93.184.216.34/push/1', false, true],
    ['hosted: plain http', 'http://push.example/push/1', false, false],
    ['hosted: http on loopback', 'http://127.0.0.1:9000/push/1', false, false],
    ['hosted: https on loopback', 'https://localhost/push/1', false, false],
    ['hosted: a private address', 'https://internal.example/push/1', false, false],
    [
      'hosted: one of the host’s addresses is private',
      'https://rebind.example/push/1',
      false,
      false,
    ],
    ['hosted: the cloud metadata address', 'https://169.254.169.254/latest', false, false],
    ['hosted: an IPv6 unique-local literal', 'https://[fd00::1]/push', false, false],
    ['hosted: an IPv4-mapped private literal', 'https://[::ffff:10.0.0.1]/push', false, false],
    ['hosted: credentials in the URL', 'https://user:pw@push.example/push/1', false, false],
    ['hosted: a host that does not resolve', 'https://nowhere.example/push/1', false, false],
    ['hosted: a host with no addresses', 'https://empty.example/push/1', false, false],
    ['hosted: not a URL', 'not a url', false, false],
    ['hosted: another scheme', 'ftp://push.example/push/1', false, false],
    ['hosted: too long', `https://push.example/${'a'.repeat(2100)}`, false, false],
    ['embedded: http on 127.0.0.1', 'http://127.0.0.1:9000/push/1', true, true],
    ['embedded: http on localhost', 'http://localhost:9000/push/1', true, true],
    ['embedded: http on [::1]', 'http://[::1]:9000/push/1', true, true],
    ['embedded: http to a public host', 'http://push.example/push/1', true, false],
    ['embedded: http to a private host', 'http://internal.example/push/1', true, false],
    [
      'embedded: https to a public push service',
      'https://fcm.googleapis.com/fcm/send/abc',
      true,
      true,
    ],
    ['embedded: https to a private host', 'https://internal.example/push/1', true, false],
  ])('%s', async (_name, endpoint, allowLoopbackHttp, ok) => {
    expect((await guardEndpoint(endpoint, { allowLoopbackHttp, resolve })).ok).toBe(ok);
  });
});
