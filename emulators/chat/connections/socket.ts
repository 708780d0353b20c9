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
import { requestUrl } from '../../shared/http.ts';
import type { ChatApp } from '../app.ts';
import { timestamp } from '../time/clock.ts';
import { admitConnect, closeConnection, openConnection } from './connection-lifecycle.ts';
import { isObject } from '../http/json.ts';
import { StreamError, toBody } from '../http/errors.ts';
import { SocketConnection } from './hub.ts';

export function acceptSocket(
  app: ChatApp,
  ws: WebSocket,
  socket: Duplex,
  req: IncomingMessage,
): void {
  const startedAt = performance.now();
  // Frames that arrive before the hello is sent are pings from a reconnecting client: drop them.
  let connection: SocketConnection | undefined;
  ws.on('message', (data) => {
    if (connection) answerFrame(connection, data.toString());
  });
  ws.on('close', () => {
    if (connection) closeConnection(app, connection);
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
): Promise<SocketConnection> {
  const query = requestUrl(req).searchParams;
  const caller = await admitConnect(app, {
    apiKey: query.get('api_key'),
    json: query.get('json'),
    authType: query.get('stream-auth-type'),
    token: query.get('authorization'),
  });
  if (ws.readyState !== ws.OPEN)
    throw new StreamError(-1, 'socket closed during connect', 500, true);
  const connection = new SocketConnection(
    randomUUID(),
    caller.userId,
    ws,
    socket,
    caller.kind === 'anonymous',
    caller.kind === 'user' ? caller.issuedAt : undefined,
  );
  openConnection(app, connection, (hello) => connection.send(JSON.stringify(hello)));
  return connection;
}

function answerFrame(connection: SocketConnection, text: string): void {
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
