/** Turns the auth client's errors into sentences a user can act on. */
import type { AuthError } from '@supabase/auth-js';
import { t } from './i18n/translate.ts';
import type { MessageKey } from './i18n/messages.ts';
import { errorDetail } from './error-words.ts';

/** auth-js marks its errors this way; checking the mark keeps auth-js out of the first paint. */
function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

const BY_CODE: Record<string, MessageKey> = {
  invalid_credentials: 'That email and password do not match an account.',
  email_not_confirmed: 'Confirm your email address first: check your inbox for the link.',
  user_already_exists: 'An account with this email already exists. Sign in instead.',
  email_exists: 'An account with this email already exists. Sign in instead.',
  weak_password: 'Choose a stronger password.',
  over_request_rate_limit: 'Too many attempts. Wait a minute and try again.',
  over_email_send_rate_limit: 'Too many emails sent. Wait a minute and try again.',
  anonymous_provider_disabled: 'Guest access is turned off for this app.',
  mfa_verification_failed: 'That code is not right. Check the time on your device and try again.',
  mfa_challenge_expired: 'The code expired. Enter the current one.',
  session_not_found: 'Your session ended. Sign in again.',
  same_password: 'Choose a password different from your current one.',
};

export function authErrorMessage(error: unknown): string {
  if (isAuthError(error)) {
    const byCode = error.code ? BY_CODE[error.code] : undefined;
    if (byCode) return t(byCode);
    // A status of 0 is a request that never got an answer; errorDetail knows auth-js's own mark
    // for that (AuthRetryableFetchError) and says a message otherwise.
    if (error.status === 0) {
      return t('The server cannot be reached. Check your connection and try again.');
    }
  }
  return errorDetail(error);
}
