/**
 * The `/connect` websocket. The first frame is `health.check` with the connection id and the
 * full own user, or an `{error}` frame (then close 1000, which the client treats as final unless
 * the code is 40, where it fetches a new token and reconnects). Pings are answered with
 * health.check; closing a connection updates watchers and presence.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { requestUrl } from '../shared/http.ts';
import type { ChatApp } from './app.ts';
import { timestamp } from './clock.ts';
import { isObject } from './json.ts';
import { StreamError, authError, inputError, toBody } from './errors.ts';
import { presenceChanged } from './events.ts';
import { ClientConnection } from './hub.ts';
import { ownUserShape } from './shapes/own-user.ts';
import { touchLastActive, upsertFromConnect } from './handlers/users.ts';
import { announceWatching } from './handlers/watching.ts';
import { refuseRevoked } from './token-revocation.ts';

export function acceptSocket(
  app: ChatApp,
  ws: WebSocket,
  socket: Duplex,
  req: IncomingMessage,
): void {
  const startedAt = performance.now();
  // Frames that arrive before the hello is sent are pings from a reconnecting client: drop them.
  let connection: ClientConnection | undefined;
  ws.on('message', (data) => {
    if (connection) answerFrame(connection, data.toString());
  });
  ws.on('close', () => {
    if (connection) disconnect(app, connection);
  });
  ws.on('error', () => ws.terminate());
  open(app, ws, socket, req)
    .then((opened) => {
      connection = opened;
    })
    .catch((error: unknown) => {
      const streamError =
        error instanceof StreamError ? error : new StreamError(-1, 'internal error', 500, true);
      if (ws.readyState === ws.OPEN) {
        ws.send(JSON.stringify({ error: toBody(streamError, 'Connect', startedAt) }));
        ws.close(1000, streamError.message.slice(0, 120));
      }
    });
}

async function open(
  app: ChatApp,
  ws: WebSocket,
  socket: Duplex,
  req: IncomingMessage,
): Promise<ClientConnection> {
  const query = requestUrl(req).searchParams;
  app.verifier.checkApiKey(query.get('api_key'));
  let payload: unknown;
  try {
    payload = JSON.parse(query.get('json') ?? '');
  } catch {
    throw inputError('json query parameter is not valid JSON');
  }
  if (!isObject(payload)) throw inputError('json query parameter must be an object');
  const caller = await app.verifier.authenticate(
    query.get('stream-auth-type'),
    query.get('authorization'),
  );
  if (caller.kind === 'server')
    throw authError('server-side tokens cannot open a websocket connection');
  refuseRevoked(app, caller);
  if (caller.kind === 'user') {
    if (payload.user_id !== caller.userId) {
      throw authError(
        `JWTAuth error: token user_id "${caller.userId}" does not match the user_id in the payload`,
      );
    }
    upsertFromConnect(
      app,
      caller.userId,
      isObject(payload.user_details) ? payload.user_details : {},
    );
  }
  if (ws.readyState !== ws.OPEN)
    throw new StreamError(-1, 'socket closed during connect', 500, true);
  const connection = new ClientConnection(
    randomUUID(),
    caller.userId,
    ws,
    socket,
    caller.kind === 'anonymous',
    caller.kind === 'user' ? caller.issuedAt : undefined,
  );
  const cameOnline = app.hub.add(connection);
  if (!connection.anonymous) touchLastActive(app, connection.userId);
  connection.send(
    JSON.stringify({
      type: 'health.check',
      connection_id: connection.id,
      cid: '*',
      me: connection.anonymous ? anonymousUser() : ownUserShape(app, connection.userId),
      created_at: timestamp(),
    }),
  );
  if (cameOnline && !connection.anonymous) presenceChanged(app, connection.userId);
  return connection;
}

function anonymousUser(): Record<string, unknown> {
  const now = timestamp();
  return {
    id: '!anon',
    role: 'anonymous',
    teams: [],
    created_at: now,
    updated_at: now,
    banned: false,
    online: true,
    devices: [],
    invisible: false,
    mutes: [],
    channel_mutes: [],
    total_unread_count: 0,
    unread_count: 0,
    unread_channels: 0,
    unread_threads: 0,
  };
}

function answerFrame(connection: ClientConnection, text: string): void {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return;
  }
  const items = Array.isArray(frame) ? frame : [frame];
  if (items.some((item) => isObject(item) && item.type === 'health.check')) {
    connection.send(
      JSON.stringify({
        type: 'health.check',
        connection_id: connection.id,
        cid: '*',
        created_at: timestamp(),
      }),
    );
  }
}

function disconnect(app: ChatApp, connection: ClientConnection): void {
  const { stoppedWatching, offline } = app.hub.remove(connection);
  if (connection.anonymous) return;
  for (const cid of stoppedWatching) {
    const channel = app.state.get('channels', cid);
    if (channel) announceWatching(app, channel, connection.userId, 'stop');
  }
  if (offline) {
    touchLastActive(app, connection.userId);
    presenceChanged(app, connection.userId);
  }
}
