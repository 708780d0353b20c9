/**
 * Real sessions from the local auth server (password, anonymous, refreshed, aal2), driven by
 * supabase-js, get a token from the app's /api/stream-token that the local chat server accepts
 * for exactly that user (stream-chat client), with the configured expiry. REQUIRE_AAL2 runs
 * against its own app server process, started the way `npm start` starts the shared one.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { StreamChat } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkService } from '../../../emulators/shared/service-process.ts';
import type { AppServerInfo, AppServerOptions } from '../../../emulators/stack-types.ts';
import { buildDir, repoRoot, runtimeConfigOf } from '../../support/stack.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const chatClients: StreamChat[] = [];

function supabase(): SupabaseClient {
  return nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, { detectSessionInUrl: false });
}

interface TokenAnswer {
  token: string;
  user_id: string;
  expires_at: number;
}

async function streamToken(
  appUrl: string,
  session: Session,
): Promise<{ status: number; body: TokenAnswer }> {
  const response = await fetch(`${appUrl}/api/stream-token?user_id=${session.user.id}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer };
}

function chatClient(): StreamChat {
  const client = new StreamChat(stack.chatApiKey, { timeout: 5000 });
  client.setBaseURL(stack.chatUrl);
  chatClients.push(client);
  return client;
}

/** Connects to the chat server with the minted token; returns the user the server says we are. */
async function connectAs(userId: string, token: string): Promise<string | undefined> {
  const client = chatClient();
  const connection = await client.connectUser({ id: userId }, token);
  const me = connection?.me?.id;
  await client.disconnectUser();
  return me;
}

async function expectAcceptedFor(
  appUrl: string,
  session: Session,
  ttlSeconds: number,
): Promise<void> {
  const answer = await streamToken(appUrl, session);
  expect(answer.status).toBe(200);
  expect(answer.body.user_id).toBe(session.user.id);
  const claims = decodeJwt(answer.body.token);
  expect(claims.user_id).toBe(session.user.id);
  expect(claims.exp).toBe((claims.iat as number) + ttlSeconds);
  expect(answer.body.expires_at).toBe(claims.exp);
  expect(await connectAs(session.user.id, answer.body.token)).toBe(session.user.id);
  // The same token is worthless for anyone else.
  await expect(connectAs(randomUUID(), answer.body.token)).rejects.toThrow(/match/);
}

async function newUser(
  client: SupabaseClient,
): Promise<{ email: string; password: string; session: Session }> {
  const email = `token-${randomUUID()}@parley.local`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return { email, password, session: data.session };
}

/** Enrols and verifies a TOTP factor; returns the aal2 session and the code generator. */
async function enrolTotp(
  client: SupabaseClient,
): Promise<{ session: Session; totp: TOTP; factorId: string }> {
  const enrolled = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `f-${randomUUID()}`,
  });
  if (enrolled.error) throw enrolled.error;
  const totp = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totp.generate(),
  });
  if (verified.error) throw verified.error;
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session after MFA verification');
  return { session: data.session, totp, factorId: enrolled.data.id };
}

afterAll(async () => {
  await Promise.all(chatClients.map((client) => client.disconnectUser().catch(() => undefined)));
});

