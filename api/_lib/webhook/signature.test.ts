/** Stream's X-Signature over the raw body: only the exact bytes with the app's secret pass. */
import { describe, expect, it } from 'vitest';
import { isSignedBy, webhookSignature } from './signature.ts';

const SECRET = 'stream-api-secret';
const body = Buffer.from('{"type":"message.new","cid":"messaging:abc"}');
const good = webhookSignature(body, SECRET);

describe('the webhook signature check', () => {
  it.each([
    ['the hex HMAC-SHA256 of the body with the secret', body, good, true],
    ['the same in upper case hex', body, good.toUpperCase(), true],
    ['a signature made with another secret', body, webhookSignature(body, 'other'), false],
    ['a body changed by one space', Buffer.from(`${body.toString()} `), good, false],
    [
      'a body re-serialised with other spacing',
      Buffer.from('{"type": "message.new"}'),
      good,
      false,
    ],
    ['no signature', body, undefined, false],
    ['an empty signature', body, '', false],
    ['a signature cut short', body, good.slice(0, 63), false],
    ['a signature not in hex', body, 'z'.repeat(64), false],
    ['base64 instead of hex', body, Buffer.from(good, 'hex').toString('base64'), false],
  ])('%s → %s', (_name, bytes, signature, expected) => {
    expect(isSignedBy(bytes, signature, SECRET)).toBe(expected);
  });
});
