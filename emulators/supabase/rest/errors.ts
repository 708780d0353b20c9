/**
 * The Data API's one error type and its wire form: PostgREST's `{code, message, details, hint}`
 * with PostgREST's HTTP status for each Postgres SQLSTATE (docs: references/errors).
 */
import type { ServerResponse } from 'node:http';
import { BodyTooLargeError, sendJson } from '../../shared/http.ts';
import { InvalidJwtError } from '../auth/tokens/verify-jwt.ts';
import { UnknownRoleError } from '../db/database.ts';

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export const parseError = (what: string, input: string, details: string | null = null) =>
  new PostgrestError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column 1)`,
    details,
  );

export const invalidJson = () => new PostgrestError(400, 'PGRST102', 'Empty or invalid json');

export const unknownTable = (table: string) =>
  new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
  );

export const unknownColumn = (table: string, column: string) =>
  new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);

export const unknownPayloadColumn = (table: string, column: string) =>
  new PostgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

export const notSingle = (rows: number) =>
  new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const rangeNotSatisfiable = (offset: number, total: number) =>
  new PostgrestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

interface PgLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgLikeError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}

/** PostgREST's status for a SQLSTATE; `authenticated` decides 42501 (401 for anon, else 403). */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '53400' || code === '42P17') return 500;
  const exact: Record<string, number> = { '08': 503, '53': 503, '0L': 403, '0P': 403, '28': 403 };
  const serverSide = [
    '09',
    '25',
    '2D',
    '38',
    '39',
    '3B',
    '40',
    '54',
    '55',
    '57',
    '58',
    'F0',
    'HV',
    'P0',
    'XX',
  ];
  const prefix = code.slice(0, 2);
  if (exact[prefix] !== undefined) return exact[prefix];
  if (serverSide.includes(prefix)) return 500;
  return 400;
}

/**
 * PostgREST's answers to a token it cannot use (v12 wording, as hosted Supabase returns it):
 * an expired token is PGRST303 "JWT expired"; anything else is PGRST301 with the JOSE reason.
 */
function jwtError(error: InvalidJwtError): PostgrestError {
  switch (error.reason) {
    case 'expired':
      return new PostgrestError(401, 'PGRST303', 'JWT expired');
    case 'invalid_claims':
      return new PostgrestError(401, 'PGRST303', 'JWT claims validation or parsing error');
    case 'malformed':
      return new PostgrestError(
        401,
        'PGRST301',
        'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
      );
    default:
      return new PostgrestError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
  }
}

/** Any failure inside a request turned into PostgREST's answer, in this one place. */
export function toPostgrestError(error: unknown, authenticated: boolean): PostgrestError {
  if (error instanceof PostgrestError) return error;
  if (error instanceof InvalidJwtError) return jwtError(error);
  if (error instanceof UnknownRoleError) return new PostgrestError(400, error.code, error.message);
  if (error instanceof BodyTooLargeError) {
    return new PostgrestError(
      413,
      'PGRST413',
      `Request body exceeds the ${error.limit}-byte limit`,
    );
  }
  if (isPgError(error)) {
    return new PostgrestError(
      statusForSqlState(error.code, authenticated),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return new PostgrestError(
    500,
    'PGRST000',
    'Internal server error',
    error instanceof Error ? error.message : null,
  );
}

export function sendPostgrestError(res: ServerResponse, error: PostgrestError): void {
  sendJson(res, error.status, {
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });
}
