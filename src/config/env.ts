/**
 * The browser's runtime configuration, parsed once. Hosted builds bake values in through
 * `import.meta.env`; the embedded app server overrides them with a `parley-config` meta tag so one
 * build runs against any stack.
 */

/** Mirrors BrowserRuntimeConfig in emulators/stack-types.ts (src/ never imports emulators/). */
export interface BrowserConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  streamApiKey: string;
  /** Only the embedded stack sets it; the chat client then talks to that server. */
  streamBaseUrl?: string;
  /** The deployment's VAPID public key (base64url P-256 point); absent: no Web Push. */
  vapidPublicKey?: string;
}

/** Every VITE_ variable this module reads, so `.env.example` can be checked against it. */
export const BROWSER_ENV_VARS = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_STREAM_API_KEY',
  'VITE_STREAM_BASE_URL',
  'VITE_VAPID_PUBLIC_KEY',
] as const;

export type BrowserEnvVar = (typeof BROWSER_ENV_VARS)[number];

export class ConfigError extends Error {
  constructor(
    readonly variable: BrowserEnvVar,
    readonly problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Source = Partial<Record<BrowserEnvVar, unknown>>;

const META_FIELDS: Record<keyof BrowserConfig, BrowserEnvVar> = {
  supabaseUrl: 'VITE_SUPABASE_URL',
  supabaseAnonKey: 'VITE_SUPABASE_ANON_KEY',
  streamApiKey: 'VITE_STREAM_API_KEY',
  streamBaseUrl: 'VITE_STREAM_BASE_URL',
  vapidPublicKey: 'VITE_VAPID_PUBLIC_KEY',
};

/** Reads the meta tag's JSON into the same shape as the build-time variables. */
export function readMetaConfig(content: string | null | undefined): Source {
  if (!content) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const source: Source = {};
  for (const [field, variable] of Object.entries(META_FIELDS)) {
    const value = (parsed as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && value !== '') source[variable] = value;
  }
  return source;
}

function requireText(source: Source, variable: BrowserEnvVar): string {
  const value = source[variable];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(variable, 'is not set.');
  }
  return value.trim();
}

function requireUrl(source: Source, variable: BrowserEnvVar): string {
  const value = requireText(source, variable);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `is not a valid URL ("${value}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(variable, `must be an http(s) URL ("${value}").`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A VAPID public key as PushManager.subscribe takes it: base64url (no padding) of an
 * uncompressed P-256 point, 65 bytes starting with 0x04. Checked here so a mangled key says so
 * at start rather than as a failed subscription later.
 */
function vapidPublicKey(value: string): string {
  const problem = 'must be the base64url VAPID public key (an uncompressed P-256 point, 65 bytes).';
  if (!/^[A-Za-z0-9_-]{87}$/.test(value)) throw new ConfigError('VITE_VAPID_PUBLIC_KEY', problem);
  const first = atob(value.slice(0, 4).replace(/-/g, '+').replace(/_/g, '/')).charCodeAt(0);
  if (first !== 0x04) throw new ConfigError('VITE_VAPID_PUBLIC_KEY', problem);
  return value;
}

/** Build-time values first, then the meta tag's on top. Throws ConfigError naming the variable. */
export function parseConfig(
  buildEnv: Source,
  metaContent: string | null | undefined,
): BrowserConfig {
  const source: Source = { ...buildEnv, ...readMetaConfig(metaContent) };
  const config: BrowserConfig = {
    supabaseUrl: requireUrl(source, 'VITE_SUPABASE_URL'),
    supabaseAnonKey: requireText(source, 'VITE_SUPABASE_ANON_KEY'),
    streamApiKey: requireText(source, 'VITE_STREAM_API_KEY'),
  };
  const base = source.VITE_STREAM_BASE_URL;
  if (typeof base === 'string' && base.trim() !== '') {
    config.streamBaseUrl = requireUrl(source, 'VITE_STREAM_BASE_URL');
  }
  const vapid = source.VITE_VAPID_PUBLIC_KEY;
  if (typeof vapid === 'string' && vapid.trim() !== '') {
    config.vapidPublicKey = vapidPublicKey(vapid.trim());
  }
  return config;
}