describe('sessions from the local auth server', () => {
  it('password sign-in (a demo user) gets a token the chat server accepts for that user', async () => {
    const demo = stack.demoUsers[0];
    if (!demo) throw new Error('the stack has no demo users');
    const { data, error } = await supabase().auth.signInWithPassword({
      email: demo.email,
      password: demo.password,
    });
    if (error) throw error;
    expect(data.session.user.id).toBe(demo.id);
    await expectAcceptedFor(stack.appUrl, data.session, 900);
  });

  it('anonymous sign-in', async () => {
    const { data, error } = await supabase().auth.signInAnonymously();
    if (error || !data.session) throw error ?? new Error('no session');
    expect(data.session.user.is_anonymous).toBe(true);
    await expectAcceptedFor(stack.appUrl, data.session, 900);
  });

  it('a session after refresh', async () => {
    const client = supabase();
    await newUser(client);
    const { data, error } = await client.auth.refreshSession();
    if (error || !data.session) throw error ?? new Error('no refreshed session');
    await expectAcceptedFor(stack.appUrl, data.session, 900);
  });

  it('an aal2 session after a TOTP challenge', async () => {
    const client = supabase();
    await newUser(client);
    const { session } = await enrolTotp(client);
    expect(decodeJwt(session.access_token).aal).toBe('aal2');
    await expectAcceptedFor(stack.appUrl, session, 900);
  });

  it("refuses a real session asking for someone else's user_id", async () => {
    const { session } = await newUser(supabase());
    const response = await fetch(
      `${stack.appUrl}/api/stream-token?user_id=${stack.demoUsers[0]?.id}`,
      {
        headers: { authorization: `Bearer ${session.access_token}` },
      },
    );
    expect(response.status).toBe(403);
  });

  it("refuses the stack's anon and service-role keys", async () => {
    for (const key of [stack.supabaseAnonKey, stack.supabaseServiceRoleKey]) {
      const response = await fetch(`${stack.appUrl}/api/stream-token`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('two-factor sign-in and signing out, as deployed by default', () => {
  it('refuses aal1 for a user with a verified TOTP factor and accepts their aal2 session', async () => {
    const client = supabase();
    const { email, password } = await newUser(client);
    const { session: aal2, totp, factorId } = await enrolTotp(client);
    await expectAcceptedFor(stack.appUrl, aal2, 900);

    const fresh = supabase();
    const signedIn = await fresh.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    expect(decodeJwt(signedIn.data.session.access_token).aal).toBe('aal1');
    const refused = await streamToken(stack.appUrl, signedIn.data.session);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'aal2_required' });

    const stepUp = await fresh.auth.mfa.challengeAndVerify({ factorId, code: totp.generate() });
    if (stepUp.error) throw stepUp.error;
    const { data } = await fresh.auth.getSession();
    if (!data.session) throw new Error('no session after step-up');
    await expectAcceptedFor(stack.appUrl, data.session, 900);
  });

  it('refuses a session signed out everywhere, though its JWT still verifies', async () => {
    const client = supabase();
    const { session } = await newUser(client);
    await client.auth.signOut({ scope: 'global' });
    expect((await streamToken(stack.appUrl, session)).status).toBe(401);
  });

  it('revoking on sign-out makes the chat tokens minted before it worthless', async () => {
    const client = supabase();
    const { session } = await newUser(client);
    const minted = await streamToken(stack.appUrl, session);
    expect(minted.status).toBe(200);
    // A second later, so the revocation lies after the token's iat (whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await fetch(`${stack.appUrl}/api/revoke-chat-tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(revoked.status).toBe(204);
    await expect(connectAs(session.user.id, minted.body.token)).rejects.toThrow(/"code":40/);
  });

  it("writes the chat user's name from the profile, whatever the client claims", async () => {
    const client = supabase();
    const email = `named-${randomUUID()}@parley.local`;
    const { data, error } = await client.auth.signUp({
      email,
      password: `pw-${randomUUID()}`,
      options: { data: { first_name: 'Nia', last_name: 'Named' } },
    });
    if (error || !data.session) throw error ?? new Error('no session');
    const { body } = await streamToken(stack.appUrl, data.session);
    const impostor = chatClient();
    await impostor.connectUser({ id: data.session.user.id, name: 'Alice Martin' }, body.token);
    const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
    server.setBaseURL(stack.chatUrl);
    const { users } = await server.queryUsers({ id: data.session.user.id });
    expect(users[0]?.name).toBe('Nia Named');
    await impostor.disconnectUser();
  });
});

describe('the other session functions refuse what they cannot vouch for', () => {
  const endpoints = ['/api/revoke-chat-tokens', '/api/chat-identity'];
  const bearers: [string, () => Promise<string | undefined>][] = [
    ['no bearer', () => Promise.resolve(undefined)],
    ['a bearer that is no token', () => Promise.resolve('not-a-jwt')],
    ["the stack's anon key", () => Promise.resolve(stack.supabaseAnonKey)],
    ["the stack's service-role key", () => Promise.resolve(stack.supabaseServiceRoleKey)],
    [
      'a session signed out everywhere',
      async () => {
        const client = supabase();
        const { session } = await newUser(client);
        await client.auth.signOut({ scope: 'global' });
        return session.access_token;
      },
    ],
  ];
  it.each(
    endpoints.flatMap((endpoint) =>
      bearers.map(([name, bearer]) => [endpoint, name, bearer] as const),
    ),
  )('POST %s answers 401 to %s', async (endpoint, _name, bearer) => {
    const token = await bearer();
    const response = await fetch(`${stack.appUrl}${endpoint}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.status).toBe(401);
  });

  it('a refused revocation leaves the chat tokens working', async () => {
    const client = supabase();
    const { session } = await newUser(client);
    const minted = await streamToken(stack.appUrl, session);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await fetch(`${stack.appUrl}/api/revoke-chat-tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.supabaseAnonKey}` },
    });
    expect(refused.status).toBe(401);
    await expect(connectAs(session.user.id, minted.body.token)).resolves.toBe(session.user.id);
  });

  it('at aal1, a two-factor user may end their chat access but not change their chat identity', async () => {
    const client = supabase();
    const { email, password } = await newUser(client);
    const { session: aal2 } = await enrolTotp(client);
    const minted = await streamToken(stack.appUrl, aal2);
    await client.auth.signOut();
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (!signedIn.data.session) throw signedIn.error ?? new Error('no session');
    const bearer = { authorization: `Bearer ${signedIn.data.session.access_token}` };
    const identity = await fetch(`${stack.appUrl}/api/chat-identity`, {
      method: 'POST',
      headers: bearer,
    });
    expect(identity.status).toBe(403);
    // Signing out from the two-factor challenge still revokes what an earlier session minted.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await fetch(`${stack.appUrl}/api/revoke-chat-tokens`, {
      method: 'POST',
      headers: bearer,
    });
    expect(revoked.status).toBe(204);
    await expect(connectAs(aal2.user.id, minted.body.token)).rejects.toThrow(/"code":40/);
  });
});

describe('REQUIRE_AAL2=false, an explicit opt-out', () => {
  let child: ChildProcess;
  let appUrl: string;
  const TTL = 300;

  beforeAll(async () => {
    const options: AppServerOptions = {
      host: '127.0.0.1',
      port: 0,
      distDir: buildDir,
      runtimeConfig: runtimeConfigOf(stack),
      functionEnv: {
        SUPABASE_URL: stack.supabaseUrl,
        SUPABASE_ANON_KEY: stack.supabaseAnonKey,
        REQUIRE_AAL2: 'false',
        STREAM_TOKEN_TTL_SECONDS: String(TTL),
        STREAM_API_KEY: stack.chatApiKey,
        STREAM_API_SECRET: stack.chatApiSecret,
        STREAM_BASE_URL: stack.chatUrl,
      },
    };
    const started = forkService<AppServerOptions, AppServerInfo>(
      path.join(repoRoot, 'emulators/app-server/main.ts'),
      options,
    );
    child = started.child;
    appUrl = (await started.ready).url;
  });

  afterAll(async () => {
    if (child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  });

  it('lets users without a verified factor through at aal1, with the configured expiry', async () => {
    const { session } = await newUser(supabase());
    await expectAcceptedFor(appUrl, session, TTL);
  });

  it('lets aal1 through for a user with a verified factor, with the configured expiry', async () => {
    const client = supabase();
    const { email, password } = await newUser(client);
    await enrolTotp(client);
    const fresh = supabase();
    const signedIn = await fresh.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    expect(decodeJwt(signedIn.data.session.access_token).aal).toBe('aal1');
    await expectAcceptedFor(appUrl, signedIn.data.session, TTL);
  });
});
