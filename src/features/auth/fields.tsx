/** The fields every auth form shares, so their labels, autofill hints and rules match. */
import { Field } from '../../ui/field.tsx';
import type { FormApi } from '../../ui/use-form.ts';
import { MIN_PASSWORD_LENGTH } from './validation.ts';

export function EmailField<K extends string>({ form, name }: { form: FormApi<K>; name: K }) {
  return (
    <Field
      form={form}
      name={name}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
    />
  );
}

export function NewPasswordField<K extends string>({
  form,
  name,
  label = 'Password',
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
      hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
    />
  );
}
