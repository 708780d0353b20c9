/**
 * The push sender's settings (api/stream-webhook.ts), optional as a group: without them the token
 * functions work as before and only the webhook answers 503. Whatever is missing or malformed is
 * named in the log, its value never.
 */

export interface PushConfig {
  kind: 'ready';
  /** Reads every person's settings and devices and keeps the push receipts. */
  serviceRoleKey: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about this sender (RFC 8292). */
  vapidSubject: string;
  /** The app's origin (`https://parley.example`): a notification opens the conversation there. */
  publicOrigin: string;
  /** The push services' hosts the sender posts to: a name, or `*.` and a suffix for any below it. */
  allowedHosts: readonly string[];
}

export interface PushUnavailable {
  kind: 'unavailable';
  message: string;
}

/**
 * The push services of the browsers Parley supports: Chrome's (and other Chromium browsers'),
 * Firefox's, Safari's and Edge's. A deployment adds others with PUSH_ALLOWED_HOSTS.
 */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

type Env = Readonly<Record<string, string | undefined>>;

// A base64url P-256 point (65 bytes → 87 characters) and scalar (32 bytes → 43), as web-push makes them.
const VAPID_PUBLIC = /^[A-Za-z0-9_-]{87}$/;
const VAPID_PRIVATE = /^[A-Za-z0-9_-]{43}$/;
const HOST_RULE = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
/** An origin this long is no real deployment; the bound keeps every payload inside its size. */
const MAX_ORIGIN = 200;

/** The origin notifications link to, or why there is none. */
function publicOrigin(env: Env, embedded: boolean): { value: string } | string {
  const raw = env.PARLEY_PUBLIC_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'PARLEY_PUBLIC_URL must be the app’s URL';
    }
    const schemeAllowed = url.protocol === 'https:' || (embedded && url.protocol === 'http:');
    if (!schemeAllowed || url.username || url.search || url.hash || url.pathname !== '/') {
      return 'PARLEY_PUBLIC_URL must be the app’s https origin, with no path';
    }
    return url.origin.length <= MAX_ORIGIN
      ? { value: url.origin }
      : 'PARLEY_PUBLIC_URL is too long';
  }
  // Vercel names the project's production domain on every deployment, previews included.
  const production = env.VERCEL?.trim() ? env.VERCEL_PROJECT_PRODUCTION_URL?.trim() : undefined;
  if (production && HOST_RULE.test(production.toLowerCase()) && !production.startsWith('*')) {
    return { value: `https://${production.toLowerCase()}` };
  }
  return 'PARLEY_PUBLIC_URL is not set';
}

function allowedHosts(env: Env): { value: string[] } | string {
  const listed = (env.PUSH_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host.length > 0);
  if (!listed.every((host) => HOST_RULE.test(host))) {
    return 'PUSH_ALLOWED_HOSTS must be host names, or *. and a domain, separated by commas';
  }
  return { value: [...new Set([...KNOWN_PUSH_SERVICES, ...listed])] };
}

export function parsePushConfig(env: Env, embedded: boolean): PushConfig | PushUnavailable {
  const read = (name: string, test: (value: string) => boolean, shape: string) => {
    const value = env[name]?.trim();
    if (!value) return `${name} is not set`;
    if (!test(value)) return `${name} must be ${shape}`;
    return { value };
  };
  const fields = [
    read('SUPABASE_SERVICE_ROLE_KEY', () => true, 'set'),
    read('VAPID_PUBLIC_KEY', (v) => VAPID_PUBLIC.test(v), 'a base64url P-256 public key'),
    read('VAPID_PRIVATE_KEY', (v) => VAPID_PRIVATE.test(v), 'a base64url P-256 private key'),
    read('VAPID_SUBJECT', (v) => /^(mailto:.+|https:\/\/.+)$/.test(v), 'a mailto: or https: URL'),
    publicOrigin(env, embedded),
    allowedHosts(env),
  ] as const;
  const problem = fields.find((field) => typeof field === 'string');
  if (problem !== undefined) return { kind: 'unavailable', message: problem };
  const [serviceRoleKey, vapidPublicKey, vapidPrivateKey, vapidSubject, origin, hosts] = fields as [
    { value: string },
    { value: string },
    { value: string },
    { value: string },
    { value: string },
    { value: string[] },
  ];
  return {
    kind: 'ready',
    serviceRoleKey: serviceRoleKey.value,
    vapidPublicKey: vapidPublicKey.value,
    vapidPrivateKey: vapidPrivateKey.value,
    vapidSubject: vapidSubject.value,
    publicOrigin: origin.value,
    allowedHosts: hosts.value,
  };
}
