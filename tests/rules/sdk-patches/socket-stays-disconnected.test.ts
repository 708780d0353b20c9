/**
 * The build-time fix of stream-chat's connection (scripts/vite-plugins/socket-stays-disconnected.ts):
 * on the installed stream-chat, a connection that was disconnected still reconnects when its
 * retry loop wakes, and a connect closed while its token loads still sets up its socket; with the
 * fix it does neither; a build whose guards or token wait changed, or that no longer imports it,
 * fails.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STREAM_CHAT_BUILD, inNodeModules } from '../../../scripts/vite-plugins/sdk-internals.ts';
import {
  socketStaysDisconnected,
  stopWhenDisconnected,
} from '../../../scripts/vite-plugins/socket-stays-disconnected.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

interface Connection {
  isConnecting: boolean;
  disconnect(): Promise<void>;
  _connect(): Promise<unknown>;
  _reconnect(options: { interval: number }): Promise<void>;
  _setupConnectionPromise(): void;
}
interface TokenManager {
  type: string;
  tokenProvider: () => Promise<string>;
  loadTokenPromise: Promise<string> | null;
}
interface StreamChatBuild {
  StreamChat: new (key: string, options: { httpsAgent: object }) => { tokenManager: TokenManager };
  StableWSConnection: new (options: { client: unknown }) => Connection;
}

const installed = readFileSync(STREAM_CHAT_BUILD, 'utf8');
const patched = stopWhenDisconnected(installed);

/** The build's code as a module below node_modules, so its own imports resolve as installed. */
async function load(code: string): Promise<StreamChatBuild> {
  const dir = inNodeModules('.cache/parley-sdk-patches');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `stream-chat-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  // Named by its content: a build already written is the same build.
  if (!existsSync(file)) writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as StreamChatBuild;
}

/**
 * A connection disconnected while its retry loop slept, then woken: does it open a socket? (The
 * browser build in Node: an agent given, as the build has no `https` to make one.)
 */
async function wakesAfterDisconnect(code: string) {
  const { StreamChat, StableWSConnection } = await load(code);
  const connection = new StableWSConnection({ client: new StreamChat('key', { httpsAgent: {} }) });
  await connection.disconnect();
  const ownConnect = Object.getPrototypeOf(connection)._connect as Connection['_connect'];
  let reconnected = 0;
  connection._connect = async () => {
    reconnected += 1;
  };
  await connection._reconnect({ interval: 1 });
  connection._connect = ownConnect;
  const connecting = connection._connect().catch(() => undefined);
  const startedConnect = connection.isConnecting;
  await connecting;
  return { reconnected, startedConnect };
}

/**
 * connectUser offline: the token provider failed, the connect asks it again, and the connection
 * is closed while that answer is on its way. Does the connect go on to set up a socket once the
 * token comes?
 */
async function opensAfterClosedDuringToken(code: string) {
  const { StreamChat, StableWSConnection } = await load(code);
  const client = new StreamChat('key', { httpsAgent: {} });
  let answer: (token: string) => void = () => undefined;
  client.tokenManager.type = 'provider';
  client.tokenManager.tokenProvider = () => new Promise((resolve) => (answer = resolve));
  client.tokenManager.loadTokenPromise = Promise.reject(new Error('offline'));
  client.tokenManager.loadTokenPromise.catch(() => undefined);
  const connection = new StableWSConnection({ client });
  let setUp = 0;
  connection._setupConnectionPromise = () => {
    setUp += 1;
    throw new Error('a socket would open here');
  };
  const connecting = connection._connect().then(
    () => 'connected',
    (error: Error) => error.message,
  );
  // The provider is asked again after the failed wait: answer once the connection is closed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await connection.disconnect();
  answer('token');
  const outcome = await connecting;
  return { setUp, outcome, stillConnecting: connection.isConnecting };
}

describe('socket-stays-disconnected', () => {
  it('keeps a disconnected connection closed: no reconnect, no connect', async () => {
    expect(await wakesAfterDisconnect(patched)).toEqual({
      reconnected: 0,
      startedConnect: false,
    });
  });

  it('is needed: the installed connection reconnects after it was disconnected', async () => {
    expect(await wakesAfterDisconnect(installed)).toEqual({
      reconnected: 1,
      startedConnect: true,
    });
  });

  it('gives up a connect closed while its token loaded: no socket set up', async () => {
    expect(await opensAfterClosedDuringToken(patched)).toEqual({
      setUp: 0,
      outcome: 'The connection was closed while its token loaded',
      stillConnecting: false,
    });
  });

  it('is needed: the installed connect sets up its socket after it was closed', async () => {
    expect(await opensAfterClosedDuringToken(installed)).toEqual({
      setUp: 1,
      outcome: 'a socket would open here',
      stillConnecting: false,
    });
  });

  it('refuses a build whose token wait changed', () => {
    const changed = installed.replace(
      /this\._setupConnectionPromise\(\);\n(\s*)const wsURL/,
      'this._setupConnectionPromise?.();\n$1const wsURL',
    );
    expect(changed).not.toBe(installed);
    expect(() => stopWhenDisconnected(changed)).toThrow(
      /has 0 token waits before a socket of the expected shape, not 1/,
    );
  });

  it('refuses a build whose guards changed', () => {
    const changed = installed.replace(
      'this.isDisconnected && this.client.options.enableWSFallback',
      'this.isDisconnected && this.client.options.enableLongPoll',
    );
    expect(() => stopWhenDisconnected(changed)).toThrow(
      /has 1 disconnected guards of the expected shape, not 2/,
    );
  });

  it('fails the build when nothing imports it any more', () => {
    expect(() => endEmptyBuild(socketStaysDisconnected())).toThrow(
      /^socket-stays-disconnected: nothing imports .*stream-chat\/dist\/esm\/index\.mjs any more; the SDK changed/,
    );
  });
});
