/**
 * Form state for the app's forms: values are kept whatever happens, a field's problem shows once
 * it was left or the form was submitted, and the form is busy while its action runs.
 */
import { useState, type FormEvent } from 'react';
import { validate, type Check } from '../lib/validation.ts';
import { explainError } from '../lib/error-words.ts';

export interface FormApi<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  touched: Partial<Record<K, boolean>>;
  submitting: boolean;
  /** A problem with the whole submission (from the server), shown above the button. */
  formError: string | null;
  setValue(key: K, value: string): void;
  touch(key: K): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function useForm<K extends string>(
  initial: Record<K, string>,
  checks: (values: Record<K, string>) => Partial<Record<K, Check>>,
  action: (values: Record<K, string>) => Promise<string | null | void>,
): FormApi<K> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const allErrors = validate(values, checks(values));
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(allErrors) as K[]) {
    if (touched[key]) errors[key] = allErrors[key];
  }

  return {
    values,
    errors,
    touched,
    submitting,
    formError,
    setValue: (key, value) => setValues((prev) => ({ ...prev, [key]: value })),
    touch: (key) => setTouched((prev) => (prev[key] ? prev : { ...prev, [key]: true })),
    onSubmit(event) {
      event.preventDefault();
      if (submitting) return;
      const everything = Object.fromEntries(Object.keys(values).map((k) => [k, true]));
      setTouched(everything as Partial<Record<K, boolean>>);
      const firstProblem = Object.keys(allErrors)[0];
      if (firstProblem) {
        const form = event.currentTarget;
        form.querySelector<HTMLElement>(`[name="${firstProblem}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      setFormError(null);
      action(values)
        .then((problem) => {
          if (problem) setFormError(problem);
        })
        .catch((error: unknown) =>
          setFormError(explainError('That did not work: {{reason}}', error)),
        )
        .finally(() => setSubmitting(false));
    },
  };
}
