/**
 * The api/ functions' configuration, parsed from process.env once per runtime (the push
 * sender's part in push-config.ts). A missing or malformed variable becomes a ConfigError
 * naming it, so a misconfigured deployment says why in its logs instead of failing every session
 * check with a confusing 401.
 */
import { parsePushConfig, type PushConfig, type PushUnavailable } from './push-config.ts';

/** Every variable the functions read (`.env.example` is kept in step with this list by a test). */
export const FUNCTION_ENV_VARS = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_JWT_SECRET',
  'REQUIRE_AAL2',
  'STREAM_API_KEY',
  'STREAM_API_SECRET',
  'STREAM_TOKEN_TTL_SECONDS',
  'STREAM_BASE_URL',
  'ALLOWED_ORIGINS',
  'SUPABASE_SERVICE_ROLE_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_ALLOWED_HOSTS',
  'PARLEY_PUBLIC_URL',
  'PARLEY_EMBEDDED_FUNCTIONS',
] as const;

export type FunctionEnvName = (typeof FUNCTION_ENV_VARS)[number];

/**
 * Set by Vercel itself on every deployment, never by hand (so not in `.env.example`): the
 * functions read them to know they run on Vercel and where the production app is. The embedded
 * functions host removes them, as it does every variable above it was not given.
 */
export const VERCEL_SYSTEM_ENV_VARS = ['VERCEL', 'VERCEL_PROJECT_PRODUCTION_URL'] as const;

export interface FunctionConfig {
  /** Project URL without a trailing slash. */
  supabaseUrl: string;
  /** `{supabaseUrl}/auth/v1`: the `iss` of every access token the project issues. */
  issuer: string;
  jwksUrl: string;
  /**
   * Sent as `apikey` whenever the functions ask Supabase something as the user: whether the
   * session is still alive (and its factors), and the user's profile.
   */
  supabaseAnonKey: string;
  /**
   * The project's own key, for what no person may do themselves: storing, listing, revoking and
   * spending invite links (api/_lib/invites). Undefined leaves those functions misconfigured,
   * nothing else.
   */
  supabaseServiceRoleKey: string | undefined;
  /** Legacy HS256 secret; undefined keeps HS256 tokens refused. */
  jwtSecret: Uint8Array | undefined;
  /** A user with a verified TOTP factor gets chat access only from an aal2 session. */
  requireAal2: boolean;
  streamApiKey: string;
  streamApiSecret: string;
  /** The chat server the functions write to; undefined means hosted Stream. */
  streamBaseUrl: string | undefined;
  streamTokenTtlSeconds: number;
  /** Cross-origin callers allowed besides the function's own origin (preview deploys). */
  allowedOrigins: readonly RegExp[];
  /**
   * The embedded stack's local functions host runs these functions (it sets
   * PARLEY_EMBEDDED_FUNCTIONS=1 itself; refused on Vercel). Only then may a push go over plain
   * http, and only to this machine, where the local push services listen.
   */
  embedded: boolean;
  /** What the Web Push sender needs (api/stream-webhook.ts), or why it cannot run. */
  push: PushConfig | PushUnavailable;
}

// No TypeScript-only syntax in api/ (parameter properties, enums): Node's type stripping can run it as is.
export class ConfigError extends Error {
  readonly variable: FunctionEnvName;

