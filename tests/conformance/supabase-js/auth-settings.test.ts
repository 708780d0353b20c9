/**
 * Auth branches that depend on config.toml settings the stack leaves at the CLI defaults:
 * `refresh_token_reuse_interval = 0` (so any replay of a rotated token is reuse) and
 * `[auth.email] enable_confirmations = true`. Runs its own auth service in-process over a fresh
 * database, driven by supabase-js.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_SCHEMA_SQL, createAuthService } from '../../../emulators/supabase/auth/service.ts';
import { openDatabase, type Database } from '../../../emulators/supabase/db/database.ts';
import { loadOrCreateKeys, type SupabaseKeys } from '../../../emulators/supabase/keys.ts';
import { removeDataDir, tempDataDir } from '../../support/stack.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const PASSWORD = 'settings-pass-1';
const SITE_URL = 'http://127.0.0.1:4173';

let server: Server;
let db: Database;
let keys: SupabaseKeys;
let url: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir('parley-auth-settings-');
  keys = await loadOrCreateKeys(dataDir);
  ({ db } = await openDatabase({ dataDir, applySql: [AUTH_SCHEMA_SQL] }));
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const auth = createAuthService({
    db,
    keys,
    publicUrl: url,
    siteUrl: SITE_URL,
    settings: { refreshTokenReuseInterval: 0, enableConfirmations: true },
  });
  server.on('request', (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] as string;
    if (pathname.startsWith('/auth/v1/')) {
      void auth.handle(req, res, pathname.slice('/auth/v1'.length));
    } else if (pathname.startsWith('/mailbox')) {
      void auth.handleMailbox(req, res, pathname.slice('/mailbox'.length) || '/');
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  removeDataDir(dataDir);
});

function supabase(key = keys.anonKey): SupabaseClient {
  return nodeClient(url, key);
}

async function confirmedUser(): Promise<{ email: string; client: SupabaseClient }> {
  const email = `settings-${randomUUID().slice(0, 8)}@conformance.test`;
  const created = await supabase(keys.serviceRoleKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const client = supabase();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client };
}

embeddedOnly('runs auth with its own settings').describe('refresh-token reuse detection', () => {
  it('revokes the whole session when a rotated token is replayed', async () => {
    const { client } = await confirmedUser();
    const first = (await client.auth.getSession()).data.session?.refresh_token as string;
    const second = (await client.auth.refreshSession()).data.session?.refresh_token as string;
    const third = (await client.auth.refreshSession()).data.session?.refresh_token as string;
    expect(new Set([first, second, third]).size).toBe(3);

    const replay = await supabase().auth.refreshSession({ refresh_token: first });
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');

    // The family is revoked: even the newest token no longer refreshes.
    const newest = await supabase().auth.refreshSession({ refresh_token: third });
    expect(newest.error?.code).toBe('refresh_token_already_used');
  });
});

embeddedOnly('runs auth with its own settings').describe('email confirmations', () => {
  it('answers sign-up with an unconfirmed user and confirms through the mailed link', async () => {
    const client = supabase();
    const email = `confirm-${randomUUID().slice(0, 8)}@conformance.test`;
    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE_URL}/welcome` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();

    const early = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');

    const settings = await fetch(`${url}/auth/v1/settings`);
    expect(((await settings.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm).toBe(
      false,
    );

    const mailbox = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`, {
      headers: { 'x-mailbox-key': keys.mailboxKey },
    });
    const { messages } = (await mailbox.json()) as {
      messages: { subject: string; links: { url: string }[] }[];
    };
    expect(messages[0]?.subject).toBe('Confirm Your Signup');
    const followed = await fetch(messages[0]?.links[0]?.url as string, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/welcome`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const signIn = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a repeat sign-up of a confirmed address like a new one, revealing nothing', async () => {
    const { email } = await confirmedUser();
    const repeat = await supabase().auth.signUp({ email, password: 'another-pass-1' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.session).toBeNull();
    expect(repeat.data.user?.email).toBe(email);
    expect(repeat.data.user?.identities).toEqual([]);
    expect(repeat.data.user?.email_confirmed_at).toBeUndefined();
    const real = await supabase().auth.signInWithPassword({ email, password: PASSWORD });
    expect(real.data.user?.id).not.toBe(repeat.data.user?.id);
  });

  it('changes the email only after the links to both addresses are followed', async () => {
    const { email, client } = await confirmedUser();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@conformance.test`;
    const change = await client.auth.updateUser({ email: newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);

    const linkTo = async (address: string): Promise<string> => {
      const response = await fetch(
        `${url}/mailbox/api/messages?to=${encodeURIComponent(address)}`,
        {
          headers: { 'x-mailbox-key': keys.mailboxKey },
        },
      );
      const { messages } = (await response.json()) as {
        messages: { subject: string; links: { url: string }[] }[];
      };
      expect(messages[0]?.subject).toBe('Confirm Email Change');
      return messages[0]?.links[0]?.url as string;
    };
    const first = await fetch(await linkTo(email), { redirect: 'manual' });
    expect(first.status).toBe(303);
    const message = new URLSearchParams(
      new URL(first.headers.get('location') as string).hash.slice(1),
    ).get('message');
    expect(message).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = await fetch(await linkTo(newEmail), { redirect: 'manual' });
    expect(second.status).toBe(303);
    const fragment = new URLSearchParams(
      new URL(second.headers.get('location') as string).hash.slice(1),
    );
    expect(fragment.get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    const signIn = await supabase().auth.signInWithPassword({
      email: newEmail,
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });

  it('confirms a PKCE sign-up with a code the client exchanges for its session', async () => {
    const client = nodeClient(url, keys.anonKey, { flowType: 'pkce' });
    const email = `pkce-${randomUUID().slice(0, 8)}@conformance.test`;
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const mailbox = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`, {
      headers: { 'x-mailbox-key': keys.mailboxKey },
    });
    const { messages } = (await mailbox.json()) as { messages: { links: { url: string }[] }[] };
    const followed = await fetch(messages[0]?.links[0]?.url as string, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const code = new URL(followed.headers.get('location') as string).searchParams.get('code');
    const exchanged = await client.auth.exchangeCodeForSession(code as string);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });
});
