/**
 * `GET /longpoll`, the transport stream-chat falls back to when its websocket cannot open
 * (`enableWSFallback`; the spec's LongPoll, the SDK's connection_fallback.ts). With `json` it
 * opens a connection as `/connect` does and answers `{event}`, the same health.check hello; with
 * `connection_id` it polls that connection and answers `{events}`, or with `close=true` closes it.
 * It sits beside the socket rather than in the REST table because every REST call creates its
 * caller's user first, and a connect must create it from the payload's details.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http.ts';
import type { ChatApp } from '../app.ts';
import {
  admitConnect,
  closeConnection,
  openConnection,
  type ConnectRequest,
} from './connection-lifecycle.ts';
import { StreamError, connectionNotFound, formatDuration, toBody } from '../http/errors.ts';
import type { Json } from '../http/json.ts';
import { LongPollConnection, systemClock } from './longpoll-connection.ts';
import { refuseRevoked } from '../auth/token-revocation.ts';

export function isLongPoll(method: string, pathname: string): boolean {
  return method === 'GET' && pathname.replace(/\/+$/, '') === '/longpoll';
}

export async function serveLongPoll(
  app: ChatApp,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  headers: Record<string, string>,
): Promise<void> {
  const startedAt = performance.now();
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  try {
    const body = await answer(app, req, query, gone.signal);
    app.state.flush();
    if (!gone.signal.aborted)
      sendJson(res, 200, { ...body, duration: formatDuration(startedAt) }, headers);
  } catch (error) {
    app.state.flush();
    if (!(error instanceof StreamError)) throw error;
    sendJson(res, error.status, toBody(error, 'LongPoll', startedAt), headers);
  }
}

async function answer(
  app: ChatApp,
  req: IncomingMessage,
  query: URLSearchParams,
  gone: AbortSignal,
): Promise<Json> {
  // The SDK sends its token as REST calls do, in headers; the query is accepted as for REST too.
  const request: ConnectRequest = {
    apiKey: query.get('api_key'),
    json: query.get('json'),
    authType: header(req, 'stream-auth-type') ?? query.get('stream-auth-type'),
    token: header(req, 'authorization') ?? query.get('authorization'),
  };
  const connectionId = query.get('connection_id');
  if (request.json !== null || !connectionId) return { event: await connect(app, request) };
  app.verifier.checkApiKey(request.apiKey);
  const caller = await app.verifier.authenticate(request.authType, request.token);
  refuseRevoked(app, caller);
  const connection = app.hub.get(connectionId);
  // Another user's connection, or a websocket's, is as unknown to the caller as a closed one.
  if (
    !(connection instanceof LongPollConnection) ||
    caller.kind === 'server' ||
    connection.userId !== caller.userId
  ) {
    throw connectionNotFound(`connection_id "${connectionId}" is not an open long-poll connection`);
  }
  if (query.get('close') === 'true') {
    connection.close();
    return {};
  }
  const frames = await connection.poll(gone);
  return { events: frames.map((frame) => JSON.parse(frame) as unknown) };
}

async function connect(app: ChatApp, request: ConnectRequest): Promise<Json> {
  const caller = await admitConnect(app, request);
  const connection: LongPollConnection = new LongPollConnection(
    randomUUID(),
    caller.userId,
    caller.kind === 'anonymous',
    caller.kind === 'user' ? caller.issuedAt : undefined,
    systemClock,
    () => closeConnection(app, connection),
  );
  let event: Json = {};
  openConnection(app, connection, (hello) => {
    event = hello;
  });
  return event;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}
