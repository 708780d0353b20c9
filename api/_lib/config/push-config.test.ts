/**
 * The push sender's settings: all of them or a message naming the one missing, never its value;
 * where notifications link to; and which push services it posts to.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICES, parsePushConfig } from './push-config.ts';

const READY = {
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@parley.example',
  PARLEY_PUBLIC_URL: 'https://parley.example',
};

describe('the push configuration', () => {
  it('is ready with all of them set', () => {
    expect(parsePushConfig(READY, false)).toEqual({
      kind: 'ready',
      serviceRoleKey: 'service-role-key',
      vapidPublicKey: READY.VAPID_PUBLIC_KEY,
      vapidPrivateKey: READY.VAPID_PRIVATE_KEY,
      vapidSubject: READY.VAPID_SUBJECT,
      publicOrigin: 'https://parley.example',
      allowedHosts: [...KNOWN_PUSH_SERVICES],
    });
    expect(parsePushConfig({ ...READY, VAPID_SUBJECT: 'https://parley.example' }, false).kind).toBe(
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
    ['PARLEY_PUBLIC_URL', undefined, 'PARLEY_PUBLIC_URL is not set'],
    [
      'PARLEY_PUBLIC_URL',
      'http://parley.example',
      'PARLEY_PUBLIC_URL must be the app’s https origin, with no path',
    ],
    [
      'PARLEY_PUBLIC_URL',
      'https://parley.example/app',
      'PARLEY_PUBLIC_URL must be the app’s https origin, with no path',
    ],
    ['PARLEY_PUBLIC_URL', 'parley', 'PARLEY_PUBLIC_URL must be the app’s URL'],
    [
      'PUSH_ALLOWED_HOSTS',
      'push.example, http://x.example',
      'PUSH_ALLOWED_HOSTS must be host names, or *. and a domain, separated by commas',
    ],
  ])('names %s when it is %j', (name, value, message) => {
    const verdict = parsePushConfig({ ...READY, [name]: value }, false);
    expect(verdict).toEqual({ kind: 'unavailable', message });
  });

  it('links to the production domain Vercel names, when no public URL is set', () => {
    const env = {
      ...READY,
      PARLEY_PUBLIC_URL: undefined,
      VERCEL_PROJECT_PRODUCTION_URL: 'parley.example',
    };
    expect(parsePushConfig(env, false)).toMatchObject({ kind: 'unavailable' });
    expect(parsePushConfig({ ...env, VERCEL: '1' }, false)).toMatchObject({
      publicOrigin: 'https://parley.example',
    });
  });

  it('lets the embedded stack link to its plain http app', () => {
    const env = { ...READY, PARLEY_PUBLIC_URL: 'http://127.0.0.1:4173/' };
    expect(parsePushConfig(env, true)).toMatchObject({ publicOrigin: 'http://127.0.0.1:4173' });
  });

  it('adds the hosts a deployment lists to the known push services', () => {
    const config = parsePushConfig(
      { ...READY, PUSH_ALLOWED_HOSTS: ' Push.Example.net ,*.push.example.org' },
      false,
    );
    expect(config).toMatchObject({
      allowedHosts: [...KNOWN_PUSH_SERVICES, 'push.example.net', '*.push.example.org'],
    });
  });
});
