/**
 * A private copy of the build served on an origin of its own, for a test that deploys "a new
 * version" of it (a service worker whose bytes differ): the change touches no other test's origin.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from '../../../emulators/app-server/server.ts';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { buildDir, runtimeConfigOf } from '../../support/stack.ts';

export interface PrivateApp {
  url: string;
  /** The copy of the build it serves. */
  dir: string;
  close(): Promise<void>;
}

export async function startPrivateApp(stack: StackFile): Promise<PrivateApp> {
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
  return {
    url: server.info.url,
    dir,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
