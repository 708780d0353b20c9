/**
 * Opening and closing a client connection, whichever transport carries it (the `/connect`
 * websocket or the `/longpoll` fallback): the same checks of the connect payload and token, the
 * same hello with the connection id and own user, the same presence and watcher updates.
 */
import type { ChatApp } from '../app.ts';
import { timestamp } from '../time/clock.ts';
import { authError, inputError } from '../http/errors.ts';
import { presenceChanged } from '../events/fan-out.ts';
import type { ClientConnection } from './hub.ts';
import { isObject, type Json } from '../http/json.ts';
import { ownUserShape } from '../shapes/own-user.ts';
import { touchLastActive, upsertFromConnect } from '../users/user-writes.ts';
import { announceWatching } from '../channels/watching.ts';
import type { Caller } from '../auth/token-verifier.ts';
import { refuseRevoked } from '../auth/token-revocation.ts';

/** What a connect names: the `json` payload (user_id, user_details) and its credentials. */
export interface ConnectRequest {
  apiKey: string | null;
  json: string | null;
  authType: string | null;
  token: string | null;
}

/** The caller a connect may open a connection for; creates the user from its details. */
export async function admitConnect(
  app: ChatApp,
  request: ConnectRequest,
): Promise<Exclude<Caller, { kind: 'server' }>> {
  app.verifier.checkApiKey(request.apiKey);
  let payload: unknown;
  try {
    payload = JSON.parse(request.json ?? '');
  } catch {
    throw inputError('json query parameter is not valid JSON');
  }
  if (!isObject(payload)) throw inputError('json query parameter must be an object');
  const caller = await app.verifier.authenticate(request.authType, request.token);
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
  return caller;
}

/**
 * Registers the connection, hands `greet` the hello (`health.check` with the connection id and
 * the own user) and then tells others the user came online, so the hello is the client's first event.
 */
export function openConnection(
  app: ChatApp,
  connection: ClientConnection,
  greet: (hello: Json) => void,
): void {
  const cameOnline = app.hub.add(connection);
  if (!connection.anonymous) touchLastActive(app, connection.userId);
  greet({
    type: 'health.check',
    connection_id: connection.id,
    cid: '*',
    me: connection.anonymous ? anonymousUser() : ownUserShape(app, connection.userId),
    created_at: timestamp(),
  });
  if (cameOnline && !connection.anonymous) presenceChanged(app, connection.userId);
}

export function closeConnection(app: ChatApp, connection: ClientConnection): void {
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
