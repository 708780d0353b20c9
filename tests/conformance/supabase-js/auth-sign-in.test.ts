/**
 * Signing up and in with Supabase Auth through the official supabase-js client: sign-up (with
 * the profile trigger), password sign-in with Supabase's claims against the JWKS, the errors for
 * wrong, weak and taken credentials, and an anonymous guest keeping its account.
 */
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { backendForFile, TEST_PASSWORD, uniqueEmail } from '../../support/supabase-backend.ts';

const backend = await backendForFile();

describe('sign-up and sign-in', () => {
  it('signs up with email and password, confirmed at once, and the trigger creates the profile', async () => {
    const supabase = backend.client();
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
    const user = await backend.signUp('signin');
    const supabase = backend.client();
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
    const user = await backend.signUp('wrongpw');
    const supabase = backend.client();
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
    const { error } = await backend.client().auth.signUp({
      email: uniqueEmail('weak'),
      password: '123',
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses a second sign-up with the same email with user_already_exists', async () => {
    const user = await backend.signUp('dup');
    const { data, error } = await backend.client().auth.signUp({
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('signs in anonymously, then the guest keeps its account by adding email and password', async () => {
    const supabase = backend.client();
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

    const again = await backend
      .client()
      .auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
  });
});
