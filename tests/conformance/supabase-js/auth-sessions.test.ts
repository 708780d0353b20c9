/**
 * Supabase Auth sessions through the official supabase-js client: refresh rotation, reading and
 * updating the user (an email change confirmed through the mailbox), sign-out scopes, the admin
 * API's sign-out, and a new password ending the user's other sessions.
 */
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { backendForFile, TEST_PASSWORD, uniqueEmail } from '../../support/supabase-backend.ts';
import { fragmentOf, mailFor } from '../../support/mailbox.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const backend = await backendForFile();

describe('sessions', () => {
  it('rotates the refresh token and replays the answer to a client that lost it', async () => {
    const { client: supabase } = await backend.signUp('refresh');
    const first = (await supabase.auth.getSession()).data.session;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first?.refresh_token);
    expect(second?.user.id).toBe(first?.user.id);

    // The old token is the parent of the live one: GoTrue answers with the live token again.
    const replay = await backend.client().auth.refreshSession({
      refresh_token: first?.refresh_token as string,
    });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second?.refresh_token);
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await backend.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('reads and updates the user: metadata merge, email change by link, new password', async () => {
    embeddedOnly('reads the local mailbox');
    const user = await backend.signUp('update', { first_name: 'Old' });
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
    const [mail] = await mailFor(backend, newEmail);
    // With double_confirm_changes the current address is told too; under autoconfirm either
    // link completes the change, as GoTrue does.
    const [notice] = await mailFor(backend, user.email);
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
    const signIn = await backend.client().auth.signInWithPassword({
      email: newEmail,
      password: 'a-brand-new-pass',
    });
    expect(signIn.error).toBeNull();
  });

  it('signs out others, then local, then global, each ending the right sessions', async () => {
    const user = await backend.signUp('signout');
    const devices = [user.client, backend.client(), backend.client(), backend.client()];
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
      const { data, error } = await backend.client().auth.getUser(token);
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

  it('ends every other session of the user when the password changes, keeping the one that changed it', async () => {
    const user = await backend.signUp('new-password');
    const other = backend.client();
    expect(
      (await other.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD })).error,
    ).toBeNull();
    const [kept, ended] = await Promise.all(
      [other, user.client].map(
        async (device) => (await device.auth.getSession()).data.session?.access_token as string,
      ),
    );
    expect((await other.auth.updateUser({ password: 'another-new-pass-1' })).error).toBeNull();
    expect((await backend.client().auth.getUser(kept)).data.user?.id).toBe(user.id);
    const gone = await backend.client().auth.getUser(ended);
    expect(isAuthSessionMissingError(gone.error)).toBe(true);
    expect((await user.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });

  it('signs a user out everywhere from the admin API, with their access token', async () => {
    const user = await backend.signUp('admin-signout');
    const token = (await user.client.auth.getSession()).data.session?.access_token as string;
    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    expect((await admin.signOut(token, 'global')).error).toBeNull();
    expect(isAuthSessionMissingError((await backend.client().auth.getUser(token)).error)).toBe(
      true,
    );
  });
});
