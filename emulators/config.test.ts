import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, exposeWarning, parseEmulatorConfig } from './config.ts';

describe('parseEmulatorConfig', () => {
  it('needs no variables: documented defaults', () => {
    const config = parseEmulatorConfig({}, [], '/repo');
    expect(config).toEqual({
      host: '127.0.0.1',
      dataDir: path.resolve('/repo', '.local'),
      distDir: path.resolve('/repo', 'dist'),
      ports: { app: 4173, supabase: 54321, chat: 8700 },
      reset: false,
      dev: false,
      expose: false,
      chatRateLimits: { user: 600, app: 10_000, windowSeconds: 60 },
      chatUploadQuota: 1024 * 2 ** 20,
      emailConfirmations: undefined,
    });
  });

  it('turns sign-up confirmations on or off, or leaves them to supabase/config.toml', () => {
    const confirmations = (value: string) =>
      parseEmulatorConfig({ PARLEY_AUTH_EMAIL_CONFIRMATIONS: value }, []).emailConfirmations;
    expect(confirmations('on')).toBe(true);
    expect(confirmations('off')).toBe(false);
    expect(confirmations('config')).toBeUndefined();
    expect(() => confirmations('yes')).toThrow(ConfigError);
  });

  it('reads the chat upload quota in megabytes, or none', () => {
    const quota = (value: string) =>
      parseEmulatorConfig({ PARLEY_CHAT_UPLOAD_QUOTA: value }, []).chatUploadQuota;
    expect(quota('5')).toBe(5 * 2 ** 20);
    expect(quota('off')).toBe(false);
  });

  it('reads the chat rate limits: some or all of them, or none', () => {
    const limits = (value: string) =>
      parseEmulatorConfig({ PARLEY_CHAT_RATE_LIMITS: value }, []).chatRateLimits;
    expect(limits('user=5,window=10')).toEqual({ user: 5, app: 10_000, windowSeconds: 10 });
    expect(limits(' app=7 , user=2 ,window=1')).toEqual({ user: 2, app: 7, windowSeconds: 1 });
    expect(limits('off')).toBe(false);
  });

  it('reads ports, data folder and flags', () => {
    const config = parseEmulatorConfig(
      {
        PARLEY_APP_PORT: '0',
        PARLEY_CHAT_PORT: '9000',
        PARLEY_DATA_DIR: '/tmp/x',
        PARLEY_DIST_DIR: 'build/web',
      },
      ['--reset'],
      '/repo',
    );
    expect(config.ports).toEqual({ app: 0, supabase: 54321, chat: 9000 });
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.distDir).toBe(path.resolve('/repo', 'build/web'));
    expect(config.reset).toBe(true);
  });

  it.each([
    ['PARLEY_APP_PORT', 'abc'],
    ['PARLEY_SUPABASE_PORT', '70000'],
    ['PARLEY_CHAT_PORT', '3030'],
    ['PARLEY_HOST', 'bad host!'],
    ['PARLEY_CHAT_RATE_LIMITS', 'user=0'],
    ['PARLEY_CHAT_RATE_LIMITS', 'users=5'],
    ['PARLEY_CHAT_RATE_LIMITS', 'user=5,,app=3'],
    ['PARLEY_CHAT_RATE_LIMITS', 'none'],
    ['PARLEY_CHAT_UPLOAD_QUOTA', '0'],
    ['PARLEY_CHAT_UPLOAD_QUOTA', '1.5'],
    ['PARLEY_CHAT_UPLOAD_QUOTA', 'lots'],
  ])('names %s when it is malformed', (name, value) => {
    expect(() => parseEmulatorConfig({ [name]: value }, [])).toThrow(ConfigError);
    expect(() => parseEmulatorConfig({ [name]: value }, [])).toThrow(name);
  });

  it.each(['0.0.0.0', '192.168.1.20', '::', 'parley.example'])(
    'refuses PARLEY_HOST=%s, reachable from other machines, without --expose',
    (host) => {
      expect(() => parseEmulatorConfig({ PARLEY_HOST: host }, [])).toThrow(
        /PARLEY_HOST.*--expose/s,
      );
      const exposed = parseEmulatorConfig({ PARLEY_HOST: host }, ['--expose']);
      expect(exposed.expose).toBe(true);
      // Said out loud at start: who can reach it, and what it holds.
      expect(exposeWarning(exposed)).toMatch(new RegExp(`WARNING.*${host}.*every account`, 's'));
    },
  );

  it('warns under --expose that the demo accounts share the printed password', () => {
    const exposed = parseEmulatorConfig({ PARLEY_HOST: '0.0.0.0' }, ['--expose']);
    expect(exposeWarning(exposed)).toMatch(/demo accounts.*one password printed below/s);
    expect(exposeWarning(exposed)).not.toContain('--dev');
  });

  it('warns under --expose --dev that the app source goes to the network too', () => {
    const exposed = parseEmulatorConfig({ PARLEY_HOST: '0.0.0.0' }, ['--expose', '--dev']);
    expect(exposeWarning(exposed)).toMatch(/With --dev it also serves the app's source code/);
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1'])(
    'accepts the loopback host %s',
    (host) => {
      expect(parseEmulatorConfig({ PARLEY_HOST: host }, []).host).toBe(host);
      expect(exposeWarning(parseEmulatorConfig({ PARLEY_HOST: host }, []))).toBeUndefined();
    },
  );

  it('refuses unknown options', () => {
    expect(() => parseEmulatorConfig({}, ['--rest'])).toThrow('--rest');
  });
});
