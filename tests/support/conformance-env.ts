/**
 * Where the conformance suite runs, parsed once from the environment: the embedded servers (no
 * variable set) or a hosted Stream app and Supabase project (every required variable set). Some
 * but not all of them, or a malformed one, stops the run with a message naming the variables,
 * since half a hosted target would quietly test the embedded servers instead.
 */

export const CONFORMANCE_ENV = {
  streamKey: 'PARLEY_CONFORMANCE_STREAM_KEY',
  streamSecret: 'PARLEY_CONFORMANCE_STREAM_SECRET',
  streamBaseUrl: 'PARLEY_CONFORMANCE_STREAM_BASE_URL',
  supabaseUrl: 'PARLEY_CONFORMANCE_SUPABASE_URL',
  supabaseAnonKey: 'PARLEY_CONFORMANCE_SUPABASE_ANON_KEY',
  supabaseServiceRoleKey: 'PARLEY_CONFORMANCE_SUPABASE_SERVICE_ROLE_KEY',
} as const;

type Field = keyof typeof CONFORMANCE_ENV;

/** Where stream-chat sends its calls unless told otherwise (StreamChat's constructor). */
export const HOSTED_STREAM_BASE_URL = 'https://chat.stream-io-api.com';

export interface HostedStream {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
}

export interface HostedSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export type ConformanceTarget =
  { kind: 'embedded' } | { kind: 'hosted'; stream: HostedStream; supabase: HostedSupabase };

export class ConformanceConfigError extends Error {}

const REQUIRED: Field[] = [
  'streamKey',
  'streamSecret',
  'supabaseUrl',
  'supabaseAnonKey',
  'supabaseServiceRoleKey',
];

export function parseConformanceEnv(env: NodeJS.ProcessEnv): ConformanceTarget {
  const value = (field: Field) => env[CONFORMANCE_ENV[field]]?.trim() || undefined;
  const given = (Object.keys(CONFORMANCE_ENV) as Field[]).filter((field) => value(field));
  if (given.length === 0) return { kind: 'embedded' };
  const missing = REQUIRED.filter((field) => !value(field));
  if (missing.length > 0) {
    const names = (fields: Field[]) => fields.map((field) => CONFORMANCE_ENV[field]).join(', ');
    throw new ConformanceConfigError(
      `hosted conformance needs every one of ${names(REQUIRED)}; missing ${names(missing)} ` +
        `(set: ${names(given)}). Unset them all to run against the embedded servers.`,
    );
  }
  const read = (field: Field) => value(field) as string;
  return {
    kind: 'hosted',
    stream: {
      apiKey: matching('streamKey', read('streamKey'), /^[A-Za-z0-9]+$/, 'letters and digits'),
      apiSecret: matching('streamSecret', read('streamSecret'), /^\S+$/, 'no spaces'),
      baseUrl: serviceUrl('streamBaseUrl', value('streamBaseUrl') ?? HOSTED_STREAM_BASE_URL),
    },
    supabase: {
      url: serviceUrl('supabaseUrl', read('supabaseUrl')),
      anonKey: apiKey('supabaseAnonKey', read('supabaseAnonKey'), 'anon'),
      serviceRoleKey: apiKey('supabaseServiceRoleKey', read('supabaseServiceRoleKey'), 'service'),
    },
  };
}

function matching(field: Field, raw: string, pattern: RegExp, expected: string): string {
  if (!pattern.test(raw))
    throw new ConformanceConfigError(`${CONFORMANCE_ENV[field]} must be ${expected}`);
  return raw;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) origin, without a trailing slash; plain http only on this machine (keys travel). */
function serviceUrl(field: Field, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConformanceConfigError(`${CONFORMANCE_ENV[field]} is not a URL: "${raw}"`);
  }
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new ConformanceConfigError(
      `${CONFORMANCE_ENV[field]} must be an https URL (http only on this machine), got "${raw}"`,
    );
  }
  return raw.replace(/\/+$/, '');
}

/**
 * A Supabase API key of the expected kind: a legacy JWT key carries its role, a new key its kind
 * in its prefix. Swapping the two would hand every test the service role and pass falsely.
 */
function apiKey(field: Field, raw: string, kind: 'anon' | 'service'): string {
  const name = CONFORMANCE_ENV[field];
  if (/^sb_(publishable|secret)_/.test(raw)) {
    const wanted = kind === 'anon' ? 'sb_publishable_' : 'sb_secret_';
    if (!raw.startsWith(wanted))
      throw new ConformanceConfigError(`${name} must be the ${wanted}... key`);
    return raw;
  }
  const parts = raw.split('.');
  let role: unknown;
  try {
    role = (
      JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown }
    ).role;
  } catch {
    role = undefined;
  }
  const wanted = kind === 'anon' ? 'anon' : 'service_role';
  if (parts.length !== 3 || role !== wanted) {
    throw new ConformanceConfigError(
      `${name} must be the project's ${kind === 'anon' ? 'anon (publishable)' : 'service_role (secret)'} key: ` +
        `a JWT with role "${wanted}" or an ${kind === 'anon' ? 'sb_publishable_' : 'sb_secret_'}... key`,
    );
  }
  return raw;
}
