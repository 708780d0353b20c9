import { describe, expect, it } from 'vitest';
import { BROWSER_ENV_VARS, ConfigError, parseConfig } from './env.ts';

const build = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_STREAM_API_KEY: 'key',
};

describe('parseConfig', () => {
  it('reads the build-time variables and trims a trailing slash', () => {
    expect(parseConfig(build, null)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      streamApiKey: 'key',
    });
  });

  it('lets the meta tag override every field', () => {
    const meta = JSON.stringify({
      supabaseUrl: 'http://127.0.0.1:5000',
      supabaseAnonKey: 'local-anon',
      streamApiKey: 'local-key',
      streamBaseUrl: 'http://127.0.0.1:6000',
    });
    expect(parseConfig(build, meta)).toEqual({
      supabaseUrl: 'http://127.0.0.1:5000',
      supabaseAnonKey: 'local-anon',
      streamApiKey: 'local-key',
      streamBaseUrl: 'http://127.0.0.1:6000',
    });
  });

  it('names the missing variable', () => {
    const { VITE_STREAM_API_KEY: _omit, ...rest } = build;
    expect(() => parseConfig(rest, null)).toThrow(
      new ConfigError('VITE_STREAM_API_KEY', 'is not set.'),
    );
  });

  it('names a variable whose URL is invalid', () => {
    const error = (() => {
      try {
        parseConfig({ ...build, VITE_SUPABASE_URL: 'not a url' }, null);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('VITE_SUPABASE_URL');
  });

  it('ignores a meta tag that is not JSON and keeps the build values', () => {
    expect(parseConfig(build, '{oops').streamApiKey).toBe('key');
  });

  it('lists every variable it reads', () => {
    expect(BROWSER_ENV_VARS).toEqual([
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_STREAM_API_KEY',
      'VITE_STREAM_BASE_URL',
      'VITE_VAPID_PUBLIC_KEY',
    ]);
  });
});

describe('the VAPID public key', () => {
  // An uncompressed P-256 point: 0x04, then x and y (any 64 bytes pass the shape check).
  const point = new Uint8Array(65).fill(7);
  point[0] = 4;
  const key = btoa(String.fromCharCode(...point))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

  it('is optional: without it the configuration has none (no Web Push)', () => {
    expect(parseConfig(build, null).vapidPublicKey).toBeUndefined();
    expect(parseConfig({ ...build, VITE_VAPID_PUBLIC_KEY: '  ' }, null).vapidPublicKey).toBe(
      undefined,
    );
  });

  it('is read from the build and from the meta tag', () => {
    expect(parseConfig({ ...build, VITE_VAPID_PUBLIC_KEY: key }, null).vapidPublicKey).toBe(key);
    expect(parseConfig(build, JSON.stringify({ vapidPublicKey: key })).vapidPublicKey).toBe(key);
  });

  it.each([
    ['standard base64 with padding', `${btoa(String.fromCharCode(...point))}`],
    ['65 bytes not starting with 0x04', key.replace(/^B/, 'A')],
    ['too short', key.slice(0, 43)],
    ['not base64url', `${key.slice(0, 86)}!`],
  ])('names the variable when the key is %s', (_case, value) => {
    expect(() => parseConfig({ ...build, VITE_VAPID_PUBLIC_KEY: value }, null)).toThrow(
      expect.objectContaining({ variable: 'VITE_VAPID_PUBLIC_KEY' }),
    );
  });
});
