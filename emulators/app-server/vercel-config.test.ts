import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRouteSource } from './route-pattern.ts';
import { headersFor, loadVercelConfig, parseVercelConfig, rewriteFor } from './vercel-config.ts';

const config = loadVercelConfig(new URL('../../vercel.json', import.meta.url).pathname);

describe("the repository's vercel.json", () => {
  it.each(['/', '/chat', '/chat/messaging:general', '/profile/security', '/apis', '/sw.jsx'])(
    'falls back to index.html for %s',
    (route) => expect(rewriteFor(config, route)).toBe('/index.html'),
  );

  it.each([
    '/api/stream-token',
    '/api/anything/else',
    '/sw.js',
    '/workbox-2fbc6a65.js',
    '/registerSW.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
    '/robots.txt',
    '/assets/index-abc.js',
  ])('never rewrites %s', (route) => {
    expect(rewriteFor(config, route)).toBeUndefined();
  });

  it('caches hashed assets for a year and everything else (but /api) never long', () => {
    expect(headersFor(config, '/assets/index-abc.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const route of ['/', '/index.html', '/sw.js', '/chat/x', '/manifest.webmanifest']) {
      expect(headersFor(config, route).get('cache-control')).toBe('no-cache');
    }
    expect(headersFor(config, '/api/stream-token').has('cache-control')).toBe(false);
  });

  it('puts the security headers on every route', () => {
    for (const route of ['/', '/api/stream-token', '/assets/x.js', '/sw.js', '/nope']) {
      const headers = headersFor(config, route);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
  });

  it('keeps functions within a short maxDuration', () => {
    const raw = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as {
      functions: Record<string, unknown>;
    };
    expect(Object.keys(raw.functions)).toEqual(['api/*.ts']);
    expect(config.functionMaxDurationMs).toBe(10_000);
  });
});

describe('route sources and unsupported configuration', () => {
  it('compiles path-to-regexp groups and parameters', () => {
    expect(compileRouteSource('/assets/(.*)').test('/assets/a/b.js')).toBe(true);
    expect(compileRouteSource('/blog/:slug').test('/blog/hello')).toBe(true);
    expect(compileRouteSource('/blog/:slug').test('/blog/a/b')).toBe(false);
    expect(compileRouteSource('/docs/:path*').test('/docs/a/b')).toBe(true);
    expect(compileRouteSource('/a.b').test('/aXb')).toBe(false);
  });

  it.each([
    ['{"redirects": []}', 'redirects'],
    ['{"rewrites": [{"source": "/(.*)", "destination": "/:path"}]}', 'plain path'],
    ['{"headers": [{"source": "/(.*)", "has": [], "headers": []}]}', 'has'],
    ['{"rewrites": [{"source": "/a{b}", "destination": "/x"}]}', 'unsupported'],
  ])('refuses %s', (text, message) => {
    expect(() => parseVercelConfig(text)).toThrow(message);
  });
});
