import { useState } from 'react';
import { authClient } from '../../core/supabase/auth-client.ts';
import { signOut } from '../../core/sign-out/sign-out.ts';
import { FormEnd } from '../../ui/field.tsx';
import { CodeField } from '../../ui/auth-fields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkTotpCode } from '../../lib/validation.ts';
import { t } from '../../lib/i18n/translate.ts';

export function MfaChallengePage() {
  const [leaving, setLeaving] = useState(false);
  const form = useForm(
    { code: '' },
    () => ({ code: checkTotpCode }),
    async ({ code }) => {
      const auth = await authClient();
      const factors = await auth.mfa.listFactors();
      if (factors.error) return authErrorMessage(factors.error);
      const factor = factors.data.totp[0];
      if (!factor) {
        return t('This account has no authenticator app set up any more. Sign in again.');
      }
      // Success saves an aal2 session, which emits MFA_CHALLENGE_VERIFIED and opens the app.
      const { error } = await auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: code.replace(/\s/g, ''),
      });
      return error ? authErrorMessage(error) : null;
    },
  );

  async function useAnotherAccount() {
    setLeaving(true);
    await signOut('local');
  }

  return (
    <AuthLayout
      title={t('Two-step verification')}
      intro={t('Open your authenticator app and enter the 6-digit code it shows for Parley.')}
      footer={
        <button
          type="button"
          className="link-button"
          onClick={useAnotherAccount}
          disabled={leaving}
        >
          {t('Sign in with another account')}
        </button>
      }
    >
      <form onSubmit={form.onSubmit} noValidate>
        <CodeField form={form} name="code" label={t('Authentication code')} />
        <FormEnd form={form} label={t('Verify')} busyLabel={t('Verifying…')} />
      </form>
    </AuthLayout>
  );
}