  constructor(variable: FunctionEnvName, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function optional(env: Env, name: FunctionEnvName): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function required(env: Env, name: FunctionEnvName): string {
  const value = optional(env, name);
  if (value === undefined) throw new ConfigError(name, 'is required but not set');
  return value;
}

// The value is never echoed: a secret pasted into the wrong variable must not reach the logs.
function httpUrl(name: FunctionEnvName, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(name, 'must be an http(s) URL');
  }
  if (url.search || url.hash || url.username) {
    throw new ConfigError(name, 'must not carry a query, fragment or credentials');
  }
  return url.href.replace(/\/+$/, '');
}

function flag(env: Env, name: FunctionEnvName, fallback: boolean): boolean {
  const value = optional(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ConfigError(name, `must be true, false, 1 or 0, got "${value}"`);
}

/**
 * Fifteen minutes: a chat token outlives neither a sign-out (which also revokes it) nor a
 * session the auth server ended by much, and the SDK renews it without a visible break.
 */
const DEFAULT_TOKEN_TTL_SECONDS = 900;

function ttl(env: Env): number {
  const raw = optional(env, 'STREAM_TOKEN_TTL_SECONDS');
  if (raw === undefined) return DEFAULT_TOKEN_TTL_SECONDS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 60 || value > 86_400) {
    throw new ConfigError(
      'STREAM_TOKEN_TTL_SECONDS',
      `must be a whole number of seconds from 60 to 86400, got "${raw}"`,
    );
  }
  return value;
}

/**
 * `https://app.example.com`, or one `*` in the host for Vercel preview URLs
 * (`https://parley-*-team.vercel.app`); the star matches one or more DNS-label characters.
 */
function originPattern(raw: string): RegExp {
  const match = /^(https?):\/\/([a-z0-9*.-]+)(:\d+)?$/i.exec(raw);
  if (!match || (match[2]?.split('*').length ?? 0) > 2) {
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      `"${raw}" is not an origin (scheme://host[:port], at most one * in the host)`,
    );
  }
  const escaped = raw.toLowerCase().replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('*', '[a-z0-9-]+')}$`);
}

function secret(env: Env): Uint8Array | undefined {
  const value = optional(env, 'SUPABASE_JWT_SECRET');
  if (value === undefined) return undefined;
  // Supabase generates 40+ characters; a short one means a paste error or a weak secret.
  if (value.length < 32)
    throw new ConfigError('SUPABASE_JWT_SECRET', 'must be at least 32 characters');
  return new TextEncoder().encode(value);
}

export function parseFunctionConfig(env: Env): FunctionConfig {
  const supabaseUrl = httpUrl('SUPABASE_URL', required(env, 'SUPABASE_URL'));
  const streamBaseUrl = optional(env, 'STREAM_BASE_URL');
  const embedded = flag(env, 'PARLEY_EMBEDDED_FUNCTIONS', false);
  if (embedded && env.VERCEL?.trim()) {
    throw new ConfigError(
      'PARLEY_EMBEDDED_FUNCTIONS',
      'is for the embedded stack’s local functions host only, never on Vercel',
    );
  }
  return {
    supabaseUrl,
    issuer: `${supabaseUrl}/auth/v1`,
    jwksUrl: `${supabaseUrl}/auth/v1/.well-known/jwks.json`,
    supabaseAnonKey: required(env, 'SUPABASE_ANON_KEY'),
    supabaseServiceRoleKey: optional(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    jwtSecret: secret(env),
    // On unless explicitly turned off: two-factor sign-in must protect the chat, not only a screen.
    requireAal2: flag(env, 'REQUIRE_AAL2', true),
    streamApiKey: required(env, 'STREAM_API_KEY'),
    streamApiSecret: required(env, 'STREAM_API_SECRET'),
    streamBaseUrl:
      streamBaseUrl === undefined ? undefined : httpUrl('STREAM_BASE_URL', streamBaseUrl),
    streamTokenTtlSeconds: ttl(env),
    allowedOrigins: (optional(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0)
      .map(originPattern),
    embedded,
    push: parsePushConfig(env, embedded),
  };
}

let cached: { config: FunctionConfig } | { error: unknown } | undefined;

/** process.env parsed on first use and remembered for the life of the runtime (errors too). */
export function getFunctionConfig(): FunctionConfig {
  if (!cached) {
    try {
      cached = { config: parseFunctionConfig(process.env) };
    } catch (error) {
      cached = { error };
    }
  }
  if ('error' in cached) throw cached.error;
  return cached.config;
}
