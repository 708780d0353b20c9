/**
 * What every function that acts for a signed-in user checks first, cheapest first, so nothing
 * reaches the JWKS or the auth server before the request is well formed: the origin, the
 * method, the header size and shape, then the token's signature and claims, then that the
 * session is still alive, then (for chat access) two-factor sign-in. Every answer is no-store
 * and errors share one shape (`{error, message}`).
 */
import type { VercelRequest, VercelResponse } from '@vercel/node';
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError, ChatUnavailableError, SessionError } from './errors.ts';
import { createKeySource, type KeySource } from './jwks.ts';
import { judgeOrigin } from '../http/origin.ts';
import { sendError } from '../http/respond.ts';
import { createSessionCheck, type SessionCheck } from './session-check.ts';
import { createSessionVerifier, type VerifiedSession } from './verify-session.ts';

/** Supabase access tokens are about 1 KB; far more is an attack or a mistake, not a session. */
const MAX_AUTHORIZATION_LENGTH = 8192;
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
const REALM = 'Bearer realm="parley"';

export interface GateDeps {
  now?: () => number;
  keySource?: KeySource;
  sessionCheck?: SessionCheck;
}

export interface GateOptions {
  method: 'GET' | 'POST';
  /** Refuse an aal1 session of a user who has a verified factor (when the config asks for it). */
  chatAccess: boolean;
  /** A check of the request's own parameters; answers the refusal, or undefined to go on. */
  validate?: (req: VercelRequest) => { status: number; error: string; message: string } | undefined;
}

export interface Gated {
  session: VerifiedSession;
  accessToken: string;
}

export type Gate = (
  req: VercelRequest,
  res: VercelResponse,
  run: (gated: Gated) => Promise<void>,
) => Promise<void>;

function unauthorized(res: VercelResponse, error: string, message: string): void {
  const challenge =
    error === 'missing_token'
      ? REALM
      : `${REALM}, error="invalid_token", error_description="${message}"`;
  sendError(res, 401, error, message, { 'WWW-Authenticate': challenge });
}

export function createSessionGate(
  config: FunctionConfig,
  options: GateOptions,
  deps: GateDeps = {},
): Gate {
  const now = deps.now ?? Date.now;
  const verify = createSessionVerifier(
    config,
    deps.keySource ?? createKeySource({ url: config.jwksUrl, now }),
    now,
  );
  const sessionCheck = deps.sessionCheck ?? createSessionCheck(config);
  const allow = `${options.method}, OPTIONS`;

  async function pass(
    req: VercelRequest,
    res: VercelResponse,
    run: (gated: Gated) => Promise<void>,
  ) {
    const origin = judgeOrigin(req.headers, config.allowedOrigins);
    if (origin.kind === 'refused') {
      return sendError(res, 403, 'origin_not_allowed', 'This origin may not call this function.');
    }
    if (origin.kind === 'cross-allowed') {
      res.setHeader('Access-Control-Allow-Origin', origin.origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', allow);
      res.setHeader('Access-Control-Allow-Methods', options.method);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (req.method !== options.method) {
      return sendError(res, 405, 'method_not_allowed', `Use ${options.method}.`, { Allow: allow });
    }
    const authorization = req.headers.authorization;
    if (authorization !== undefined && authorization.length > MAX_AUTHORIZATION_LENGTH) {
      return sendError(res, 431, 'header_too_large', 'The Authorization header is too large.');
    }
    const invalid = options.validate?.(req);
    if (invalid) return sendError(res, invalid.status, invalid.error, invalid.message);
    if (!authorization) {
      return unauthorized(
        res,
        'missing_token',
        'Send the Supabase access token as a Bearer token.',
      );
    }
    const accessToken = BEARER.exec(authorization)?.[1];
    if (!accessToken) {
      return unauthorized(res, 'invalid_token', 'The Authorization header is not a Bearer token.');
    }
    const session = await verify(accessToken);
    const status = await sessionCheck(accessToken);
    if (
      options.chatAccess &&
      config.requireAal2 &&
      session.aal !== 'aal2' &&
      status.hasVerifiedFactor
    ) {
      return sendError(res, 403, 'aal2_required', 'Complete two-factor sign-in first.');
    }
    await run({ session, accessToken });
  }

  return async (req, res, run) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await pass(req, res, run);
    } catch (error) {
      if (error instanceof SessionError) {
        return unauthorized(
          res,
          error.reason === 'expired' ? 'token_expired' : 'invalid_token',
          error.message,
        );
      }
      if (error instanceof AuthUnavailableError || error instanceof ChatUnavailableError) {
        console.error(`${req.url ?? 'function'}: upstream unavailable: ${error.message}`);
        const chat = error instanceof ChatUnavailableError;
        return sendError(
          res,
          503,
          chat ? 'chat_unavailable' : 'auth_unavailable',
          chat
            ? 'The chat server cannot be reached right now; retry shortly.'
            : 'Sessions cannot be verified right now; retry shortly.',
          { 'Retry-After': '5' },
        );
      }
      console.error(`${req.url ?? 'function'}: unexpected failure`, error);
      sendError(res, 500, 'server_error', 'Something went wrong on our side.');
    }
  };
}
