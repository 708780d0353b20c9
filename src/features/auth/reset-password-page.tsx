import { authClient } from '../../core/supabase/auth-client.ts';
import { navigate } from '../../lib/router.ts';
import { FormEnd } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { finishRecovery } from '../../core/session/session-store.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkNewPassword, checkSamePassword } from '../../lib/validation.ts';
import { NewPasswordField, PasswordField } from '../../ui/auth-fields.tsx';
import { t } from '../../lib/i18n/translate.ts';

export function ResetPasswordPage() {
  const form = useForm(
    { password: '', confirm: '' },
    (values) => ({ password: checkNewPassword, confirm: checkSamePassword(values.password) }),
    async ({ password }) => {
      const auth = await authClient();
      const { error } = await auth.updateUser({ password });
      if (error) return authErrorMessage(error);
      finishRecovery();
      navigate('/', { replace: true });
      return null;
    },
  );

  return (
    <AuthLayout
      title={t('Choose a new password')}
      intro={t('You followed a reset link. Pick the password you will use from now on.')}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <NewPasswordField form={form} name="password" label={t('New password')} />
        <PasswordField
          form={form}
          name="confirm"
          label={t('Repeat the new password')}
          autoComplete="new-password"
        />
        <FormEnd form={form} label={t('Save password')} busyLabel={t('Saving…')} />
      </form>
    </AuthLayout>
  );
}
