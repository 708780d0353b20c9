/**
 * Supabase Auth through the official supabase-js client: sign-up (with the profile trigger),
 * password and anonymous sign-in, refresh rotation, user read/update, sign-out scopes, password
 * recovery through the mailbox, TOTP MFA and getClaims against the JWKS.
 */
import { randomUUID } from 'node:crypto';
import {
  AuthApiError,
  AuthWeakPasswordError,
  createClient,
  isAuthSessionMissingError,
} from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  client,
  openBackend,
  signUpUser,
  TEST_PASSWORD,
  type Backend,
} from './supabase-js-harness.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await openBackend();
});

afterAll(async () => {
  await backend.close();
});

const uniqueEmail = (label: string): string =>
  `${label}-${randomUUID().slice(0, 8)}@conformance.test`;

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: { label: string; url: string }[];
}

async function mailFor(email: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${backend.url}/mailbox/api/messages?to=${encodeURIComponent(email)}`,
    { headers: { 'x-mailbox-key': backend.mailboxKey } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  return new URLSearchParams(new URL(location as string).hash.slice(1));
}

describe('sign-up and sign-in', () => {
  it('signs up with email and password, confirmed at once, and the trigger creates the profile', async () => {
    const supabase = client(backend);
    const email = uniqueEmail('signup');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    expect(data.user?.is_anonymous).toBe(false);

    const profile = await supabase
      .from('user_profiles')
      .select('user_id, first_name, last_name')
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({
      user_id: data.user?.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('signs in with the password and issues an ES256 access token with Supabase claims', async () => {
    const user = await signUpUser(backend, 'signin');
    const supabase = client(backend);
    const { data, error } = await supabase.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.last_sign_in_at).toBeTruthy();

    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(typeof claims.data?.header.kid).toBe('string');
    expect(claims.data?.claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: user.email,
      is_anonymous: false,
    });
    expect(claims.data?.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.data?.claims.amr?.[0]).toMatchObject({ method: 'password' });
    const { exp, iat } = claims.data?.claims as { exp: number; iat: number };
    expect(exp - iat).toBe(3600);

    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      kid: claims.data?.header.kid,
    });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('refuses a wrong password and an unknown user alike with invalid_credentials', async () => {
    const user = await signUpUser(backend, 'wrongpw');
    const supabase = client(backend);
    for (const attempt of [
      { email: user.email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const { data, error } = await supabase.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses a weak password with weak_password and its reasons', async () => {
    const { error } = await client(backend).auth.signUp({
      email: uniqueEmail('weak'),
      password: '123',
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses a second sign-up with the same email with user_already_exists', async () => {
    const user = await signUpUser(backend, 'dup');
    const { data, error } = await client(backend).auth.signUp({
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('signs in anonymously, then the guest keeps its account by adding email and password', async () => {
    const supabase = client(backend);
    const { data, error } = await supabase.auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.email).toBe('');
    const claims = (await supabase.auth.getClaims()).data?.claims;
    expect(claims?.is_anonymous).toBe(true);
    expect(claims?.amr?.[0]).toMatchObject({ method: 'anonymous' });

    const passwordOnly = await supabase.auth.updateUser({ password: TEST_PASSWORD });
    expect(passwordOnly.error?.status).toBe(422);
    expect(passwordOnly.error?.code).toBe('validation_failed');

    const email = uniqueEmail('guest');
    const upgraded = await supabase.auth.updateUser({ email, password: TEST_PASSWORD });
    expect(upgraded.error).toBeNull();
    expect(upgraded.data.user?.id).toBe(data.user?.id);
    expect(upgraded.data.user?.email).toBe(email);
    expect(upgraded.data.user?.is_anonymous).toBe(false);

    const again = await client(backend).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
  });
});

describe('sessions', () => {
  it('rotates the refresh token and replays the answer to a client that lost it', async () => {
    const { client: supabase } = await signUpUser(backend, 'refresh');
    const first = (await supabase.auth.getSession()).data.session;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first?.refresh_token);
    expect(second?.user.id).toBe(first?.user.id);

    // The old token is the parent of the live one: GoTrue answers with the live token again.
    const replay = await client(backend).auth.refreshSession({
      refresh_token: first?.refresh_token as string,
    });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second?.refresh_token);
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await client(backend).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('reads and updates the user: metadata merge, email change by link, new password', async () => {
    const user = await signUpUser(backend, 'update', { first_name: 'Old' });
    const supabase = user.client;
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));

    const read = await supabase.auth.getUser();
    expect(read.data.user?.id).toBe(user.id);

    const updated = await supabase.auth.updateUser({ data: { first_name: 'New', city: 'Oslo' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ first_name: 'New', city: 'Oslo' });
    expect(events).toContain('USER_UPDATED');

    const newEmail = uniqueEmail('moved');
    const change = await supabase.auth.updateUser({ email: newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.email).toBe(user.email);
    expect(change.data.user?.new_email).toBe(newEmail);
    const [mail] = await mailFor(newEmail);
    // With double_confirm_changes the current address is told too; under autoconfirm either
    // link completes the change, as GoTrue does.
    const [notice] = await mailFor(user.email);
    expect(notice?.subject).toBe('Confirm Email Change');
    const link = mail?.links[0]?.url as string;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(fragmentOf(followed.headers.get('location')).get('type')).toBe('email_change');
    expect((await supabase.auth.getUser()).data.user?.email).toBe(newEmail);

    const same = await supabase.auth.updateUser({ password: TEST_PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const changed = await supabase.auth.updateUser({ password: 'a-brand-new-pass' });
    expect(changed.error).toBeNull();
    const signIn = await client(backend).auth.signInWithPassword({
      email: newEmail,
      password: 'a-brand-new-pass',
    });
    expect(signIn.error).toBeNull();
  });

  it('signs out others, then local, then global, each ending the right sessions', async () => {
    const user = await signUpUser(backend, 'signout');
    const devices = [user.client, client(backend), client(backend), client(backend)];
    for (const device of devices.slice(1)) {
      const { error } = await device.auth.signInWithPassword({
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(error).toBeNull();
    }
    const [a, b, c, d] = devices as [
      typeof user.client,
      typeof user.client,
      typeof user.client,
      typeof user.client,
    ];
    const tokenOf = async (device: typeof a) =>
      (await device.auth.getSession()).data.session?.access_token as string;
    const tokens = await Promise.all(devices.map(tokenOf));
    const alive = async (token: string) => {
      const { data, error } = await client(backend).auth.getUser(token);
      if (error) {
        expect(isAuthSessionMissingError(error)).toBe(true);
        return false;
      }
      return data.user !== null;
    };

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await Promise.all(tokens.map(alive))).toEqual([true, false, false, false]);

    // b, c, d are signed out server-side; signing in again gives fresh sessions.
    for (const device of [b, c]) {
      await device.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    }
    const [, tokenB, tokenC] = await Promise.all([a, b, c].map(tokenOf));
    expect((await b.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await Promise.all([tokens[0], tokenB, tokenC].map((t) => alive(t as string)))).toEqual([
      true,
      false,
      true,
    ]);
    expect((await b.auth.getSession()).data.session).toBeNull();

    expect((await c.auth.signOut()).error).toBeNull();
    expect(await Promise.all([tokens[0], tokenC].map((t) => alive(t as string)))).toEqual([
      false,
      false,
    ]);
    const refreshDead = await d.auth.refreshSession();
    expect(refreshDead.error?.code).toBe('refresh_token_not_found');
  });
});

describe('password recovery through the mailbox', () => {
  it('emails a link that redirects with a recovery session, which sets a new password', async () => {
    const user = await signUpUser(backend, 'recover');
    const supabase = client(backend);
    const redirectTo = 'http://127.0.0.1:4173/reset-password';
    const sent = await supabase.auth.resetPasswordForEmail(user.email, { redirectTo });
    expect(sent.error).toBeNull();

    const [mail] = await mailFor(user.email);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = new URL(mail?.links[0]?.url as string);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') as string;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(0);

    const session = await supabase.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.id).toBe(user.id);
    expect((await supabase.auth.updateUser({ password: 'recovered-pass-1' })).error).toBeNull();
    const signIn = await client(backend).auth.signInWithPassword({
      email: user.email,
      password: 'recovered-pass-1',
    });
    expect(signIn.error).toBeNull();

    // The link works once; a second visit gets GoTrue's error fragment.
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    const error = fragmentOf(reused.headers.get('location'));
    expect(error.get('error')).toBe('access_denied');
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('verifies a recovery token_hash with verifyOtp, and keeps redirects on allowed origins', async () => {
    const user = await signUpUser(backend, 'otp');
    const supabase = client(backend);
    await supabase.auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/x' });
    const [mail] = await mailFor(user.email);
    const link = new URL(mail?.links[0]?.url as string);
    expect(link.searchParams.get('redirect_to')).not.toContain('evil.example');

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const verified = await supabase.auth.verifyOtp({
      token_hash: link.searchParams.get('token') as string,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');

    const again = await client(backend).auth.verifyOtp({
      token_hash: link.searchParams.get('token') as string,
      type: 'recovery',
    });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('runs recovery in the PKCE flow: the link redirects with a code the client exchanges', async () => {
    const user = await signUpUser(backend, 'pkce');
    const supabase = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
      realtime: { transport: ws as never },
    });
    const redirectTo = 'http://127.0.0.1:4173/reset-password';
    expect(
      (await supabase.auth.resetPasswordForEmail(user.email, { redirectTo })).error,
    ).toBeNull();
    const [mail] = await mailFor(user.email);
    const link = new URL(mail?.links[0]?.url as string);
    expect(link.searchParams.get('token')?.startsWith('pkce_')).toBe(true);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const forged = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(50) }),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_code_verifier');

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');
    const amr = (await supabase.auth.getClaims()).data?.claims.amr?.[0];
    expect(amr).toMatchObject({ method: 'recovery' });
    expect((await supabase.auth.updateUser({ password: 'pkce-new-pass-1' })).error).toBeNull();

    const again = await client(backend).auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('answers a recovery request for an unknown address like any other', async () => {
    const { data, error } = await client(backend).auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it('serves the mailbox as a readable page', async () => {
    const user = await signUpUser(backend, 'page');
    await client(backend).auth.resetPasswordForEmail(user.email);
    const page = await fetch(`${backend.url}/mailbox?key=${backend.mailboxKey}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(user.email);
    expect(html).toContain('Reset Your Password');
  });
});

