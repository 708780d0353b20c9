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
 * It fails the build loudly when the SDK changes under it: a build whose two guards are not the
 * ones expected, or a build in which nothing imports it.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { patchSdkModule, replaceCounted } from './patch-sdk-module.ts';
import { STREAM_CHAT_BUILD } from './sdk-internals.ts';

const PLUGIN = 'socket-stays-disconnected';

/** The guard as built, in `_connect` and in `_reconnect`. */
const ONLY_WITH_FALLBACK = /this\.isDisconnected && this\.client\.options\.enableWSFallback/g;

/** stream-chat's build with both guards giving up on any disconnected connection. */
export function stopWhenDisconnected(code: string): string {
  return replaceCounted(
    code,
    PLUGIN,
    {
      pattern: ONLY_WITH_FALLBACK,
      count: 2,
      where: `stream-chat's ${path.basename(STREAM_CHAT_BUILD)}`,
      what: 'disconnected guards',
    },
    'this.isDisconnected',
  );
}

export function socketStaysDisconnected(): Plugin {
  return patchSdkModule(PLUGIN, STREAM_CHAT_BUILD, stopWhenDisconnected);
}
