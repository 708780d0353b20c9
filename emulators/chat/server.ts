/**
 * The chat server: one HTTP port for REST (with CORS, since the app is served from another
 * origin), the `/connect` websocket and its `/longpoll` fallback; state loaded from the data folder.
 */
import { mkdirSync } from 'node:fs';
import { privateDir } from '../shared/private-files.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server as NetServer } from 'node:net';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { BodyTooLargeError, readBody, requestUrl, sendJson } from '../shared/http.ts';
import { listen, portOf } from '../shared/listen.ts';
import type { ServiceHandle } from '../shared/service-process.ts';
import { refuseForeignHosts } from '../shared/local-hosts.ts';
import type { ChatInfo, ChatOptions } from '../stack-types.ts';
import type { ChatApp } from './app.ts';
import { TokenVerifier, type Caller } from './auth/token-verifier.ts';
import { type RequestContext } from './http/context.ts';
import { isObject } from './http/json.ts';
import {
  StreamError,
  formatDuration,
  inputError,
  toBody,
  tooLarge,
  unknownRoute,
} from './http/errors.ts';
import { Hub } from './connections/hub.ts';
import { loadOrCreateKeys } from './auth/keys.ts';
import { RateLimiter, rateLimitHeaders, tooManyRequests } from './limits/rate-limits.ts';
import type { Actor } from './auth/permissions.ts';
import { routes } from './routes.ts';
import { startSchedules, stopSchedules } from './time/schedules.ts';
import { refuseRevoked } from './auth/token-revocation.ts';
import { acceptSocket } from './connections/socket.ts';
import { isLongPoll, serveLongPoll } from './connections/longpoll.ts';
import { ChatState } from './store/state.ts';
import { serveUpload } from './uploads/serve-upload.ts';
import { ensureUser } from './users/user-writes.ts';
import { DEFAULT_UPLOAD_QUOTA_MB, UploadStore } from './uploads/upload-store.ts';
import { WebhookDelivery } from './webhooks/delivery.ts';

/**
 * Every POST and PUT of Stream's client-side chat and moderation specs (v236) answers 201, every
 * GET, PATCH and DELETE 200, and a probe of a hosted app recorded the same.
 */
function successStatus(method: string | undefined): number {
  return method === 'POST' || method === 'PUT' ? 201 : 200;
}

const JSON_LIMIT = 5 * 1024 * 1024;
const UPLOAD_LIMIT = 105 * 1024 * 1024;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
};

/** `now`: the clock rate-limit windows are counted on and upload links expire by (tests move it). */
export async function startChat(
  options: ChatOptions,
  held?: NetServer,
  now: () => number = Date.now,
): Promise<ServiceHandle<ChatInfo>> {
  privateDir(options.dataDir);
  const uploadsDir = path.join(options.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const keys = loadOrCreateKeys(options.dataDir);
  const state = new ChatState(options.dataDir);
  state.load();
  let baseUrl = '';
  const app: ChatApp = {
    state,
    hub: new Hub(),
    keys,
    verifier: new TokenVerifier(keys.apiKey, keys.apiSecret),
    uploads: new UploadStore(uploadsDir, options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA_MB * 2 ** 20),
    webhooks: new WebhookDelivery({ apiKey: keys.apiKey, apiSecret: keys.apiSecret }),
    rateLimits: new RateLimiter(options.rateLimits, now),
    now,
    baseUrl: () => baseUrl,
  };
  startSchedules(app);

  const server = createServer((req, res) => {
    handleRequest(app, req, res).catch((error: unknown) => {
      console.error('chat: unexpected failure', error);
      if (!res.headersSent)
        sendError(
          res,
          new StreamError(-1, 'internal error', 500, true),
          'Request',
          performance.now(),
        );
    });
  });
  refuseForeignHosts(server, options.host);
  // Longer than any client's idle keep-alive, so a reused connection is never closed under a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    if (requestUrl(req).pathname.replace(/\/+$/, '') !== '/connect') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => acceptSocket(app, ws, socket, req));
  });

  await listen(server, options, held);
  baseUrl = `http://${options.host}:${portOf(server)}`;

  return {
    info: { url: baseUrl, apiKey: keys.apiKey, apiSecret: keys.apiSecret },
    close: async () => {
      // 1001 (going away) rather than 1000: the client reconnects and recovers when we come back.
      stopSchedules(app);
      app.webhooks.close();
      app.hub.closeAll(1001, 'server shutting down');
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      state.compact();
    },
  };
}

