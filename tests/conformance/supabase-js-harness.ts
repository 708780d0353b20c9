/**
 * The Supabase backend the supabase-js conformance tests drive: the shared stack's (from
 * `inject('stack')`), or, when the run skips the stack (PARLEY_TEST_NO_STACK=1), one started
 * in-process on a free port and a fresh data folder. Also hands out clients and fresh users.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';
import { startSupabase } from '../../emulators/supabase/server.ts';
import { removeDataDir, tempDataDir } from '../support/stack.ts';

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The project's HS256 secret, to mint tokens the way a developer with the secret could. */
  jwtSecret: string;
  /** Opens the local mailbox (the `x-mailbox-key` header). */
  mailboxKey: string;
  /** The backend's own data folder (keys.json, pgdata/, storage/). */
  dataDir: string;
  close(): Promise<void>;
}

export async function openBackend(): Promise<Backend> {
  if (process.env.PARLEY_TEST_NO_STACK !== '1') {
    const stack = inject('stack');
    const dataDir = path.join(stack.dataDir, 'supabase');
    return {
      url: stack.supabaseUrl,
      anonKey: stack.supabaseAnonKey,
      serviceRoleKey: stack.supabaseServiceRoleKey,
      jwtSecret: readSecret(dataDir),
      mailboxKey: stack.mailboxKey,
      dataDir,
      close: async () => {},
    };
  }
  const dataDir = tempDataDir('parley-supabase-');
  const handle = await startSupabase({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
  });
  return {
    url: handle.info.url,
    anonKey: handle.info.anonKey,
    serviceRoleKey: handle.info.serviceRoleKey,
    jwtSecret: readSecret(dataDir),
    mailboxKey: handle.info.mailboxKey,
    dataDir,
    close: async () => {
      await handle.close();
      removeDataDir(dataDir);
    },
  };
}

function readSecret(dataDir: string): string {
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
    jwtSecret: string;
  };
  return keys.jwtSecret;
}

/** A supabase-js client as a Node app would make one (no storage, no auto refresh). */
export function client(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  key = backend.anonKey,
): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is never opened by these tests.
    realtime: { transport: ws as never },
  });
}

export interface TestUser {
  id: string;
  email: string;
  client: SupabaseClient;
}

export const TEST_PASSWORD = 'conformance-pass-1';

/** Signs up a new user (unique email) with the given metadata and returns its signed-in client. */
export async function signUpUser(
  backend: Backend,
  label: string,
  data: Record<string, string> = {},
): Promise<TestUser> {
  const supabase = client(backend);
  const email = `${label}-${randomUUID().slice(0, 8)}@conformance.test`;
  const { data: result, error } = await supabase.auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { data },
  });
  if (error || !result.user || !result.session) {
    throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no session'}`);
  }
  return { id: result.user.id, email, client: supabase };
}

/** A tiny PNG-signed body, enough for the avatars bucket's type check. */
export const png = (...bytes: number[]) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...bytes])], { type: 'image/png' });
