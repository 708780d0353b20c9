/**
 * What every auth handler gets: the request, its parsed JSON body (read once, size-limited, with
 * GoTrue's bad_json wording), the service's dependencies, and the reply type handlers return.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import type { SupabaseKeys } from '../keys.ts';
import { BodyTooLargeError, readBody } from '../../shared/http.ts';
import type { Params } from '../../shared/router.ts';
import { AuthError, badRequest } from './errors.ts';
import type { AuthSettings } from './settings.ts';

export interface AuthDeps {
  db: Database;
  keys: SupabaseKeys;
  /** The Supabase URL clients use (no trailing slash); access tokens' `iss` is `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Supabase's `site_url`: the app, where email links land by default. */
  siteUrl: string;
  settings: AuthSettings;
}

export type JsonObject = Record<string, unknown>;

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface AuthContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Params;
  deps: AuthDeps;
  body(): Promise<JsonObject>;
}

export type Handler = (ctx: AuthContext) => Promise<Reply>;

export function createContext(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  params: Params,
  deps: AuthDeps,
): AuthContext {
  let parsed: Promise<JsonObject> | undefined;
  return {
    req,
    res,
    url,
    params,
    deps,
    body: () => (parsed ??= parseBody(req, deps.settings.maxBodyBytes)),
  };
}

async function parseBody(req: IncomingMessage, limit: number): Promise<JsonObject> {
  let raw: Buffer;
  try {
    raw = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new AuthError(
        413,
        'request_entity_too_large',
        `Request body too large (max ${limit} bytes)`,
      );
    }
    throw error;
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go value of type object`,
    );
  }
  return value as JsonObject;
}

/** A string field, absent as undefined; any other JSON type is GoTrue's unmarshal error. */
export function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw unmarshalError(name, value, 'string');
  if (value.includes('\u0000')) throw nulError(name);
  return value;
}

/** An object field (user metadata and the like). */
export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw unmarshalError(name, value, 'map');
  // Postgres text and jsonb cannot hold NUL, so it is refused up front rather than failing there.
  if (JSON.stringify(value).includes('\\u0000')) throw nulError(name);
  return value as JsonObject;
}

export function booleanField(body: JsonObject, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw unmarshalError(name, value, 'bool');
  return value;
}

function nulError(name: string): AuthError {
  return badRequest('validation_failed', `${name} must not contain NUL characters`);
}

function unmarshalError(name: string, value: unknown, expected: string): AuthError {
  const got = Array.isArray(value) ? 'array' : typeof value;
  return badRequest(
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${got} into Go struct field .${name} of type ${expected}`,
  );
}
