/**
 * Shared set-up for the stream-chat conformance tests: an in-process chat server on port 0 with
 * a temp data folder, and official `stream-chat` clients connected to it as given users.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StreamChat, type Event, type EventTypes } from 'stream-chat';
import { afterAll, beforeAll } from 'vitest';
import { startChat } from '../../emulators/chat/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { ChatInfo } from '../../emulators/stack-types.ts';
import type { DemoUser } from '../../emulators/demo-users.ts';

export interface TestChat {
  info: ChatInfo;
  dataDir: string;
  handle: ServiceHandle<ChatInfo>;
  clients: StreamChat[];
  /** A client connected as `userId` (created on first connect, as connectUser upserts). */
  connect(userId: string, options?: { name?: string; image?: string }): Promise<StreamChat>;
  server(): StreamChat;
  /** Creates users server-side, as the app's backend would before they first connect. */
  createUsers(ids: string[]): Promise<void>;
  token(userId: string, expiresInSeconds?: number): string;
  stop(): Promise<void>;
}

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'parley-chat-test-'));
}

export async function startTestChat(
  options: { dataDir?: string; seedUsers?: DemoUser[] } = {},
): Promise<TestChat> {
  const dataDir = options.dataDir ?? tempDir();
  const handle = await startChat({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    seedUsers: options.seedUsers ?? [],
  });
  return wrap(handle, dataDir);
}

/**
 * A test file's server: started before its tests with these users connected (clients in the
 * same order), stopped and its data folder removed after them.
 */
export function chatForFile<const Ids extends readonly string[]>(
  userIds: Ids,
  names: Record<string, string> = {},
): { chat: () => TestChat; clients: () => { [K in keyof Ids]: StreamChat } } {
  let chat: TestChat | undefined;
  const clients: StreamChat[] = [];
  beforeAll(async () => {
    chat = await startTestChat();
    for (const id of userIds) clients.push(await chat.connect(id, { name: names[id] ?? id }));
  });
  afterAll(async () => {
    if (!chat) return;
    await chat.stop();
    removeDir(chat.dataDir);
  });
  return {
    chat: () => {
      if (!chat) throw new Error('the chat server starts in beforeAll');
      return chat;
    },
    clients: () => clients as unknown as { [K in keyof Ids]: StreamChat },
  };
}

/**
 * Runs `before` on a fresh server, restarts the server on the same data folder and runs `after`
 * on it with what `before` returned, for the tests that nothing acknowledged is lost.
 */
export async function acrossRestart<T>(
  before: (chat: TestChat) => Promise<T>,
  after: (chat: TestChat, written: T) => Promise<void>,
): Promise<void> {
  const dataDir = tempDir();
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
    removeDir(dataDir);
  }
}

export function wrap(handle: ServiceHandle<ChatInfo>, dataDir: string): TestChat {
  const { info } = handle;
  const clients: StreamChat[] = [];
  const signer = new StreamChat(info.apiKey, info.apiSecret);
  const chat: TestChat = {
    info,
    dataDir,
    handle,
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
    async stop() {
      await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
      await handle.close();
    },
  };
  return chat;
}

export function newClient(info: ChatInfo): StreamChat {
  const client = new StreamChat(info.apiKey, { allowServerSideConnect: true, timeout: 10_000 });
  client.setBaseURL(info.url);
  return client;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Resolves with the next event of that type the client receives (optionally matching a predicate). */
export function nextEvent(
  client: StreamChat,
  type: EventTypes,
  predicate: (event: Event) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const subscription = client.on(type, (event) => {
      if (!predicate(event)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

/** Collects every event a client receives, to assert later on what did or did not arrive. */
export function recordEvents(client: StreamChat): Event[] {
  const events: Event[] = [];
  client.on((event) => {
    events.push(event);
  });
  return events;
}

/** Waits until a round trip through the server has completed, so earlier events have landed. */
export async function settle(chat: TestChat, clients: StreamChat[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      const pong = nextEvent(client, 'health.check');
      client.wsConnection?.ws?.send(
        JSON.stringify([{ type: 'health.check', client_id: client.clientID }]),
      );
      await pong;
    }),
  );
  void chat;
}

/** The error a promise rejects with, for asserting on Stream's error code and status. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code?: number; status?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: number; status?: number; message: string };
    return { code: e.code, status: e.status, message: e.message };
  }
  throw new Error('expected the call to fail');
}
