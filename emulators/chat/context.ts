/** What a REST handler receives, and the helpers that read the caller and the body safely. */
import type { IncomingMessage } from 'node:http';
import type { Params } from '../shared/router.ts';
import type { ChatApp } from './app.ts';
import type { Caller } from './auth.ts';
import { inputError } from './errors.ts';
import type { ClientConnection } from './hub.ts';
import type { Actor } from './permissions.ts';
import { isObject, type Json } from './json.ts';

export interface RequestContext {
  app: ChatApp;
  req: IncomingMessage;
  caller: Caller;
  /** The user the request acts as; server-side calls act as admin for the user they name. */
  actor: Actor;
  params: Params;
  query: URLSearchParams;
  /** The JSON body, or for GET the `payload` query argument, or {}. */
  body: Json;
  raw: Buffer;
  connection: ClientConnection | undefined;
}

export type Handler = (ctx: RequestContext) => Json | Promise<Json>;

export interface RouteDef {
  /** Stream's name for the operation, used in error messages. */
  op: string;
  handler: Handler;
  /** Multipart uploads get the raw body and a larger size limit. */
  upload?: boolean;
}

export function objectField(body: Json, name: string, required = false): Json | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw inputError(`${name} is a required field`);
    return undefined;
  }
  if (!isObject(value)) throw inputError(`${name} must be an object`);
  return value;
}

export function stringField(body: Json, name: string, required = false): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw inputError(`${name} is a required field`);
    return undefined;
  }
  if (typeof value !== 'string') throw inputError(`${name} must be a string`);
  return value;
}

export function boolField(body: Json, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw inputError(`${name} must be a boolean`);
  return value;
}

export function intField(
  body: Json,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw inputError(`${name} must be an integer`);
  if (value < min || value > max) throw inputError(`${name} must be between ${min} and ${max}`);
  return value;
}

export function stringArray(body: Json, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw inputError(`${name} must be an array of strings`);
  }
  return value as string[];
}

/** Member lists come as ids or as `{user_id}` / `{user: {id}}` objects. */
export function memberIds(body: Json, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw inputError(`${name} must be an array`);
  return value.map((entry) => {
    if (typeof entry === 'string' && entry.length > 0) return entry;
    if (isObject(entry)) {
      if (typeof entry.user_id === 'string') return entry.user_id;
      if (isObject(entry.user) && typeof entry.user.id === 'string') return entry.user.id;
    }
    throw inputError(`${name} must contain user ids`);
  });
}

/** The user a server-side call acts for (named in the body), or the token's user. */
export function actingUserId(ctx: RequestContext, named?: unknown): string {
  if (ctx.caller.kind !== 'server') return ctx.actor.userId;
  if (typeof named === 'string' && named.length > 0) return named;
  throw inputError('either user or user_id must be provided when using server side auth');
}

/** Like actingUserId, but a server-side call may act as the app itself (''). */
export function serverOrUserId(ctx: RequestContext, named?: unknown): string {
  if (ctx.caller.kind !== 'server') return ctx.actor.userId;
  return typeof named === 'string' ? named : '';
}
