/** A labelled input whose problem is announced and tied to it for screen readers. */
import type { InputHTMLAttributes } from 'react';
import type { FormApi } from './use-form.ts';

interface FieldProps<K extends string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name'
> {
  form: FormApi<K>;
  name: K;
  label: string;
  hint?: string;
}

export function Field<K extends string>({ form, name, label, hint, ...input }: FieldProps<K>) {
  const id = `field-${name}`;
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={form.values[name]}
        onChange={(e) => form.setValue(name, e.target.value)}
        onBlur={() => form.touch(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        disabled={form.submitting}
        {...input}
      />
      {hint && !error ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The end of a form: what went wrong, if anything, then its submit button. */
export function FormEnd<K extends string>({
  form,
  label,
  busyLabel,
}: {
  form: FormApi<K>;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError message={form.formError} />
      <SubmitButton busy={form.submitting} label={label} busyLabel={busyLabel} />
    </>
  );
}
