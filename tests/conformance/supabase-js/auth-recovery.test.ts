/**
 * Password recovery with Supabase Auth through the official supabase-js client: the mailed link
 * (implicit and PKCE flows), verifyOtp, and who may read the local mailbox it goes to.
 */
import { describe, expect, it } from 'vitest';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { backendForFile, uniqueEmail } from '../../support/supabase-backend.ts';
import { fragmentOf, mailFor, type MailboxMessage } from '../../support/mailbox.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const backend = await backendForFile();

describe('password recovery through the mailbox', () => {
  it('emails a link that redirects with a recovery session, which sets a new password', async () => {
    embeddedOnly('reads the local mailbox');
    const user = await backend.signUp('recover');
    const supabase = backend.client();
    const redirectTo = 'http://127.0.0.1:4173/reset-password';
    const sent = await supabase.auth.resetPasswordForEmail(user.email, { redirectTo });
    expect(sent.error).toBeNull();

    const [mail] = await mailFor(backend, user.email);
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
    const signIn = await backend.client().auth.signInWithPassword({
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
    embeddedOnly('reads the local mailbox');
    const user = await backend.signUp('otp');
    const supabase = backend.client();
    await supabase.auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/x' });
    const [mail] = await mailFor(backend, user.email);
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

    const again = await backend.client().auth.verifyOtp({
      token_hash: link.searchParams.get('token') as string,
      type: 'recovery',
    });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('runs recovery in the PKCE flow: the link redirects with a code the client exchanges', async () => {
    embeddedOnly('reads the local mailbox');
    const user = await backend.signUp('pkce');
    const supabase = nodeClient(backend.url, backend.anonKey, { flowType: 'pkce' });
    const redirectTo = 'http://127.0.0.1:4173/reset-password';
    expect(
      (await supabase.auth.resetPasswordForEmail(user.email, { redirectTo })).error,
    ).toBeNull();
    const [mail] = await mailFor(backend, user.email);
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
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
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

    const again = await backend.client().auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('answers a recovery request for an unknown address like any other', async () => {
    const { data, error } = await backend.client().auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it('serves the mailbox as a readable page', async () => {
    embeddedOnly('reads the local mailbox');
    const user = await backend.signUp('page');
    await backend.client().auth.resetPasswordForEmail(user.email);
    const page = await fetch(`${backend.url}/mailbox`, {
      headers: { 'x-mailbox-key': backend.mailboxKey },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(user.email);
    expect(html).toContain('Reset Your Password');
  });
});

embeddedOnly('reads the local mailbox').describe('who may read the mailbox', () => {
  it('refuses a visitor without the local key or a user token', async () => {
    await backend.client().auth.resetPasswordForEmail((await backend.signUp('visited')).email);
    for (const headers of [{}, { 'x-mailbox-key': 'wrong' }] as Record<string, string>[]) {
      const response = await fetch(`${backend.url}/mailbox/api/messages`, { headers });
      expect(response.status).toBe(401);
    }
    const wrongKey = await fetch(`${backend.url}/mailbox`, { headers: { 'x-mailbox-key': 'no' } });
    expect(wrongKey.status).toBe(401);
    // A browser opening the mailbox gets only the page that sends the key: no mail in it.
    const opened = await fetch(`${backend.url}/mailbox`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).not.toContain('Reset Your Password');
  });

  it("shows a signed-in user their own mail and nobody else's", async () => {
    const reader = await backend.signUp('reader');
    const other = await backend.signUp('other');
    await backend.client().auth.resetPasswordForEmail(reader.email);
    await backend.client().auth.resetPasswordForEmail(other.email);
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
