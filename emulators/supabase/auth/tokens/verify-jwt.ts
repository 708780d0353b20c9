/**
 * Verifies the bearer tokens every Supabase service accepts: ES256 access tokens signed with our
 * key (matched by `kid`), and HS256 tokens signed with the project's JWT secret (the anon and
 * service-role API keys, or tokens a developer minted with the secret), as GoTrue's parser does.
 * Anything else (alg none, unknown kid, wrong key, expired) is an InvalidJwtError whose reason
 * lets each service word the failure its own way.
 */
import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { JwtClaims } from '../../db/database.ts';
import { es256Key, type SupabaseKeys } from '../../keys.ts';

export type InvalidJwtReason =
  | 'malformed'
  | 'expired'
  | 'unsupported_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'invalid_claims';

export class InvalidJwtError extends Error {
  constructor(
    readonly reason: InvalidJwtReason,
    message: string,
  ) {
    super(message);
  }
}

export async function verifyJwt(keys: SupabaseKeys, token: string): Promise<JwtClaims> {
  let alg: string | undefined;
  let kid: string | undefined;
  try {
    ({ alg, kid } = decodeProtectedHeader(token));
  } catch {
    throw new InvalidJwtError('malformed', 'token is malformed: could not base64 decode header');
  }
  if (token.split('.').length !== 3) {
    throw new InvalidJwtError(
      'malformed',
      'token is malformed: token contains an invalid number of segments',
    );
  }
  try {
    if (alg === 'ES256') {
      if (kid !== keys.signingKey.kid) {
        throw new InvalidJwtError(
          'unknown_key',
          `token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${kid ?? '<nil>'} for algorithm ES256`,
        );
      }
      const { payload } = await jwtVerify(token, await es256Key(keys, 'verify'), {
        algorithms: ['ES256'],
      });
      return payload as JwtClaims;
    }
    if (alg === 'HS256') {
      const secret = new TextEncoder().encode(keys.jwtSecret);
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return payload as JwtClaims;
    }
  } catch (error) {
    throw translate(error);
  }
  throw new InvalidJwtError(
    'unsupported_algorithm',
    `token signature is invalid: signing method ${alg ?? '<nil>'} is invalid`,
  );
}

function translate(error: unknown): InvalidJwtError {
  if (error instanceof InvalidJwtError) return error;
  if (error instanceof errors.JWTExpired) {
    return new InvalidJwtError('expired', 'token has invalid claims: token is expired');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new InvalidJwtError('bad_signature', 'token signature is invalid: signature is invalid');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new InvalidJwtError('invalid_claims', `token has invalid claims: ${error.message}`);
  }
  return new InvalidJwtError('malformed', 'token is malformed: could not decode token');
}
