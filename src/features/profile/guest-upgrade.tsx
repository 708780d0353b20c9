/** A guest keeps their conversations by adding an email and password to the same account. */
import { useState } from 'react';
import { authClient } from '../../core/supabase/auth-client.ts';
import { FormEnd } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { authErrorMessage } from '../../lib/auth-errors.ts';
import { checkEmail, checkNewPassword } from '../../lib/validation.ts';
import { EmailField, NewPasswordField } from '../../ui/auth-fields.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { SettingsCard } from '../../ui/settings-card.tsx';

export function GuestUpgrade() {
  const [done, setDone] = useState(false);
  const form = useForm(
    { email: '', password: '' },
    () => ({ email: checkEmail, password: checkNewPassword }),
    async ({ email, password }) => {
      const auth = await authClient();
      const { error } = await auth.updateUser({ email: email.trim(), password });
      if (error) return authErrorMessage(error);
      setDone(true);
      return null;
    },
  );
  if (done) {
    return (
      <section className="settings-card">
        <h2>{t('Account saved')}</h2>
        <p role="status">{t('You can now sign in with your email and password on any device.')}</p>
      </section>
    );
  }
  return (
    <SettingsCard
      name="guest"
      title={t('Keep your guest account')}
      intro={t(
        'You are using Parley as a guest. Add an email and password to sign in again later.',
      )}
      onSubmit={form.onSubmit}
    >
      <EmailField form={form} name="email" />
      <NewPasswordField form={form} name="password" />
      <FormEnd form={form} label={t('Save account')} busyLabel={t('Saving…')} />
    </SettingsCard>
  );
}
