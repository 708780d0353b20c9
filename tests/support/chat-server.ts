/**
 * The chat server as the stream-chat tests meet it: in-process on port 0 with a temp data
 * folder, or, when the conformance run targets a hosted app, that app through a per-file id
 * namespace (hosted-chat.ts); official `stream-chat` clients connected to it as given users, and
 * the few requests the SDK's types do not describe, sent the way its own methods send them.
 */
import {
  StreamChat,
  type AppSettings,
  type Channel,
  type EventAPIResponse,
  type SendMessageAPIResponse,
} from 'stream-chat';
import { afterAll } from 'vitest';
import { nextEvent } from './chat-answers.ts';
import { conformanceTarget } from './conformance-target.ts';
import { openHostedChat } from './hosted-chat.ts';
import { removeDataDir, tempDataDir } from './stack.ts';
import { startChat } from '../../emulators/chat/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { HostedStream } from './conformance-env.ts';
import type { ChatInfo, ChatRateLimits } from '../../emulators/stack-types.ts';

export interface TestChat {
  info: ChatInfo;
  clients: StreamChat[];
  /** A client connected as `userId` (created on first connect, as connectUser upserts). */
  connect(userId: string, options?: { name?: string; image?: string }): Promise<StreamChat>;
  server(): StreamChat;
  /** Creates users server-side, as the app's backend would before they first connect. */
  createUsers(ids: string[]): Promise<void>;
  token(userId: string, expiresInSeconds?: number): string;
  /** Waits for a round trip through the server for each client, so earlier events have landed. */
  settle(clients: StreamChat[]): Promise<void>;
  /** Updates the app's settings, also those hosted Stream has and the SDK's type lacks. */
  updateAppSettings(settings: ServerAppSettings): Promise<unknown>;
  stop(): Promise<void>;
  /** Stops the server and removes its data folder (hosted: deletes what the file made there). */
  remove(): Promise<void>;
}

/** A server of the test's own, which it can stop, restart on its data folder, or look into. */
export interface EmbeddedTestChat extends TestChat {
  dataDir: string;
  handle: ServiceHandle<ChatInfo>;
}

/** What a TestChat is over: how to stop it, and how to stop it and remove what it made. */
interface Release {
  stop(): Promise<void>;
  remove(): Promise<void>;
}

/** The app settings the SDK's AppSettings type describes, and the one for guests it lacks. */
export type ServerAppSettings = AppSettings & { guest_user_creation_disabled?: boolean };

/**
 * A server on a free port (or `port`), over a fresh data folder (or `dataDir`, to restart),
 * with the default rate limits or `rateLimits`, their windows counted on `clock` if given, and
 * the default upload quota or `uploadQuota` bytes a user.
 */
export async function startTestChat(
  options: {
    dataDir?: string;
    port?: number;
    rateLimits?: ChatRateLimits | false;
    uploadQuota?: number | false;
    clock?: () => number;
  } = {},
): Promise<EmbeddedTestChat> {
  const dataDir = options.dataDir ?? tempDataDir('parley-chat-test-');
  const handle = await startChat(
    {
      host: '127.0.0.1',
      port: options.port ?? 0,
      dataDir,
      ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }),
      ...(options.uploadQuota === undefined ? {} : { uploadQuota: options.uploadQuota }),
    },
    undefined,
    options.clock,
  );
  const chat = wrap(handle.info, {
    stop: () => handle.close(),
    async remove() {
      await handle.close();
      removeDataDir(dataDir);
    },
  });
  return { ...chat, dataDir, handle };
}

/**
 * A test file's server, started as the file loads (`await chatForFile()` at its top, before its
 * tests) and stopped, its data folder removed, after them. Its clients connect with `connect`.
 */
export async function chatForFile(): Promise<TestChat> {
  const target = conformanceTarget();
  const chat =
    target.kind === 'hosted' ? await hostedTestChat(target.stream) : await startTestChat();
  afterAll(() => chat.remove());
  return chat;
}

async function hostedTestChat(stream: HostedStream): Promise<TestChat> {
  const hosted = await openHostedChat(stream);
  return wrap(hosted.info, {
    stop: () => hosted.close(),
    async remove() {
      await hosted.close();
      const problems = await hosted.cleanUp();
      // What is left on the test app is worth a line, never a failed test.
      if (problems.length > 0) console.warn(`hosted clean-up left: ${problems.join('; ')}`);
    },
  });
}