describe('who may read the mailbox', () => {
  it('refuses a visitor without the local key or a user token', async () => {
    for (const path of ['/mailbox', '/mailbox/api/messages', '/mailbox?key=wrong']) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(401);
    }
  });

  it("shows a signed-in user their own mail and nobody else's", async () => {
    const reader = await signUpUser(backend, 'reader');
    const other = await signUpUser(backend, 'other');
    await client(backend).auth.resetPasswordForEmail(reader.email);
    await client(backend).auth.resetPasswordForEmail(other.email);
    const { data } = await reader.client.auth.getSession();
    const response = await fetch(
      `${backend.url}/mailbox/api/messages?to=${encodeURIComponent(other.email)}`,
      { headers: { authorization: `Bearer ${data.session?.access_token}` } },
    );
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.to === reader.email)).toBe(true);
  });
});

describe('TOTP MFA', () => {
  it('enrols, challenges and verifies to an aal2 session, then unenrols', async () => {
    const user = await signUpUser(backend, 'mfa');
    const mfa = user.client.auth.mfa;
    const enrolled = await mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone app');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);

    const duplicate = await mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    // A second device signed in with the password only, before the factor is verified.
    const bystander = client(backend);
    await bystander.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });

    const challenge = await mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    const wrong = await mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const verified = await mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.factors?.[0]).toMatchObject({ id: factor.id, status: 'verified' });
    // Verifying a factor ends the user's other aal1 sessions, as GoTrue does.
    const ended = await bystander.auth.getUser();
    expect(isAuthSessionMissingError(ended.error)).toBe(true);

    const level = await mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = level.data?.currentAuthenticationMethods.map((m) =>
      typeof m === 'string' ? m : m.method,
    );
    expect(methods).toEqual(expect.arrayContaining(['totp', 'password']));

    const factors = await mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factor.id]);

    // A new password sign-in is aal1 with aal2 next, and may not remove the factor.
    const other = client(backend);
    await other.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const otherLevel = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(otherLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');

    const viaChallenge = await other.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(viaChallenge.error).toBeNull();
    const removed = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await other.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
