/** The fields every auth form shares, so their labels, autofill hints and rules match. */
import { Field } from './field.tsx';
import type { FormApi } from './use-form.ts';
import { MIN_PASSWORD_LENGTH } from '../lib/validation.ts';
import { t } from '../lib/i18n/translate.ts';

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

/**
 * A password field; `autoComplete` tells password managers whether to fill a saved one or offer a
 * new one.
 */
export function PasswordField<K extends string>({
  form,
  name,
  label = t('Password'),
  autoComplete = 'current-password',
  hint,
}: {
  form: FormApi<K>;
  name: K;
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
  hint?: string;
}) {
  return (
    <Field
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
    />
  );
}

export function NewPasswordField<K extends string>(props: {
  form: FormApi<K>;
  name: K;
  label?: string;
}) {
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={t('At least {{min}} characters.', { min: MIN_PASSWORD_LENGTH })}
    />
  );
}

/** A code from an authenticator app: six digits, which people often type as two groups. */
export function CodeField<K extends string>({
  form,
  name,
  label,
}: {
  form: FormApi<K>;
  name: K;
  label: string;
}) {
  return (
    <Field
      form={form}
      name={name}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
    />
  );
}
