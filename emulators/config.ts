/**
 * The embedded stack's configuration, parsed once from the environment and the command line.
 * A malformed value stops start-up with a message naming the variable.
 */
import path from 'node:path';
import { isLoopback } from './shared/local-hosts.ts';
import { DEFAULT_RATE_LIMITS } from './chat/limits/rate-limits.ts';
import { DEFAULT_UPLOAD_QUOTA_MB } from './chat/uploads/upload-store.ts';
import type { ChatRateLimits } from './stack-types.ts';

export interface EmulatorConfig {
  host: string;
  dataDir: string;
  /** The production build the app server serves. */
  distDir: string;
  ports: { app: number; supabase: number; chat: number };
  reset: boolean;
  dev: boolean;
  /** Serving beyond this machine was asked for (`--expose`): any PARLEY_HOST is accepted. */
  expose: boolean;
  /** The chat server's rate limits, or false for none. */
  chatRateLimits: ChatRateLimits | false;
  chatUploadQuota: number | false;
  /** `[auth.email] enable_confirmations` for this stack; undefined keeps supabase/config.toml's. */
  emailConfirmations: boolean | undefined;
}

export const EMULATOR_ENV_DEFAULTS = {
  PARLEY_HOST: '127.0.0.1',
  PARLEY_DATA_DIR: '.local',
  PARLEY_DIST_DIR: 'dist',
  PARLEY_APP_PORT: '4173',
  PARLEY_SUPABASE_PORT: '54321',
  PARLEY_CHAT_PORT: '8700',
  PARLEY_CHAT_RATE_LIMITS: `user=${DEFAULT_RATE_LIMITS.user},app=${DEFAULT_RATE_LIMITS.app},window=${DEFAULT_RATE_LIMITS.windowSeconds}`,
  PARLEY_CHAT_UPLOAD_QUOTA: String(DEFAULT_UPLOAD_QUOTA_MB),
  PARLEY_AUTH_EMAIL_CONFIRMATIONS: 'config',
} as const;

export type EmulatorEnvName = keyof typeof EMULATOR_ENV_DEFAULTS;

export class ConfigError extends Error {}

function read(env: NodeJS.ProcessEnv, name: EmulatorEnvName): string {
  const value = env[name];
  return value === undefined || value === '' ? EMULATOR_ENV_DEFAULTS[name] : value;
}

function port(env: NodeJS.ProcessEnv, name: EmulatorEnvName): number {
  const raw = read(env, name);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) {
    throw new ConfigError(
      `${name} must be a port number from 0 to 65535 (0 picks a free one), got "${raw}"`,
    );
  }
  // The SDK rewrites :3030 to :8800 for its websocket, so the chat server can never live there.
  if (name === 'PARLEY_CHAT_PORT' && value === 3030) {
    throw new ConfigError(
      'PARLEY_CHAT_PORT cannot be 3030: stream-chat sends its websocket to :8800 instead',
    );
  }
  return value;
}

/** `off`, or any of `user=N,app=N,window=SECONDS`; what is left out keeps its default. */
function rateLimits(env: NodeJS.ProcessEnv): ChatRateLimits | false {
  const raw = read(env, 'PARLEY_CHAT_RATE_LIMITS').trim();
  if (raw === 'off') return false;
  const limits: ChatRateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const part of raw.split(',')) {
    const match = /^\s*(user|app|window)=(\d+)\s*$/.exec(part);
    const value = Number(match?.[2]);
    if (!match || value < 1 || !Number.isSafeInteger(value)) {
      throw new ConfigError(
        'PARLEY_CHAT_RATE_LIMITS must be "off" or any of user=N,app=N,window=SECONDS ' +
          `(whole numbers from 1), got "${raw}"`,
      );
    }
    if (match[1] === 'window') limits.windowSeconds = value;
    else limits[match[1] as 'user' | 'app'] = value;
  }
  return limits;
}

/**
 * The bytes each chat user may keep uploaded: megabytes (MiB) from `PARLEY_CHAT_UPLOAD_QUOTA`, or
 * false for `off`.
 */
function chatUploadQuota(env: NodeJS.ProcessEnv): number | false {
  const raw = read(env, 'PARLEY_CHAT_UPLOAD_QUOTA').trim();
  if (raw === 'off') return false;
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 1 || !Number.isSafeInteger(megabytes * 2 ** 20)) {
    throw new ConfigError(
      `PARLEY_CHAT_UPLOAD_QUOTA must be "off" or a whole number of megabytes from 1, got "${raw}"`,
    );
  }
  return megabytes * 2 ** 20;
}

/**
 * Whether a sign-up waits for its confirmation mail: `on` or `off`, or `config` for what
 * supabase/config.toml says (off, so the demo signs up at once). A test that follows the mail
 * starts a stack of its own with it on.
 */
function emailConfirmations(env: NodeJS.ProcessEnv): boolean | undefined {
  const raw = read(env, 'PARLEY_AUTH_EMAIL_CONFIRMATIONS').trim();
  if (raw === 'config') return undefined;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(
    `PARLEY_AUTH_EMAIL_CONFIRMATIONS must be "on", "off" or "config", got "${raw}"`,
  );
}

export function parseEmulatorConfig(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  cwd = process.cwd(),
): EmulatorConfig {
  const known = new Set(['--reset', '--dev', '--expose']);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0)
    throw new ConfigError(`unknown option ${unknown.join(' ')} (known: --reset, --dev, --expose)`);
  const host = read(env, 'PARLEY_HOST');
  if (!/^[\w.:-]+$/.test(host))
    throw new ConfigError(`PARLEY_HOST is not a host name or address: "${host}"`);
  const expose = argv.includes('--expose');
  chatUploadQuota(env);
  if (!expose && !isLoopback(host)) {
    throw new ConfigError(
      `PARLEY_HOST is "${host}", which other machines can reach, and the local servers hold ` +
        'every account and its keys: use a loopback address, or start with `npm start -- --expose` ' +
        'to serve beyond this machine knowingly',
    );
  }
  return {
    host,
    dataDir: path.resolve(cwd, read(env, 'PARLEY_DATA_DIR')),
    distDir: path.resolve(cwd, read(env, 'PARLEY_DIST_DIR')),
    ports: {
      app: port(env, 'PARLEY_APP_PORT'),
      supabase: port(env, 'PARLEY_SUPABASE_PORT'),
      chat: port(env, 'PARLEY_CHAT_PORT'),
    },
    reset: argv.includes('--reset'),
    dev: argv.includes('--dev'),
    expose,
    chatRateLimits: rateLimits(env),
    chatUploadQuota: chatUploadQuota(env),
    emailConfirmations: emailConfirmations(env),
  };
}

/**
 * What `npm start -- --expose` prints first: who can reach the stack, what it holds, that the
 * demo accounts all open with the one password printed with them, and that with `--dev` the
 * app's source goes to the network too.
 */
export function exposeWarning(
  config: Pick<EmulatorConfig, 'expose' | 'host' | 'dev'>,
): string | undefined {
  if (!config.expose) return undefined;
  return (
    `parley: WARNING: --expose serves the stack on ${config.host} to every machine that can reach ` +
    'it. It holds every account, their mail (password reset links) and the chat secret, and the ' +
    'demo accounts all sign in with the one password printed below, so anyone there can use ' +
    'them.' +
    (config.dev ? " With --dev it also serves the app's source code to them." : '') +
    ' Use it only on a network you trust, and stop it when done.'
  );
}
