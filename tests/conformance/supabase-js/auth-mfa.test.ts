/**
 * TOTP multi-factor authentication with Supabase Auth through the official supabase-js client:
 * enrol, challenge and verify to an aal2 session, the other sessions that ends, and unenrol.
 */
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { backendForFile, TEST_PASSWORD, totpCode } from '../../support/supabase-backend.ts';

const backend = await backendForFile();

describe('TOTP MFA', () => {
  it('enrols, challenges and verifies to an aal2 session, then unenrols', async () => {
    const user = await backend.signUp('mfa');
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
    const bystander = backend.client();
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
    const other = backend.client();
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
