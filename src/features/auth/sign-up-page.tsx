import { useState } from 'react';
import { authClient } from '../../core/supabase/auth-client.ts';
import { Field, FormEnd } from '../../ui/field.tsx';
import { Link } from '../../ui/link.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkEmail, checkName, checkNewPassword } from '../../lib/validation.ts';
import { EmailField, NewPasswordField } from '../../ui/auth-fields.tsx';
import { t } from '../../lib/i18n/translate.ts';

export function SignUpPage() {
  const [confirmFor, setConfirmFor] = useState<string | null>(null);
  const form = useForm(
    { firstName: '', lastName: '', email: '', password: '' },
    () => ({
      firstName: checkName('first name'),
      lastName: checkName('last name'),
      email: checkEmail,
      password: checkNewPassword,
    }),
    async ({ firstName, lastName, email, password }) => {
      // The database creates the profile row from this metadata (handle_new_user trigger).
      const auth = await authClient();
      const { data, error } = await auth.signUp({
        email: email.trim(),
        password,
        options: { data: { first_name: firstName.trim(), last_name: lastName.trim() } },
      });
      if (error) return authErrorMessage(error);
      if (!data.session) setConfirmFor(email.trim());
      return null;
    },
  );

  if (confirmFor) {
    return (
      <AuthLayout
        title={t('Check your inbox')}
        intro={t('We sent a confirmation link to {{email}}.', { email: confirmFor })}
      >
        <p>{t('Open the link in that email to finish creating your account, then sign in.')}</p>
        <Link className="button secondary" href="/sign-in">
          {t('Back to sign in')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Create your account')}
      intro={t('Your name is how people will see you in conversations.')}
      footer={
        <p>
          {t('Already have an account?')} <Link href="/sign-in">{t('Sign in')}</Link>
        </p>
      }
    >
      <form onSubmit={form.onSubmit} noValidate>
        <div className="field-row">
          <Field form={form} name="firstName" label={t('First name')} autoComplete="given-name" />
          <Field form={form} name="lastName" label={t('Last name')} autoComplete="family-name" />
        </div>
        <EmailField form={form} name="email" />
        <NewPasswordField form={form} name="password" />
        <FormEnd form={form} label={t('Create account')} busyLabel={t('Creating account…')} />
      </form>
    </AuthLayout>
  );
}
