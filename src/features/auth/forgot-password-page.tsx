import { useState } from 'react';
import { authClient } from '../../core/supabase/auth-client.ts';
import { FormEnd } from '../../ui/field.tsx';
import { Link } from '../../ui/link.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkEmail } from '../../lib/validation.ts';
import { EmailField } from '../../ui/auth-fields.tsx';
import { t, tRich } from '../../lib/i18n/translate.ts';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm(
    { email: '' },
    () => ({ email: checkEmail }),
    async ({ email }) => {
      const auth = await authClient();
      const { error } = await auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) return authErrorMessage(error);
      setSentTo(email.trim());
      return null;
    },
  );

  const back = (
    <p>
      {t('Remembered it?')} <Link href="/sign-in">{t('Sign in')}</Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('Check your inbox')} footer={back}>
        <p role="status">
          {tRich(
            'If an account exists for {{email}}, an email with a link to choose a new password is on its way.',
            { email: <strong>{sentTo}</strong> },
          )}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Reset your password')}
      intro={t(
        'Enter the email you signed up with and we will send you a link to choose a new password.',
      )}
      footer={back}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <EmailField form={form} name="email" />
        <FormEnd form={form} label={t('Send reset link')} busyLabel={t('Sending…')} />
      </form>
    </AuthLayout>
  );
}
