/** Inline checks for the auth forms: each returns the problem in words, or null when fine. */
import { t } from './i18n/translate.ts';

export type Check = (value: string) => string | null;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_NAME_LENGTH = 50;

export const checkEmail: Check = (value) => {
  const email = value.trim();
  if (!email) return t('Enter your email address.');
  // Deliberately loose: the auth server has the final word on what an address is.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return t('Enter an email address like name@example.com.');
  return null;
};

export const checkPasswordPresent: Check = (value) => (value ? null : t('Enter your password.'));

export const checkNewPassword: Check = (value) => {
  if (!value) return t('Choose a password.');
  if (value.length < MIN_PASSWORD_LENGTH) {
    return t('Use at least {{min}} characters ({{count}} so far).', {
      min: MIN_PASSWORD_LENGTH,
      count: value.length,
    });
  }
  return null;
};

export function checkName(field: 'first name' | 'last name'): Check {
  return (value) => {
    const name = value.trim();
    const first = field === 'first name';
    if (!name) return first ? t('Enter your first name.') : t('Enter your last name.');
    if (name.length > MAX_NAME_LENGTH) {
      const values = { max: MAX_NAME_LENGTH };
      return first
        ? t('Keep your first name under {{max}} characters.', values)
        : t('Keep your last name under {{max}} characters.', values);
    }
    return null;
  };
}

export const checkTotpCode: Check = (value) => {
  const code = value.replace(/\s/g, '');
  if (!code) return t('Enter the 6-digit code from your authenticator app.');
  if (!/^\d{6}$/.test(code)) return t('The code is 6 digits, numbers only.');
  return null;
};

export function checkSamePassword(first: string): Check {
  return (value) => (value === first ? null : t('The two passwords are different.'));
}

/** Runs every check; the result maps each failing field to its message. */
export function validate<K extends string>(
  values: Record<K, string>,
  checks: Partial<Record<K, Check>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key]?.(values[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}
