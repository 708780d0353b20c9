import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors.ts';

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';
/** auth-js marks its errors with `__isAuthError`. */
const authError = (fields: Record<string, unknown>) => ({ __isAuthError: true, ...fields });

describe('authErrorMessage', () => {
  it.each([
    [
      'a known code',
      authError({ code: 'invalid_credentials', message: 'Invalid login credentials' }),
      'That email and password do not match an account.',
    ],
    [
      'auth-js giving up on the network',
      authError({ name: 'AuthRetryableFetchError', message: '{}' }),
      UNREACHABLE,
    ],
    ['an answer with status 0', authError({ status: 0, message: 'Failed to fetch' }), UNREACHABLE],
    [
      'an unknown code, in its own words',
      authError({ code: 'new_code', message: 'Rate limited' }),
      'Rate limited',
    ],
    [
      'an auth error with no words',
      authError({ code: 'new_code' }),
      'Something went wrong. Try again.',
    ],
    ['fetch failing outside auth-js', new TypeError('Failed to fetch'), UNREACHABLE],
    ['any other error', new Error('boom'), 'boom'],
  ])('says %s', (_, error, words) => {
    expect(authErrorMessage(error)).toBe(words);
  });
});
