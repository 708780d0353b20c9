/** The push sender's settings: all four or a message naming the one missing, never its value. */
import { describe, expect, it } from 'vitest';
import { parsePushConfig } from './_config.ts';

const READY = {
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@parley.example',
};

describe('the push configuration', () => {
  it('is ready with all four set', () => {
    expect(parsePushConfig(READY)).toEqual({
      kind: 'ready',
      serviceRoleKey: 'service-role-key',
      vapidPublicKey: READY.VAPID_PUBLIC_KEY,
      vapidPrivateKey: READY.VAPID_PRIVATE_KEY,
      vapidSubject: READY.VAPID_SUBJECT,
    });
    expect(parsePushConfig({ ...READY, VAPID_SUBJECT: 'https://parley.example' }).kind).toBe(
      'ready',
    );
  });

  it.each([
    ['SUPABASE_SERVICE_ROLE_KEY', '', 'SUPABASE_SERVICE_ROLE_KEY is not set'],
    ['VAPID_PUBLIC_KEY', undefined, 'VAPID_PUBLIC_KEY is not set'],
    [
      'VAPID_PUBLIC_KEY',
      'short-secret-pasted',
      'VAPID_PUBLIC_KEY must be a base64url P-256 public key',
    ],
    ['VAPID_PRIVATE_KEY', '  ', 'VAPID_PRIVATE_KEY is not set'],
    [
      'VAPID_PRIVATE_KEY',
      'not/base64url+'.padEnd(43, 'x'),
      'VAPID_PRIVATE_KEY must be a base64url P-256 private key',
    ],
    ['VAPID_SUBJECT', 'ops@parley.example', 'VAPID_SUBJECT must be a mailto: or https: URL'],
    ['VAPID_SUBJECT', 'http://parley.example', 'VAPID_SUBJECT must be a mailto: or https: URL'],
  ])('names %s when it is %j', (name, value, message) => {
    const verdict = parsePushConfig({ ...READY, [name]: value });
    expect(verdict).toEqual({ kind: 'unavailable', message });
  });
});