function sendError(
  res: ServerResponse,
  error: StreamError,
  op: string,
  startedAt: number,
  headers: Record<string, string> = CORS,
): void {
  sendJson(res, error.status, toBody(error, op, startedAt), headers);
}

async function handleRequest(
  app: ChatApp,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const startedAt = performance.now();
  const url = requestUrl(req);
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      ...CORS,
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    });
    res.end();
    return;
  }
  if (method === 'GET' && url.pathname.startsWith('/uploads/')) {
    serveUpload(
      app,
      url.pathname.slice('/uploads/'.length),
      url.searchParams,
      res,
      CORS,
      req.headers.range,
    );
    return;
  }
  if (isLongPoll(method, url.pathname)) {
    await serveLongPoll(app, req, res, url.searchParams, CORS);
    return;
  }
  const match = routes.match(method, url.pathname);
  let op = 'Request';
  let headers = CORS;
  try {
    if (match === undefined) throw unknownRoute(`Unknown route ${method} ${url.pathname}`);
    if (match === 'method-not-allowed')
      throw unknownRoute(`Method ${method} not allowed on ${url.pathname}`);
    op = match.handler.op;
    app.verifier.checkApiKey(url.searchParams.get('api_key'));
    const authType = header(req, 'stream-auth-type') ?? url.searchParams.get('stream-auth-type');
    const token = header(req, 'authorization') ?? url.searchParams.get('authorization');
    const caller = await app.verifier.authenticate(authType, token);
    refuseRevoked(app, caller);
    const budget = app.rateLimits.take(op, caller);
    if (budget) headers = { ...CORS, ...rateLimitHeaders(budget) };
    if (budget?.exceeded) throw tooManyRequests(op, budget);
    const raw = await readBody(req, match.handler.upload ? UPLOAD_LIMIT : JSON_LIMIT).catch(
      (error: unknown) => {
        if (error instanceof BodyTooLargeError)
          throw tooLarge(`request body is too large (limit ${error.limit} bytes)`);
        throw error;
      },
    );
    const ctx: RequestContext = {
      app,
      req,
      caller,
      actor: resolveActor(app, caller),
      params: match.params,
      query: url.searchParams,
      body: match.handler.upload ? {} : parseBody(raw, url.searchParams),
      raw,
      connection: app.hub.get(url.searchParams.get('connection_id')),
    };
    const result = await match.handler.handler(ctx);
    app.state.flush();
    sendJson(
      res,
      successStatus(req.method),
      { ...result, duration: formatDuration(startedAt) },
      headers,
    );
  } catch (error) {
    app.state.flush();
    if (error instanceof StreamError) sendError(res, error, op, startedAt, headers);
    else throw error;
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function parseBody(raw: Buffer, query: URLSearchParams): Record<string, unknown> {
  let text = raw.length > 0 ? raw.toString('utf8') : query.get('payload');
  if (text === null || text.trim().length === 0) text = '{}';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw inputError('invalid request payload: the body is not valid JSON');
  }
  if (!isObject(value)) throw inputError('invalid request payload: expected a JSON object');
  return value;
}

function resolveActor(app: ChatApp, caller: Caller): Actor {
  if (caller.kind === 'server') return { caller, userId: '', role: 'admin' };
  if (caller.kind === 'anonymous') return { caller, userId: caller.userId, role: 'anonymous' };
  const user = ensureUser(app, caller.userId);
  return { caller, userId: user.id, role: user.role, banned: user.banned };
}
