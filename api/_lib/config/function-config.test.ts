// Named with a leading underscore so Vercel does not deploy it as a function.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseFunctionConfig } from './function-config.ts';

const BASE = {
  SUPABASE_URL: 'https://abcd.supabase.co/',
  SUPABASE_ANON_KEY: 'anon',
  STREAM_API_KEY: 'key',
  STREAM_API_SECRET: 'secret',
};

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseFunctionConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseFunctionConfig', () => {
  it('derives issuer and JWKS URL and applies defaults', () => {
    const config = parseFunctionConfig(BASE);
    expect(config.issuer).toBe('https://abcd.supabase.co/auth/v1');
    expect(config.jwksUrl).toBe('https://abcd.supabase.co/auth/v1/.well-known/jwks.json');
    expect(config.streamTokenTtlSeconds).toBe(900);
    expect(config.requireAal2).toBe(true);
    expect(config.streamBaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.allowedOrigins).toEqual([]);
  });

  it.each([
    [{ ...BASE, SUPABASE_URL: '' }, 'SUPABASE_URL'],
    [{ ...BASE, SUPABASE_URL: 'abcd.supabase.co' }, 'SUPABASE_URL'],
    [{ ...BASE, SUPABASE_URL: 'ftp://abcd.supabase.co' }, 'SUPABASE_URL'],
    [{ ...BASE, STREAM_API_KEY: ' ' }, 'STREAM_API_KEY'],
    [{ ...BASE, STREAM_API_SECRET: '' }, 'STREAM_API_SECRET'],
    [{ ...BASE, STREAM_TOKEN_TTL_SECONDS: '10' }, 'STREAM_TOKEN_TTL_SECONDS'],
    [{ ...BASE, STREAM_TOKEN_TTL_SECONDS: '1h' }, 'STREAM_TOKEN_TTL_SECONDS'],
    [{ ...BASE, REQUIRE_AAL2: 'yes' }, 'REQUIRE_AAL2'],
    [{ ...BASE, SUPABASE_ANON_KEY: '' }, 'SUPABASE_ANON_KEY'],
    [{ ...BASE, STREAM_BASE_URL: 'chat.local:8700' }, 'STREAM_BASE_URL'],
    [{ ...BASE, SUPABASE_JWT_SECRET: 'short' }, 'SUPABASE_JWT_SECRET'],
    [{ ...BASE, ALLOWED_ORIGINS: 'https://a.example/path' }, 'ALLOWED_ORIGINS'],
    [{ ...BASE, ALLOWED_ORIGINS: 'https://*.*.example' }, 'ALLOWED_ORIGINS'],
  ])('names the bad variable (%#)', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('runs as the embedded stack only when its functions host says so, whatever the chat server', () => {
    expect(parseFunctionConfig(BASE).embedded).toBe(false);
    expect(
      parseFunctionConfig({ ...BASE, STREAM_BASE_URL: 'http://127.0.0.1:8700' }).embedded,
    ).toBe(false);
    expect(parseFunctionConfig({ ...BASE, PARLEY_EMBEDDED_FUNCTIONS: '1' }).embedded).toBe(true);
  });

  it('refuses the embedded stack’s flag on Vercel', () => {
    const error = errorOf({ ...BASE, PARLEY_EMBEDDED_FUNCTIONS: '1', VERCEL: '1' });
    expect(error.variable).toBe('PARLEY_EMBEDDED_FUNCTIONS');
  });

  it('turns the two-factor check off only when told to, in words', () => {
    expect(parseFunctionConfig({ ...BASE, REQUIRE_AAL2: 'false' }).requireAal2).toBe(false);
    expect(parseFunctionConfig({ ...BASE, REQUIRE_AAL2: '0' }).requireAal2).toBe(false);
    expect(parseFunctionConfig({ ...BASE, REQUIRE_AAL2: '' }).requireAal2).toBe(true);
  });

  it('never puts a value that may be a secret in an error message', () => {
    const secret = 'tooshort-but-secret';
    expect(errorOf({ ...BASE, SUPABASE_JWT_SECRET: secret }).message).not.toContain(secret);
    const pasted = 'sb_secret_pasted-into-the-wrong-variable';
    expect(errorOf({ ...BASE, SUPABASE_URL: pasted }).message).not.toContain(pasted);
  });

  it('matches preview origins with one wildcard label run, nothing broader', () => {
    const [pattern] = parseFunctionConfig({
      ...BASE,
      ALLOWED_ORIGINS: 'https://parley-*-team.vercel.app',
    }).allowedOrigins;
    expect(pattern?.test('https://parley-git-main-team.vercel.app')).toBe(true);
    expect(pattern?.test('https://parley-x.evil.com-team.vercel.app')).toBe(false);
    expect(pattern?.test('http://parley-git-main-team.vercel.app')).toBe(false);
  });
});
