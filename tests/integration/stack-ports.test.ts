/**
 * The stack's ports: start-up binds each one and hands the bound socket to its service, so no
 * other process (another stack starting beside it, an outgoing connection given that local
 * port) can take it between the choice and the service's start; a configured port that is
 * already taken stops start-up with the variable to change.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdPort, portOf } from '../../emulators/shared/listen.ts';
import { forkService } from '../../emulators/shared/service-process.ts';
import type { ChatInfo, ChatOptions } from '../../emulators/stack-types.ts';
import { removeDataDir, repoRoot, spawnStack, tempDataDir } from '../support/stack.ts';

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const held: net.Server[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of dataDirs) removeDataDir(dir);
});

function listenResult(port: number): Promise<string> {
  return new Promise((resolve) => {
    const other = net.createServer();
    other.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    other.listen(port, '127.0.0.1', () => other.close(() => resolve('listening')));
  });
}

function dataDir(): string {
  const dir = tempDataDir('parley-ports-test-');
  dataDirs.push(dir);
  return dir;
}

describe('the stack’s ports', () => {
  it('keeps a chosen port from every other listener until its service listens on it', async () => {
    const socket = await holdPort('127.0.0.1', 0);
    const port = portOf(socket);
    expect(await listenResult(port)).toBe('EADDRINUSE');

    const options: ChatOptions = { host: '127.0.0.1', port, dataDir: dataDir() };
    const started = forkService<ChatOptions, ChatInfo>(
      path.join(repoRoot, 'emulators/chat/main.ts'),
      options,
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], held: socket },
    );
    children.push(started.child);
    const info = await started.ready;

    expect(info.url).toBe(`http://127.0.0.1:${port}`);
    const answer = await fetch(`${info.url}/app?api_key=${info.apiKey}`);
    // Served by the chat server (its own error shape for a call without a token), not by a
    // stray listener.
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ StatusCode: 401 });
    expect(socket.listening).toBe(false);
    expect(await listenResult(port)).toBe('EADDRINUSE');
  });

  it('stops start-up on a configured port that is taken, naming the variable to change', async () => {
    const taken = await holdPort('127.0.0.1', 0);
    held.push(taken);
    const start = spawnStack({
      dataDir: dataDir(),
      env: { PARLEY_CHAT_PORT: String(portOf(taken)) },
    });
    await expect(start).rejects.toThrow(
      new RegExp(`127\\.0\\.0\\.1:${portOf(taken)} is in use: .*PARLEY_CHAT_PORT`),
    );
  });
});
