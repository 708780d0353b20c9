/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; lower-cased. */
import { badRequest } from '../errors.ts';

const FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string | undefined): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
