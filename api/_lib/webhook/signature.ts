/**
 * Stream signs each webhook call: `X-Signature` is the hex HMAC-SHA256 of the raw request body
 * keyed with the app's API secret. The comparison is constant-time so a caller cannot learn the
 * right signature byte by byte from how long a refusal takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function webhookSignature(body: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function isSignedBy(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (signature === undefined || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
