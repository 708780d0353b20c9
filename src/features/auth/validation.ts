/** Inline checks for the auth forms: each returns the problem in words, or null when fine. */

export type Check = (value: string) => string | null;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_NAME_LENGTH = 50;

export const checkEmail: Check = (value) => {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  // Deliberately loose: the auth server has the final word on what an address is.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return 'Enter an email address like name@example.com.';
  return null;
};

export const checkPasswordPresent: Check = (value) => (value ? null : 'Enter your password.');

export const checkNewPassword: Check = (value) => {
  if (!value) return 'Choose a password.';
  if (value.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (${value.length} so far).`;
  }
  return null;
};

export function checkName(label: string): Check {
  return (value) => {
    const name = value.trim();
    if (!name) return `Enter your ${label}.`;
    if (name.length > MAX_NAME_LENGTH)
      return `Keep your ${label} under ${MAX_NAME_LENGTH} characters.`;
    return null;
  };
}

export const checkTotpCode: Check = (value) => {
  const code = value.replace(/\s/g, '');
  if (!code) return 'Enter the 6-digit code from your authenticator app.';
  if (!/^\d{6}$/.test(code)) return 'The code is 6 digits, numbers only.';
  return null;
};

export function checkSamePassword(first: string): Check {
  return (value) => (value === first ? null : 'The two passwords are different.');
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
