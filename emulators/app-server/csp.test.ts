import { describe, expect, it } from 'vitest';
import { localizeCsp } from './csp.ts';

const HOSTED =
  "default-src 'self'; img-src 'self' https: https://*.supabase.co https://*.stream-io-cdn.com; connect-src 'self' https://*.supabase.co wss://*.supabase.co https://*.stream-io-api.com wss://*.stream-io-api.com https://*.stream-io-cdn.com";

describe('localizeCsp', () => {
  it('swaps each hosted source for the local origin standing in for it', () => {
    expect(
      localizeCsp(HOSTED, {
        supabaseUrl: 'http://127.0.0.1:54321',
        chatUrl: 'http://127.0.0.1:8700/',
      }),
    ).toBe(
      "default-src 'self'; img-src 'self' https: http://127.0.0.1:54321 http://127.0.0.1:8700; connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321 http://127.0.0.1:8700 ws://127.0.0.1:8700",
    );
  });

  it('keeps Stream hosts when the app talks to hosted Stream, and https/wss for an https Supabase', () => {
    const csp = localizeCsp(HOSTED, { supabaseUrl: 'https://abcd.supabase.co' });
    expect(csp).toContain(
      'https://abcd.supabase.co wss://abcd.supabase.co https://*.stream-io-api.com',
    );
  });

  it('refuses a policy that no longer lists a hosted source it must swap', () => {
    expect(() =>
      localizeCsp("connect-src 'self' https://*.supabase.co", {
        supabaseUrl: 'http://127.0.0.1:1',
      }),
    ).toThrow('wss://*.supabase.co');
  });
});
