/**
 * PostgREST's answers to a token it cannot use (v12 wording, as hosted Supabase returns it):
 * an expired token is PGRST303 "JWT expired"; anything else is PGRST301 with the JOSE reason.
 */
import type { InvalidJwtError } from '../auth/verify-jwt.ts';
import { PostgrestError } from './errors.ts';

export function jwtError(error: InvalidJwtError): PostgrestError {
  switch (error.reason) {
    case 'expired':
      return new PostgrestError(401, 'PGRST303', 'JWT expired');
    case 'malformed':
      return new PostgrestError(
        401,
        'PGRST301',
        'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
      );
    case 'invalid_claims':
      return new PostgrestError(401, 'PGRST303', 'JWT claims validation or parsing error');
    default:
      return new PostgrestError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
  }
}
