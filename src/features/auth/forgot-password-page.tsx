import { useState } from 'react';
import { authClient } from '../../lib/auth.ts';
import { FormError, SubmitButton } from '../../ui/field.tsx';
import { Link } from '../../ui/link.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from './auth-errors.ts';
import { checkEmail } from './validation.ts';
import { EmailField } from './fields.tsx';

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
      Remembered it? <Link href="/sign-in">Sign in</Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your inbox" footer={back}>
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, an email with a link to choose a new
          password is on its way.
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={back}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <EmailField form={form} name="email" />
        <FormError message={form.formError} />
        <SubmitButton busy={form.submitting} label="Send reset link" busyLabel="Sending…" />
      </form>
    </AuthLayout>
  );
}
