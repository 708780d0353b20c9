/**
 * Proves a Supabase access token is a live user session of this project, with jose doing all
 * the JOSE work. Only the keys we choose are used: ES256/RS256 against the project's JWKS, and
 * HS256 against SUPABASE_JWT_SECRET only when that is set. Header parameters that point at
 * other keys (`jku`, `x5u`, an embedded `jwk`) are never consulted.
 */
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { FunctionConfig } from '../config/function-config.ts';
import { SessionError } from './errors.ts';
import type { KeySource } from './jwks.ts';

export interface VerifiedSession {
  userId: string;
  aal: 'aal1' | 'aal2';
  /** The auth server's session this token belongs to (what a sign-out ends). */
  sessionId: string;
}

export type SessionVerifier = (token: string) => Promise<VerifiedSession>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'];
/** Clock skew tolerated between the auth server and this function, in seconds. */
const LEEWAY_SECONDS = 30;
/** GoTrue's ceiling for `jwt_expiry`: nothing it issues is older than this and still valid. */
const MAX_TOKEN_AGE_SECONDS = 7 * 24 * 3600;

function headerAlgorithm(token: string): unknown {
  try {
    return decodeProtectedHeader(token).alg;
  } catch {
    throw new SessionError('invalid', 'The access token is malformed.');
  }
}

function checkClaims(payload: JWTPayload, token: string): VerifiedSession {
  if (payload.role !== 'authenticated') {
    throw new SessionError('invalid', 'The token is not a signed-in user session.');
  }
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
    throw new SessionError('invalid', 'The token does not name a user.');
  }
  return {
    userId: payload.sub,
    aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    // Tokens from before GoTrue named sessions in them stand for their own session.
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : token,
  };
}

export function createSessionVerifier(
  config: Pick<FunctionConfig, 'issuer' | 'jwtSecret'>,
  keySource: KeySource,
  now: () => number = Date.now,
): SessionVerifier {
  return async (token) => {
    // New-style API keys (sb_publishable_…, sb_secret_…) identify a project, never a user.
    if (token.startsWith('sb_'))
      throw new SessionError('invalid', 'API keys are not user sessions.');
    const symmetric = headerAlgorithm(token) === 'HS256';
    const key = symmetric ? config.jwtSecret : keySource;
    if (!key)
      throw new SessionError('invalid', 'HS256 tokens are not accepted by this deployment.');
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: symmetric ? ['HS256'] : ASYMMETRIC_ALGORITHMS,
        issuer: config.issuer,
        audience: 'authenticated',
        requiredClaims: ['exp', 'iat', 'sub', 'role'],
        clockTolerance: LEEWAY_SECONDS,
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        currentDate: new Date(now()),
      });
      return checkClaims(payload, token);
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new SessionError('expired', 'The access token has expired.');
      }
      if (error instanceof errors.JOSEError) {
        throw new SessionError('invalid', 'The access token could not be verified.');
      }
      throw error;
    }
  };
}
