/**
 * What a Web Push subscription gives the push sender, out of PushSubscription.toJSON(), checked
 * the way public.push_subscriptions checks it, and the VAPID key in the form subscribe() takes.
 */

export interface PushSubscriptionRow {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The subscription's auth secret, base64url. */
  auth: string;
}

const P256DH = /^[A-Za-z0-9_-]{80,100}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{16,32}={0,2}$/;

/** The row to keep for a subscription, or null when the browser gave something unusable. */
export function subscriptionRow(json: PushSubscriptionJSON): PushSubscriptionRow | null {
  const { endpoint, keys } = json;
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !/^https?:\/\//.test(endpoint) || endpoint.length > 2048) return null;
  if (!p256dh || !P256DH.test(p256dh) || !auth || !AUTH.test(auth)) return null;
  return { endpoint, p256dh, auth };
}

/** A base64url VAPID public key as bytes (subscribe() also takes the string, not everywhere). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Whether an existing subscription was made with this key (a new key needs a new one). */
export function sameKey(existing: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
