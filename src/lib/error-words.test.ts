import { describe, expect, it } from 'vitest';
import { errorDetail, explainError } from './error-words.ts';

describe('errorDetail', () => {
  it.each([
    ['an Error with a message', new Error('channel is frozen'), 'channel is frozen'],
    ['a plain string', 'quota exceeded', 'quota exceeded'],
    ['an API error object', { code: 17, message: 'not allowed' }, 'not allowed'],
    [
      'a request that never got an answer',
      new TypeError('Failed to fetch'),
      'The server cannot be reached. Check your connection and try again.',
    ],
    [
      "auth-js's network failure",
      { name: 'AuthRetryableFetchError', message: '{}' },
      'The server cannot be reached. Check your connection and try again.',
    ],
    [
      "stream-chat's rate limit (code 9)",
      Object.assign(new Error('StreamChat error code 9: Too many requests'), { code: 9 }),
      'Too many attempts. Wait a minute and try again.',
    ],
    [
      'an HTTP 429',
      { status: 429, message: 'Request rate limit reached' },
      'Too many attempts. Wait a minute and try again.',
    ],
    ['an Error with no message', new Error(''), 'Something went wrong. Try again.'],
    ['undefined', undefined, 'Something went wrong. Try again.'],
    ['null', null, 'Something went wrong. Try again.'],
    ['a number', 42, 'Something went wrong. Try again.'],
    [
      'an object whose message is not text',
      { message: { nested: true } },
      'Something went wrong. Try again.',
    ],
  ])('says %s', (_, error, detail) => {
    expect(errorDetail(error)).toBe(detail);
  });
});

describe('explainError', () => {
  it('puts the detail where the sentence has a reason placeholder', () => {
    expect(explainError('That did not work: {{reason}}', new Error('banned'))).toBe(
      'That did not work: banned',
    );
  });

  it('puts the detail after a sentence without one', () => {
    expect(explainError('The profile could not be saved.', new Error('JWT expired'))).toBe(
      'The profile could not be saved. JWT expired',
    );
  });
});
