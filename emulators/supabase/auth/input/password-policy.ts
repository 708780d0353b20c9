/** GoTrue's checkPasswordStrength with the CLI's default policy (length only; no HIBP offline). */
import { AuthError, badRequest } from '../errors.ts';

/** bcrypt reads at most 72 bytes, so GoTrue refuses longer passwords outright. */
const MAX_PASSWORD_LENGTH = 72;

export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  if (password.length < minimumLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minimumLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
}
