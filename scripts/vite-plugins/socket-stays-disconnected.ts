/**
 * A build-time fix in stream-chat's connection: a connection closed for good stays closed.
 *
 * When a connect fails (the chat server unreachable for the 15 s the SDK waits), the SDK closes
 * that connection (`closeConnection`, as `connectUser` and Parley's retry do) and the next try
 * opens a new one. But the closed one's own retry loop, started by its socket's error, is still
 * asleep: `_reconnect` and `_connect` give up on a disconnected connection only when the long-poll
 * fallback is on, which Parley never turns on. So each failed try wakes later and opens a socket
 * of its own: with the chat server unreachable for 40 s and then back, the page held three live
 * connections, each handing the client every event. Here both give up on a disconnected
 * connection, as they do with the fallback on.
 *
 * The same holds for a connect closed while it waits for its token. `connectUser` offline: the
 * token provider fails, `connectUser` closes the connection, but its `_connect` asks the provider
 * once more and goes on to open a socket when that answer comes. Started offline, with the network
 * back during that second ask, the page opened that socket beside the one Parley's retry opened:
 * two live connections. Here `_connect` gives up once its token is in if the connection was closed
 * meanwhile.
 *
 * It fails the build loudly when the SDK changes under it: a build whose guards or token wait are
 * not the ones expected, or a build in which nothing imports it.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { patchSdkModule, replaceCounted } from './patch-sdk-module.ts';
import { STREAM_CHAT_BUILD } from './sdk-internals.ts';

const PLUGIN = 'socket-stays-disconnected';
const WHERE = `stream-chat's ${path.basename(STREAM_CHAT_BUILD)}`;

/** The guard as built, in `_connect` and in `_reconnect`. */
const ONLY_WITH_FALLBACK = /this\.isDisconnected && this\.client\.options\.enableWSFallback/g;

/** In `_connect`: the token is in (waited for, or asked for again), the socket is set up next. */
const AFTER_TOKEN =
  /(await this\.client\.tokenManager\.loadToken\(\);\s*\}\s*)(this\._setupConnectionPromise\(\);)/g;

/**
 * Thrown inside `_connect`'s own try, whose catch clears `isConnecting`: callers take it as a
 * failed connect that is not a socket's failure, so none of them retries it.
 */
const CLOSED_WHILE_TOKEN_LOADED =
  'if (this.isDisconnected) throw new Error("The connection was closed while its token loaded");';

/**
 * stream-chat's build with both guards giving up on any disconnected connection, and `_connect`
 * giving up once its token is in when its connection was closed meanwhile.
 */
export function stopWhenDisconnected(code: string): string {
  const guarded = replaceCounted(
    code,
    PLUGIN,
    { pattern: ONLY_WITH_FALLBACK, count: 2, where: WHERE, what: 'disconnected guards' },
    'this.isDisconnected',
  );
  return replaceCounted(
    guarded,
    PLUGIN,
    { pattern: AFTER_TOKEN, count: 1, where: WHERE, what: 'token waits before a socket' },
    `$1${CLOSED_WHILE_TOKEN_LOADED} $2`,
  );
}

export function socketStaysDisconnected(): Plugin {
  return patchSdkModule(PLUGIN, STREAM_CHAT_BUILD, stopWhenDisconnected);
}
