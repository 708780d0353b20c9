/**
 * The auth server's signing keys, fetched from its JWKS and cached. jose's createRemoteJWKSet
 * almost fits, but it retries a failing JWKS on every request and takes an empty key set for
 * a healthy one; here every fetch attempt (success or failure) starts the cooldown, so neither
 * a flood of random `kid`s nor an outage can turn into a flood of JWKS requests, and a JWKS
 * that cannot be fetched, parsed or has no usable key is reported as unavailable (503).
 */
import {
  createLocalJWKSet,
  errors,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JSONWebKeySet,
} from 'jose';
import { AuthUnavailableError } from './errors.ts';

export interface KeySourceOptions {
  url: string;
  /** Milliseconds since the epoch; injectable so tests can move time without waiting. */
  now?: () => number;
  cacheMaxAgeMs?: number;
  cooldownMs?: number;
  timeoutMs?: number;
}

export type KeySource = (
  header: JWSHeaderParameters,
  token: FlattenedJWSInput,
) => Promise<CryptoKey | Uint8Array>;

/** Keys a JWT signed with ES256 or RS256 can be checked against; anything else is dropped. */
function usableKeys(body: unknown): JSONWebKeySet {
  const keys = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new AuthUnavailableError('JWKS response has no "keys" array');
  const usable = keys.filter(
    (key): key is JSONWebKeySet['keys'][number] =>
      typeof key === 'object' &&
      key !== null &&
      ((key.kty === 'EC' && key.crv === 'P-256') || key.kty === 'RSA') &&
      (key.use === undefined || key.use === 'sig') &&
      !('d' in key),
  );
  if (usable.length === 0) throw new AuthUnavailableError('JWKS has no usable public signing key');
  return { keys: usable };
}

export function createKeySource(options: KeySourceOptions): KeySource {
  const now = options.now ?? Date.now;
  const cacheMaxAgeMs = options.cacheMaxAgeMs ?? 10 * 60_000;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 3_000;

  let local: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  async function fetchKeys(): Promise<void> {
    attemptedAt = now();
    let response: Response;
    try {
      response = await fetch(options.url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new AuthUnavailableError('JWKS request failed', { cause });
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AuthUnavailableError(`JWKS answered ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new AuthUnavailableError('JWKS response is not JSON', { cause });
    }
    try {
      local = createLocalJWKSet(usableKeys(body));
    } catch (cause) {
      if (cause instanceof AuthUnavailableError) throw cause;
      throw new AuthUnavailableError('JWKS is malformed', { cause });
    }
    fetchedAt = now();
  }

  /** One fetch at a time; callers arriving meanwhile share its outcome. */
  function refresh(): Promise<void> {
    pending ??= fetchKeys().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  const coolingDown = (): boolean => now() - attemptedAt < cooldownMs;

  return async (header, token) => {
    if (!local || now() - fetchedAt >= cacheMaxAgeMs) {
      // Not fresh while cooling down means the last attempt failed: don't retry yet.
      if (pending) await pending;
      else if (coolingDown()) throw new AuthUnavailableError('JWKS unavailable (waiting to retry)');
      else await refresh();
    }
    const keys = local;
    if (!keys) throw new AuthUnavailableError('JWKS unavailable');
    try {
      return await keys(header, token);
    } catch (error) {
      // A kid we don't know may be a freshly rotated key: look once, unless we just looked.
      if (!(error instanceof errors.JWKSNoMatchingKey) || coolingDown()) throw error;
      await (pending ?? refresh());
      return (local ?? keys)(header, token);
    }
  };
}
