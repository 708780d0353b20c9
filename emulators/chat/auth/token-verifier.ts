/**
 * Stream's token rules: HS256 JWTs signed with the app secret. `{server: true}` tokens act as the
 * app itself; user tokens carry `user_id` and an optional `exp`. Expired answers code 40 (the
 * client then asks its token provider for a new one), not valid yet (`nbf` ahead) 41, issued in
 * the future (`iat` ahead) 42, any other bad token 43: stream-chat's APIErrorCodes and the
 * API errors docs. No clock leeway, as for `exp`.
 */
import { errors as joseErrors, jwtVerify } from 'jose';
import {
  authError,
  badApiKey,
  badSignature,
  tokenExpired,
  tokenIssuedLater,
  tokenNotYetValid,
} from '../http/errors.ts';

export type Caller =
  | { kind: 'server' }
  /** `issuedAt`: the token's `iat` in seconds, which a revocation is compared with. */
  | { kind: 'user'; userId: string; issuedAt?: number }
  | { kind: 'anonymous'; userId: string };

interface Claims {
  user_id?: unknown;
  server?: unknown;
  exp?: unknown;
  iat?: unknown;
}

const CACHE_LIMIT = 10_000;

export class TokenVerifier {
  private readonly key: Uint8Array;
  /** Verified tokens, so the hot path (every send) skips the HMAC; expiry is still checked each time. */
  private readonly verified = new Map<string, Claims>();

  constructor(
    private readonly apiKey: string,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  checkApiKey(apiKey: string | null): void {
    if (!apiKey) throw badApiKey('api_key not found');
    if (apiKey !== this.apiKey) throw badApiKey(`api_key not valid: ${apiKey}`);
  }

  /** The caller a request or connection speaks for. */
  async authenticate(authType: string | null, token: string | null): Promise<Caller> {
    if (authType === 'anonymous') return { kind: 'anonymous', userId: '!anon' };
    if (!token || token === 'undefined' || token === 'null') {
      throw authError('JWTAuth error: missing authorization header');
    }
    const claims = await this.verify(token.replace(/^Bearer\s+/i, ''));
    if (claims.server === true) return { kind: 'server' };
    if (typeof claims.user_id !== 'string' || claims.user_id.length === 0) {
      throw badSignature('JWTAuth error: token has no user_id claim');
    }
    return {
      kind: 'user',
      userId: claims.user_id,
      ...(typeof claims.iat === 'number' ? { issuedAt: claims.iat } : {}),
    };
  }

  private async verify(token: string): Promise<Claims> {
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        const result = await jwtVerify(token, this.key, {
          algorithms: ['HS256'],
          clockTolerance: 0,
        });
        claims = result.payload as Claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw tokenExpired(`JWTAuth error: token is expired (exp=${String(error.payload.exp)})`);
        }
        if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf') {
          throw tokenNotYetValid(
            `JWTAuth error: token is not valid yet (nbf=${String(error.payload.nbf)})`,
          );
        }
        throw badSignature(
          'JWTAuth error: signature is not valid. Make sure the token is generated using the right secret',
        );
      }
      if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, claims);
    }
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
      throw tokenExpired(`JWTAuth error: token is expired (exp=${claims.exp})`);
    }
    if (typeof claims.iat === 'number' && claims.iat * 1000 > Date.now()) {
      throw tokenIssuedLater(`JWTAuth error: token used before issue at (iat=${claims.iat})`);
    }
    return claims;
  }
}
