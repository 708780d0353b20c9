/**
 * A private copy of the build served on an origin of its own, for a test that deploys "a new
 * version" of it (a service worker whose bytes differ): the change touches no other test's origin.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { startAppServer } from '../../../emulators/app-server/server.ts';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { buildDir, runtimeConfigOf } from '../../support/stack.ts';
import { forTheseTests } from './for-these-tests.ts';

export interface PrivateApp {
  url: string;
  /** Deploys a new version: a service worker whose bytes differ from every one served before. */
  deployNewVersion(): void;
  close(): Promise<void>;
}

async function startPrivateApp(stack: StackFile): Promise<PrivateApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-dist-'));
  cpSync(buildDir, dir, { recursive: true });
  const server = await startAppServer({
    host: '127.0.0.1',
    port: 0,
    distDir: dir,
    runtimeConfig: runtimeConfigOf(stack),
    functionEnv: {
      SUPABASE_URL: stack.supabaseUrl,
      SUPABASE_ANON_KEY: stack.supabaseAnonKey,
      STREAM_API_KEY: stack.chatApiKey,
      STREAM_API_SECRET: stack.chatApiSecret,
      STREAM_BASE_URL: stack.chatUrl,
    },
  });
  const swPath = path.join(dir, 'sw.js');
  let version = 1;
  return {
    url: server.info.url,
    deployNewVersion: () => {
      version += 1;
      writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// version ${version}\n`);
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A private app for the tests of the describe block it is called in, closed after them. */
export function usePrivateApp(stack: StackFile): () => PrivateApp {
  return forTheseTests(
    'the private app',
    () => startPrivateApp(stack),
    (app) => app.close(),
  );
}

/**
 * Has the page's service worker registration look for a new version now, rather than at its next
 * navigation, and returns the prompt that offers one.
 */
export async function checkForUpdate(page: Page): Promise<Locator> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  return page.getByRole('alertdialog', { name: 'A new version of Parley is ready' });
}
