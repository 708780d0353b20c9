/**
 * GET /api/stream-token: a chat token for exactly the user the Supabase session proves.
 * Checks run cheapest first (method, origin, header size, parameters) so nothing reaches the
 * JWKS or the auth server before the request is well formed.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import { StreamChat } from 'stream-chat';
import type { FunctionConfig } from './_config.ts';
import { AuthUnavailableError, SessionError } from './_errors.ts';
import { createKeySource, type KeySource } from './_jwks.ts';
import { judgeOrigin } from './_origin.ts';
import { sendError } from './_respond.ts';
import { createFactorCheck, type FactorCheck } from './_user-factors.ts';
import { createSessionVerifier } from './_verify-session.ts';

/** Supabase access tokens are about 1 KB; far more is an attack or a mistake, not a session. */
const MAX_AUTHORIZATION_LENGTH = 8192;
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
const REALM = 'Bearer realm="parley"';

interface StreamTokenResponse {
  token: string;
  user_id: string;
  expires_at: number;
}

export interface StreamTokenDeps {
  now?: () => number;
  keySource?: KeySource;
  factorCheck?: FactorCheck;
}

function unauthorized(res: VercelResponse, error: string, message: string): void {
  const challenge =
    error === 'missing_token'
      ? REALM
      : `${REALM}, error="invalid_token", error_description="${message}"`;
  sendError(res, 401, error, message, { 'WWW-Authenticate': challenge });
}

/** The optional `user_id`: absent, one value, or a malformed request (several, or empty). */
function requestedUser(req: VercelRequest): string | undefined | 'malformed' {
  const value = req.query.user_id;
  if (value === undefined) return undefined;
  if (Array.isArray(value) || value.length === 0) return 'malformed';
  return value;
}

export function createStreamTokenHandler(
  config: FunctionConfig,
  deps: StreamTokenDeps = {},
): VercelApiHandler {
  const now = deps.now ?? Date.now;
  const verify = createSessionVerifier(
    config,
    deps.keySource ?? createKeySource({ url: config.jwksUrl, now }),
    now,
  );
  const hasVerifiedFactor = deps.factorCheck ?? createFactorCheck(config);
  const chat = new StreamChat(config.streamApiKey, config.streamApiSecret);

  async function respond(req: VercelRequest, res: VercelResponse): Promise<void> {
    const origin = judgeOrigin(req.headers, config.allowedOrigins);
    if (origin.kind === 'refused') {
      return sendError(res, 403, 'origin_not_allowed', 'This origin may not request chat tokens.');
    }
    if (origin.kind === 'cross-allowed') {
      res.setHeader('Access-Control-Allow-Origin', origin.origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', 'GET, OPTIONS');
      res.setHeader('Access-Control-Allow-Methods', 'GET');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (req.method !== 'GET') {
      return sendError(res, 405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, OPTIONS' });
    }

    const authorization = req.headers.authorization;
    if (authorization !== undefined && authorization.length > MAX_AUTHORIZATION_LENGTH) {
      return sendError(res, 431, 'header_too_large', 'The Authorization header is too large.');
    }
    const wanted = requestedUser(req);
    if (wanted === 'malformed') {
      return sendError(
        res,
        400,
        'invalid_request',
        'user_id must be given at most once, non-empty.',
      );
    }
    if (!authorization) {
      return unauthorized(
        res,
        'missing_token',
        'Send the Supabase access token as a Bearer token.',
      );
    }
    const token = BEARER.exec(authorization)?.[1];
    if (!token)
      return unauthorized(res, 'invalid_token', 'The Authorization header is not a Bearer token.');

    const session = await verify(token);
    if (wanted !== undefined && wanted !== session.userId) {
      return sendError(res, 403, 'user_mismatch', 'user_id does not match the signed-in user.');
    }
    if (config.requireAal2 && session.aal !== 'aal2' && (await hasVerifiedFactor(token))) {
      return sendError(res, 403, 'aal2_required', 'Complete two-factor sign-in first.');
    }

    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + config.streamTokenTtlSeconds;
    const body: StreamTokenResponse = {
      token: chat.createToken(session.userId, expiresAt, issuedAt),
      user_id: session.userId,
      expires_at: expiresAt,
    };
    res.status(200).json(body);
  }

  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await respond(req, res);
    } catch (error) {
      if (error instanceof SessionError) {
        return unauthorized(
          res,
          error.reason === 'expired' ? 'token_expired' : 'invalid_token',
          error.message,
        );
      }
      if (error instanceof AuthUnavailableError) {
        console.error(`stream-token: auth server unavailable: ${error.message}`);
        return sendError(
          res,
          503,
          'auth_unavailable',
          'Sessions cannot be verified right now; retry shortly.',
          {
            'Retry-After': '5',
          },
        );
      }
      console.error('stream-token: unexpected failure', error);
      sendError(res, 500, 'server_error', 'Something went wrong on our side.');
    }
  };
}
