/**
 * The Supabase backend the supabase-js conformance tests drive: the shared stack's (from
 * `testStack()`), or, when the run skips the stack (PARLEY_TEST_NO_STACK=1), one started
 * in-process on a free port and a fresh data folder, or the hosted project a conformance run
 * targets. Also hands out clients and fresh users.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll } from 'vitest';
import { startSupabase } from '../../emulators/supabase/server.ts';
import { removeDataDir, tempDataDir } from './stack.ts';
import { nodeClient } from '../../emulators/shared/supabase-node-client.ts';
import { testStack } from './test-stack.ts';
import { conformanceTarget } from './conformance-target.ts';
import type { HostedSupabase } from './conformance-env.ts';

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
  /** A client of it with the anon key, or with `key`. */
  client(key?: string): SupabaseClient;
  /** A new user signed up with this metadata (see signUpUser). */
  signUp(label: string, data?: Record<string, string>): Promise<TestUser>;
  close(): Promise<void>;
}

/** A backend's client and signUp, for the fields that say where and what it is. */
function withUsers(info: Omit<Backend, 'client' | 'signUp'>): Backend {
  const backend: Backend = {
    ...info,
    client: (key) => client(info, key),
    signUp: (label, data) => signUpUser(backend, label, data),
  };
  return backend;
}

export async function openBackend(): Promise<Backend> {
  const target = conformanceTarget();
  if (target.kind === 'hosted') return hostedBackend(target.supabase);
  if (process.env.PARLEY_TEST_NO_STACK !== '1') {
    const stack = testStack();
    const dataDir = path.join(stack.dataDir, 'supabase');
    return withUsers({
      url: stack.supabaseUrl,
      anonKey: stack.supabaseAnonKey,
      serviceRoleKey: stack.supabaseServiceRoleKey,
      jwtSecret: readSecret(dataDir),
      mailboxKey: stack.mailboxKey,
      dataDir,
      close: async () => {},
    });
  }
  const dataDir = tempDataDir('parley-supabase-');
  const handle = await startSupabase({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
  });
  return withUsers({
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
  });
}

/**
 * A test file's backend, opened as the file loads (`await backendForFile()` at its top, before
 * its tests) and closed after them.
 */
export async function backendForFile(): Promise<Backend> {
  const backend = await openBackend();
  afterAll(() => backend.close());
  return backend;
}

/**
 * A hosted project. It has no data folder, mailbox key or JWT secret to hand out: reading one
 * fails the test with the marker to use. The users the file signed up are deleted after it.
 */
function hostedBackend(project: HostedSupabase): Backend {
  const signedUp: string[] = [];
  const embeddedOnlyField = (name: string): never => {
    throw new Error(
      `backend.${name} exists only for the embedded backend: mark the test embeddedOnly('...')`,
    );
  };
  const backend: Backend = {
    url: project.url,
    anonKey: project.anonKey,
    serviceRoleKey: project.serviceRoleKey,
    get jwtSecret() {
      return embeddedOnlyField('jwtSecret');
    },
    get mailboxKey() {
      return embeddedOnlyField('mailboxKey');
    },
    get dataDir() {
      return embeddedOnlyField('dataDir');
    },
    client: (key) => client(project, key),
    async signUp(label, data) {
      const user = await signUpUser(backend, label, data);
      signedUp.push(user.id);
      return user;
    },
    async close() {
      const admin = client(project, project.serviceRoleKey).auth.admin;
      const refusals: string[] = [];
      for (const id of signedUp) {
        const { error } = await admin.deleteUser(id);
        if (error) refusals.push(`${error.status ?? ''} ${error.message}`);
      }
      // What is left on the test project is worth a line, never a failed test.
      if (refusals.length > 0) {
        console.warn(
          `hosted clean-up left ${refusals.length} of ${signedUp.length} users: ${refusals[0]}`,
        );
      }
    },
  };
  return backend;
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
  return nodeClient(backend.url, key);
}

export interface TestUser {
  id: string;
  email: string;
  client: SupabaseClient;
}

export const TEST_PASSWORD = 'conformance-pass-1';

export const uniqueEmail = (label: string): string =>
  `${label}-${randomUUID().slice(0, 8)}@conformance.test`;

/** Signs up a new user (unique email) with the given metadata and returns its signed-in client. */
async function signUpUser(
  backend: Backend,
  label: string,
  data: Record<string, string> = {},
): Promise<TestUser> {
  const supabase = client(backend);
  const email = uniqueEmail(label);
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

/** The current code of an authenticator app holding this TOTP secret. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/**
 * Ann Archer, Ben Baker and Cat Carter (no first name) signed up with those profiles, their ids,
 * and anon and service-role clients to query them with.
 */
export async function threeProfiles(backend: Backend) {
  const ann = await backend.signUp('ann', { first_name: 'Ann', last_name: 'Archer' });
  const ben = await backend.signUp('ben', { first_name: 'Ben', last_name: 'Baker' });
  const cat = await backend.signUp('cat', { last_name: 'Carter' });
  return {
    anon: backend.client(),
    service: backend.client(backend.serviceRoleKey),
    ann,
    ben,
    cat,
    ids: [ann.id, ben.id, cat.id],
  };
}
