/**
 * GoTrue's error: an HTTP status, one of its named error codes and a message. It is rendered in
 * one place, in the shape GoTrue picks from the request's `X-Supabase-Api-Version` header:
 * `{code: <error code>, message}` for 2024-01-01 and later (what auth-js sends), the legacy
 * `{code: <status>, error_code, msg}` otherwise.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http.ts';

export type AuthErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'signup_disabled'
  | 'user_banned'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_factor_not_found'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'insufficient_aal'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'same_password'
  | 'otp_expired'
  | 'weak_password'
  | 'anonymous_provider_disabled'
  | 'invalid_credentials'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'phone_provider_disabled'
  | 'email_address_invalid'
  | 'request_entity_too_large'
  | 'not_found'
  | 'method_not_allowed';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuth-style error (`{error, error_description}`), used by a few token-grant checks. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: AuthErrorCode, message: string): AuthError =>
  new AuthError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string): AuthError =>
  new AuthError(403, code, message);
export const unprocessable = (code: AuthErrorCode, message: string): AuthError =>
  new AuthError(422, code, message);

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** The API version GoTrue settles on for this request: the newest it knows at or before the ask. */
function requestedApiVersion(req: IncomingMessage): string | undefined {
  const asked = req.headers[API_VERSION_HEADER];
  if (typeof asked !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return undefined;
  return asked >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

export function sendAuthError(
  req: IncomingMessage,
  res: ServerResponse,
  error: AuthError | OAuthError,
): void {
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description });
    return;
  }
  const version = requestedApiVersion(req);
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (version) headers[API_VERSION_HEADER] = version;
  const body = version
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  sendJson(res, error.status, body, headers);
}
