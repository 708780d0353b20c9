/**
 * `npm run dev`: the app server in dev mode serves the app from source through Vite, with the
 * same vercel.json headers and /api routing, and the page runs in Chromium under the CSP
 * (inline dev scripts allowed by hash, nothing else loosened). It serves only what the app is
 * built from: never the stack's data folder, whichever way Vite would read it, nor the rest of
 * the repo.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../emulators/app-server/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { AppServerInfo } from '../../emulators/stack-types.ts';
import { launchBrowser } from '../browser/support/browser.ts';
import { failOnPageErrors } from '../browser/support/page-errors.ts';
import { repoRoot } from '../support/stack.ts';

let app: ServiceHandle<AppServerInfo>;

failOnPageErrors();

beforeAll(async () => {
  app = await startAppServer({
    host: '127.0.0.1',
    port: 0,
    distDir: path.join(repoRoot, 'dist'),
    dev: true,
    runtimeConfig: {
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'anon',
      streamApiKey: 'key',
      streamBaseUrl: 'http://127.0.0.1:10',
    },
    functionEnv: {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon',
      STREAM_API_KEY: 'key',
      STREAM_API_SECRET: 's',
    },
  });
}, 120_000);

afterAll(() => app.close());

it('serves index.html from source with the runtime config and hashes for its inline scripts', async () => {
  for (const route of ['/', '/chat/somewhere']) {
    const response = await fetch(`${app.info.url}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('<meta name="parley-config"');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(scriptSrc?.split(' ')[0]).toBe("'self'");
    expect(scriptSrc).not.toContain('unsafe');
    // The React refresh preamble is inline: allowed by its hash, as the only extra source.
    expect(html).toMatch(/<script type="module">/);
    expect(scriptSrc?.split(' ').slice(1)).toEqual([expect.stringMatching(/^'sha256-[\w+/]+=*'$/)]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
});

it('serves modules through Vite and functions through the host', async () => {
  const module = await fetch(`${app.info.url}/src/main.tsx`);
  expect(module.status).toBe(200);
  expect(module.headers.get('content-type')).toMatch(/javascript/);
  const api = await fetch(`${app.info.url}/api/stream-token`);
  expect(api.status).toBe(401);
  expect((await api.json()) as unknown).toMatchObject({ error: 'missing_token' });
  expect((await fetch(`${app.info.url}/icons/missing.png`)).status).toBe(404);
});

describe('what the app is not built from', () => {
  const dataDir = path.join(repoRoot, '.local');
  const probe = `probe-${randomUUID()}.json`;
  const secret = `secret-${randomUUID()}`;
  const madeDataDir = !existsSync(dataDir);

  beforeAll(() => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dataDir, probe), JSON.stringify({ secret }), { mode: 0o600 });
  });

  afterAll(() => {
    rmSync(madeDataDir ? dataDir : path.join(dataDir, probe), { recursive: true, force: true });
  });

  it.each([
    ['as a file', `/.local/${probe}`],
    ['raw', `/.local/${probe}?raw`],
    ['as a module', `/.local/${probe}?import`],
    ['by its absolute path', `/@fs${dataDir}/${probe}`],
    ['raw by its absolute path', `/@fs${dataDir}/${probe}?raw`],
    ['with the dot encoded', `/%2Elocal/${probe}?raw`],
  ])('refuses the data folder (.local/) %s', async (_how, route) => {
    const response = await fetch(`${app.info.url}${route}`);
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain(secret);
  });

  it.each(['/package.json', '/supabase/seed.sql?raw', '/emulators/config.ts', '/README.md'])(
    'refuses %s: only src, public, shared, node_modules and index.html are served',
    async (route) => {
      const response = await fetch(`${app.info.url}${route}`);
      expect(response.status).toBe(403);
      await response.body?.cancel();
    },
  );
});

it('runs in Chromium under the CSP, with hot reload connected', async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    const connected = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('[vite] connected'),
      timeout: 60_000,
    });
    await page.goto(app.info.url);
    await connected;
    await page.waitForFunction(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
}, 120_000);
