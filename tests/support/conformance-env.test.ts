import { describe, expect, it } from 'vitest';
import { CONFORMANCE_ENV, HOSTED_STREAM_BASE_URL, parseConformanceEnv } from './conformance-env.ts';

/** A legacy Supabase API key: a JWT carrying its role (the signature is never checked here). */
const jwtKey = (role: string) =>
  ['e30', Buffer.from(JSON.stringify({ role })).toString('base64url'), 'sig'].join('.');

const HOSTED = {
  [CONFORMANCE_ENV.streamKey]: 'abc123key',
  [CONFORMANCE_ENV.streamSecret]: 'a-long-secret',
  [CONFORMANCE_ENV.supabaseUrl]: 'https://project.supabase.co/',
  [CONFORMANCE_ENV.supabaseAnonKey]: jwtKey('anon'),
  [CONFORMANCE_ENV.supabaseServiceRoleKey]: jwtKey('service_role'),
};

describe('the conformance target', () => {
  it('is the embedded servers when no variable is set, or only empty ones', () => {
    expect(parseConformanceEnv({})).toEqual({ kind: 'embedded' });
    expect(parseConformanceEnv({ [CONFORMANCE_ENV.streamKey]: ' ' })).toEqual({
      kind: 'embedded',
    });
  });

  it('is the hosted services when every required variable is set', () => {
    expect(parseConformanceEnv(HOSTED)).toEqual({
      kind: 'hosted',
      stream: { apiKey: 'abc123key', apiSecret: 'a-long-secret', baseUrl: HOSTED_STREAM_BASE_URL },
      supabase: {
        url: 'https://project.supabase.co',
        anonKey: HOSTED[CONFORMANCE_ENV.supabaseAnonKey],
        serviceRoleKey: HOSTED[CONFORMANCE_ENV.supabaseServiceRoleKey],
      },
    });
    const local = parseConformanceEnv({
      ...HOSTED,
      [CONFORMANCE_ENV.streamBaseUrl]: 'http://127.0.0.1:8700',
      [CONFORMANCE_ENV.supabaseAnonKey]: 'sb_publishable_x',
      [CONFORMANCE_ENV.supabaseServiceRoleKey]: 'sb_secret_y',
    });
    expect(local.kind === 'hosted' && local.stream.baseUrl).toBe('http://127.0.0.1:8700');
  });

  it('names the missing variables when only some are set', () => {
    expect(() =>
      parseConformanceEnv({
        [CONFORMANCE_ENV.streamKey]: 'abc',
        [CONFORMANCE_ENV.streamBaseUrl]: 'https://chat.example',
      }),
    ).toThrow(
      /missing PARLEY_CONFORMANCE_STREAM_SECRET, PARLEY_CONFORMANCE_SUPABASE_URL, PARLEY_CONFORMANCE_SUPABASE_ANON_KEY, PARLEY_CONFORMANCE_SUPABASE_SERVICE_ROLE_KEY \(set: PARLEY_CONFORMANCE_STREAM_KEY, PARLEY_CONFORMANCE_STREAM_BASE_URL\)/,
    );
  });

  it.each([
    [CONFORMANCE_ENV.streamKey, 'key with spaces', /STREAM_KEY must be letters and digits/],
    [CONFORMANCE_ENV.supabaseUrl, 'project.supabase.co', /SUPABASE_URL is not a URL/],
    [CONFORMANCE_ENV.supabaseUrl, 'http://project.supabase.co', /SUPABASE_URL must be an https/],
    [CONFORMANCE_ENV.streamBaseUrl, 'ftp://127.0.0.1', /STREAM_BASE_URL must be an https/],
    [
      CONFORMANCE_ENV.supabaseAnonKey,
      jwtKey('service_role'),
      /ANON_KEY must be the project's anon/,
    ],
    [CONFORMANCE_ENV.supabaseServiceRoleKey, jwtKey('anon'), /SERVICE_ROLE_KEY must be/],
    [CONFORMANCE_ENV.supabaseAnonKey, 'sb_secret_y', /ANON_KEY must be the sb_publishable_/],
    [CONFORMANCE_ENV.supabaseServiceRoleKey, 'not-a-key', /SERVICE_ROLE_KEY must be/],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => parseConformanceEnv({ ...HOSTED, [name]: value })).toThrow(message);
  });
});
