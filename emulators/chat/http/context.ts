/** What a REST handler receives, and whom a server-side call acts for. */
import type { IncomingMessage } from 'node:http';
import type { Params } from '../../shared/router.ts';
import type { ChatApp } from '../app.ts';
import type { Caller } from '../auth/token-verifier.ts';
import { inputError } from './errors.ts';
import type { ClientConnection } from '../connections/hub.ts';
import type { Actor } from '../auth/permissions.ts';
import type { Json } from './json.ts';

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
