/**
 * Auth state across a restart of the Supabase backend on the same data folder: the keys are
 * reused (so API keys and issued access tokens stay valid), and sessions, refresh tokens, MFA
 * factors and mailbox messages are all still there.
 */
import { afterAll, expect, it } from 'vitest';
import { startSupabase } from '../../../emulators/supabase/server.ts';
import { removeDataDir, tempDataDir } from '../../support/stack.ts';
import { totpCode } from '../../support/supabase-backend.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const dataDir = tempDataDir('parley-auth-restart-');
const PASSWORD = 'restart-pass-1';

afterAll(() => removeDataDir(dataDir));

function start() {
  return startSupabase({ host: '127.0.0.1', port: 0, dataDir, siteUrl: 'http://127.0.0.1:4173' });
}

embeddedOnly('restarts the backend').describe('auth across a restart', () => {
  // Two database opens (one creating it) take longer than the default per-test budget.
  it('keeps keys, sessions, refresh tokens, factors and mail', { timeout: 180_000 }, async () => {
    const email = 'restart@conformance.test';
    const first = await start();
    const before = nodeClient(first.info.url, first.info.anonKey);
    expect((await before.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const enrolled = await before.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
    const secret = enrolled.data?.totp.secret as string;
    const verified = await before.auth.mfa.challengeAndVerify({
      factorId: enrolled.data?.id as string,
      code: totpCode(secret),
    });
    expect(verified.error).toBeNull();
    await before.auth.resetPasswordForEmail(email);
    const session = (await before.auth.getSession()).data.session;
    await first.close();

    const second = await start();
    expect(second.info.anonKey).toBe(first.info.anonKey);
    expect(second.info.serviceRoleKey).toBe(first.info.serviceRoleKey);
    const after = nodeClient(second.info.url, second.info.anonKey);
    // The port differs after the restart; like GoTrue we don't check `iss`, so the token verifies.
    const user = await after.auth.getUser(session?.access_token);
    expect(user.error).toBeNull();
    expect(user.data.user?.factors?.[0]?.status).toBe('verified');

    const refreshed = await after.auth.refreshSession({
      refresh_token: session?.refresh_token as string,
    });
    expect(refreshed.error).toBeNull();
    const level = await after.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');

    const mail = await fetch(`${second.info.mailboxUrl}/api/messages?to=${email}`, {
      headers: { 'x-mailbox-key': second.info.mailboxKey },
    });
    const { messages } = (await mail.json()) as { messages: { subject: string }[] };
    expect(messages.map((m) => m.subject)).toContain('Reset Your Password');
    await second.close();
  });
});
