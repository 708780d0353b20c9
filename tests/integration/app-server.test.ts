/**
 * The embedded app server with the real vercel.json over a small build folder: headers on
 * every route, rewrites that leave /api, the service worker, manifest, icons and robots.txt
 * alone, the runtime config in index.html, and functions reached with Vercel-shaped req/res.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAppServer } from '../../emulators/app-server/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { AppServerInfo, BrowserRuntimeConfig } from '../../emulators/stack-types.ts';
import { repoRoot } from '../support/stack.ts';

const runtimeConfig: BrowserRuntimeConfig = {
  supabaseUrl: 'http://127.0.0.1:54999',
  supabaseAnonKey: 'anon"</head><script>alert(1)</script>',
  streamApiKey: 'chat-key',
  streamBaseUrl: 'http://127.0.0.1:8799',
};
const BUNDLE = `console.log(${JSON.stringify('parley '.repeat(2000))});`;

let distDir: string;
let app: ServiceHandle<AppServerInfo>;
let base: string;

function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Parley</title><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), BUNDLE);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Parley"}');
  writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  writeBuild(distDir);
  process.env.SUPABASE_JWT_SECRET = 'from-the-developer-shell-must-not-leak-in';
  app = await startAppServer(
    {
      host: '127.0.0.1',
      port: 0,
      distDir,
      runtimeConfig,
      functionEnv: { FIXTURE_VALUE: 'from-function-env' },
    },
    undefined,
    { apiDir: path.join(repoRoot, 'emulators/functions/fixtures') },
  );
  base = app.info.url;
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

describe('routing and headers', () => {
  it.each([
    ['/', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/chat/messaging:general', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/profile', 200, 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 200, 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 200, 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/icons/icon-192.png', 200, 'image/png', 'no-cache'],
    ['/robots.txt', 200, 'text/plain; charset=utf-8', 'no-cache'],
    [
      '/assets/index-abc123.js',
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/icons/missing.png', 404, 'text/plain; charset=utf-8', 'no-cache'],
    [
      '/assets/missing-123.js',
      404,
      'text/plain; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/api/missing', 404, 'application/json; charset=utf-8', null],
    ['/api/echo', 200, 'application/json; charset=utf-8', null],
    ['/.env', 200, 'text/html; charset=utf-8', 'no-cache'],
  ])('%s → %i %s', async (route, status, type, cacheControl) => {
    const response = await fetch(`${base}${route}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header)).toBeTruthy();
    const body = await response.text();
    if (route === '/.env') expect(body).not.toContain('SECRET=1');
    if (['/sw.js', '/manifest.webmanifest', '/robots.txt'].includes(route)) {
      expect(body).not.toContain('<html');
    }
  });

  it('sends the production CSP with only the hosts moved to the local servers', async () => {
    const csp = (await fetch(base)).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54999',
      'ws://127.0.0.1:54999',
      'http://127.0.0.1:8799',
      'ws://127.0.0.1:8799',
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/supabase\.co|stream-io/);
    expect((await fetch(base)).headers.get('permissions-policy')).toContain('geolocation=(self)');
  });

  it('compresses text with brotli or gzip and revalidates with ETag', async () => {
    const url = `${base}/assets/index-abc123.js`;
    const raw = (accept: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>(
        (resolve, reject) => {
          request(url, { headers: { 'accept-encoding': accept } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                headers: res.headers,
                body: Buffer.concat(chunks),
                status: res.statusCode ?? 0,
              }),
            );
          })
            .on('error', reject)
            .end();
        },
      );
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    expect((await raw('identity')).body.toString()).toBe(BUNDLE);
    const etag = String(br.headers.etag);
    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('answers other methods on static routes with 405', async () => {
    const response = await fetch(`${base}/index.html`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers an oversized header with a JSON 431', async () => {
    const response = await fetch(`${base}/api/echo`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      error: 'header_too_large',
      message: 'Request Header Fields Too Large',
    });
  });
});

describe('runtime config', () => {
  it('injects the public config into index.html as an HTML-escaped meta tag', async () => {
    for (const route of ['/', '/index.html', '/chat/x']) {
      const html = await (await fetch(`${base}${route}`)).text();
      const match = /<meta name="parley-config" content="([^"]*)" \/>/.exec(html);
      expect(match).not.toBeNull();
      expect(html).not.toContain('<script>alert(1)</script>');
      const decoded = (match?.[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(JSON.parse(decoded)).toEqual(runtimeConfig);
      expect(html.indexOf('parley-config')).toBeLessThan(html.indexOf('<script'));
    }
  });
});

describe('functions host', () => {
  const echo = async (query: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}/api/echo${query}`, init);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it('hands the handler Vercel-shaped query, cookies and environment', async () => {
    const result = await echo('?a=1&b=2&b=3&c', {
      headers: { cookie: 'sid=abc%20def; theme="dark"; sid=second', 'x-forwarded-for': '6.6.6.6' },
    });
    expect(result.body).toMatchObject({
      method: 'GET',
      query: { a: '1', b: ['2', '3'], c: '' },
      cookies: { sid: 'abc def', theme: 'dark' },
      // No content type reads as text/plain, so an empty body is '' (as on Vercel).
      body: '',
      forwarded: ['127.0.0.1', 'http'],
      env: 'from-function-env',
      leaked: null,
    });
    expect(result.headers.get('content-security-policy')).toBeTruthy();
  });

  it.each([
    ['application/json', '{"x":[1,2]}', { x: [1, 2] }],
    ['application/json; charset=utf-8', '', {}],
    ['application/x-www-form-urlencoded', 'a=1&a=2&b=3', { a: ['1', '2'], b: '3' }],
    ['text/plain', 'hello', 'hello'],
    ['application/octet-stream', 'AB', { buffer: [65, 66] }],
    ['image/png', 'AB', null],
  ])('parses a %s body as Vercel does', async (type, body, expected) => {
    const result = await echo('', { method: 'POST', headers: { 'content-type': type }, body });
    expect(result.body.body).toEqual(expected);
  });

  it('answers 400 for a JSON body that does not parse, 413 past 4.5 MB', async () => {
    const bad = await echo('', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(bad.status).toBe(400);
    const big = await echo('', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('FUNCTION_PAYLOAD_TOO_LARGE');
  });

  it('supports send(), status() and redirect()', async () => {
    const text = await fetch(`${base}/api/echo?action=send-text`);
    expect(text.status).toBe(201);
    expect(text.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await text.text()).toBe('<p>hi</p>');
    const buffer = await fetch(`${base}/api/echo?action=send-buffer`);
    expect(buffer.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await buffer.arrayBuffer())]).toEqual([1, 2, 3]);
    const temporary = await fetch(`${base}/api/echo?action=redirect`, { redirect: 'manual' });
    expect([temporary.status, temporary.headers.get('location')]).toEqual([307, '/elsewhere']);
    const permanent = await fetch(`${base}/api/echo?action=redirect-301`, { redirect: 'manual' });
    expect([permanent.status, permanent.headers.get('location')]).toEqual([301, '/moved']);
  });

  it('turns a throwing handler into a logged, generic 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${base}/api/echo?action=throw`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        error: 'FUNCTION_INVOCATION_FAILED',
        message: 'A server error has occurred.',
      });
      expect(body).not.toContain('secret-looking');
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('never routes to underscore helpers', async () => {
    expect((await fetch(`${base}/api/_private`)).status).toBe(404);
  });
});

describe('with the real api folder', () => {
  it('routes /api/stream-token to its handler', async () => {
    const real = await startAppServer({
      host: '127.0.0.1',
      port: 0,
      distDir,
      runtimeConfig,
      functionEnv: {
        SUPABASE_URL: runtimeConfig.supabaseUrl,
        SUPABASE_ANON_KEY: runtimeConfig.supabaseAnonKey,
        STREAM_API_KEY: 'chat-key',
        STREAM_API_SECRET: 'chat-secret',
      },
    });
    try {
      const response = await fetch(`${real.info.url}/api/stream-token`, { method: 'POST' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, OPTIONS');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
    } finally {
      await real.close();
    }
  });
});
