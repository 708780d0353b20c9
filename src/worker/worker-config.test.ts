import { describe, expect, it } from 'vitest';
import { configFromShell } from './worker-config.ts';

/** The tag as the app server writes it: JSON in an attribute, escaped. */
const shellWith = (config: object): string =>
  `<!doctype html><html><head><meta name="parley-config" content="${JSON.stringify(config)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')}" /><title>Parley</title></head><body></body></html>`;

describe('the service worker reads the configuration from the shell', () => {
  it('as the page reads it, entities decoded once', () => {
    const config = {
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: "anon-'key'&<x>",
      streamApiKey: 'stream-key',
      streamBaseUrl: 'http://127.0.0.1:8700',
    };
    expect(configFromShell(shellWith(config))).toEqual(config);
    // Text that only looks escaped stays as written.
    const literal = { ...config, streamApiKey: '&amp;' };
    expect(configFromShell(shellWith(literal)).streamApiKey).toBe('&amp;');
  });

  it('names what is missing when the shell carries no configuration', () => {
    expect(() => configFromShell('<html><head></head></html>')).toThrow(/VITE_SUPABASE_URL/);
    expect(() => configFromShell(shellWith({ supabaseUrl: 'http://127.0.0.1:1' }))).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });
});
