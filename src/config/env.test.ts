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
    ]);
  });
});