/** Alice, Bob and Carol connected in that order (named as given) to a test file's server. */
export async function chatWithThree(names: { alice?: string; bob?: string; carol?: string } = {}) {
  const chat = await chatForFile();
  const alice = await chat.connect('alice', { name: names.alice });
  const bob = await chat.connect('bob', { name: names.bob });
  const carol = await chat.connect('carol', { name: names.carol });
  return { chat, alice, bob, carol };
}

/**
 * A messaging channel the first client creates with each client's user as a member, watched by
 * each in turn: the first client's. (The others' is `client.channel('messaging', id)`.)
 */
export async function watchTogether(
  id: string,
  ...clients: [StreamChat, ...StreamChat[]]
): Promise<Channel> {
  const members = clients.map((client) => {
    if (!client.userID) throw new Error('watchTogether takes connected clients');
    return client.userID;
  });
  const [first, ...others] = clients;
  const channel = first.channel('messaging', id, { members });
  await channel.watch();
  for (const other of others) await other.channel('messaging', id).watch();
  return channel;
}

/**
 * Runs `before` on a fresh server, restarts the server on the same data folder and runs `after`
 * on it with what `before` returned, for the tests that nothing acknowledged is lost.
 */
export async function acrossRestart<T>(
  before: (chat: TestChat) => Promise<T>,
  after: (chat: TestChat, written: T) => Promise<void>,
): Promise<void> {
  const dataDir = tempDataDir('parley-chat-test-');
  try {
    const first = await startTestChat({ dataDir });
    let written: T;
    try {
      written = await before(first);
    } finally {
      await first.stop();
    }
    const again = await startTestChat({ dataDir });
    try {
      await after(again, written);
    } finally {
      await again.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
}

function wrap(info: ChatInfo, release: Release): TestChat {
  const clients: StreamChat[] = [];
  const signer = new StreamChat(info.apiKey, info.apiSecret);
  const chat: TestChat = {
    info,
    clients,
    token: (userId, expiresInSeconds) =>
      signer.createToken(
        userId,
        expiresInSeconds === undefined
          ? undefined
          : Math.floor(Date.now() / 1000) + expiresInSeconds,
      ),
    async connect(userId, user = {}) {
      const client = newClient(info);
      clients.push(client);
      await client.connectUser(
        { id: userId, name: user.name ?? userId, ...(user.image ? { image: user.image } : {}) },
        chat.token(userId),
      );
      return client;
    },
    server() {
      const client = new StreamChat(info.apiKey, info.apiSecret, { allowServerSideConnect: true });
      client.setBaseURL(info.url);
      return client;
    },
    async createUsers(ids) {
      await chat.server().upsertUsers(ids.map((id) => ({ id, name: id })));
    },
    async settle(waiting) {
      await Promise.all(
        waiting.map(async (client) => {
          const pong = nextEvent(client, 'health.check');
          client.wsConnection?.ws?.send(
            JSON.stringify([{ type: 'health.check', client_id: client.clientID }]),
          );
          await pong;
        }),
      );
    },
    updateAppSettings: (settings) => chat.server().updateAppSettings(settings),
    async stop() {
      await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
      await release.stop();
    },
    async remove() {
      await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
      await release.remove();
    },
  };
  return chat;
}

export function newClient(info: ChatInfo): StreamChat {
  const client = new StreamChat(info.apiKey, { allowServerSideConnect: true, timeout: 10_000 });
  client.setBaseURL(info.url);
  return client;
}

/**
 * An event posted as channel.sendEvent posts it, with any type and fields: for the forged ones
 * the server must refuse, which the SDK's Event type does not let a caller write.
 */
export function postEvent(
  channel: Channel,
  event: { type: string } & Record<string, unknown>,
): Promise<EventAPIResponse> {
  return channel.getClient().post<EventAPIResponse>(`${channel._channelURL()}/event`, { event });
}

/**
 * A message posted as channel.sendMessage posts it, with any fields: for the malformed ones the
 * server must refuse, which the SDK's Message type does not let a caller write.
 */
export function postMessage(
  channel: Channel,
  message: Record<string, unknown>,
): Promise<SendMessageAPIResponse> {
  return channel
    .getClient()
    .post<SendMessageAPIResponse>(`${channel._channelURL()}/message`, { message });
}
