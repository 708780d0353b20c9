import { useState } from 'react';
import { authClient } from '../../core/supabase/auth-client.ts';
import { FormEnd, FormError } from '../../ui/field.tsx';
import { Link } from '../../ui/link.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkEmail, checkPasswordPresent } from '../../lib/validation.ts';
import { EmailField, PasswordField } from '../../ui/auth-fields.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { SignOutNoticeBox } from './sign-out-notice-box.tsx';

export function SignInPage() {
  const [guestBusy, setGuestBusy] = useState(false);
  const [guestError, setGuestError] = useState<string | null>(null);
  const form = useForm(
    { email: '', password: '' },
    () => ({ email: checkEmail, password: checkPasswordPresent }),
    async ({ email, password }) => {
      const auth = await authClient();
      const { error } = await auth.signInWithPassword({ email: email.trim(), password });
      return error ? authErrorMessage(error) : null;
    },
  );

  async function continueAsGuest() {
    setGuestBusy(true);
    setGuestError(null);
    const auth = await authClient();
    const { error } = await auth.signInAnonymously();
    setGuestBusy(false);
    if (error) setGuestError(authErrorMessage(error));
  }

  const busy = form.submitting || guestBusy;
  return (
    <AuthLayout
      title={t('Sign in')}
      intro={t('Welcome back. Sign in to pick up your conversations.')}
      footer={
        <p>
          {t('New to Parley?')} <Link href="/sign-up">{t('Create an account')}</Link>
        </p>
      }
    >
      <SignOutNoticeBox />
      <form onSubmit={form.onSubmit} noValidate>
        <EmailField form={form} name="email" />
        <PasswordField form={form} name="password" />
        <p className="field-aside">
          <Link href="/forgot-password">{t('Forgot your password?')}</Link>
        </p>
        <FormEnd form={form} label={t('Sign in')} busyLabel={t('Signing in…')} />
      </form>
      <div className="divider" role="separator">
        <span>{t('or')}</span>
      </div>
      <FormError message={guestError} />
      <button
        type="button"
        className="button secondary"
        onClick={continueAsGuest}
        disabled={busy}
        aria-busy={guestBusy}
      >
        {guestBusy ? t('Starting guest session…') : t('Continue as guest')}
      </button>
    </AuthLayout>
  );
}
