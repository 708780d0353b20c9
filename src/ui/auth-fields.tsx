/** The fields every auth form shares, so their labels, autofill hints and rules match. */
import { Field } from '../../ui/field.tsx';
import type { FormApi } from '../../ui/use-form.ts';
import { MIN_PASSWORD_LENGTH } from './validation.ts';
import { t } from '../../lib/i18n/translate.ts';

export function EmailField<K extends string>({ form, name }: { form: FormApi<K>; name: K }) {
  return (
    <Field
      form={form}
      name={name}
      label={t('Email')}
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
}

export function NewPasswordField<K extends string>({
  form,
  name,
  label = t('Password'),
}: {
  form: FormApi<K>;
  name: K;
  label?: string;
}) {
  return (
    <Field
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('At least {{min}} characters.', { min: MIN_PASSWORD_LENGTH })}
    />
  );
}
