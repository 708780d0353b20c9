/**
 * Each emulated service runs in its own child process (two cores: PGlite and the chat fan-out
 * should not share one event loop). The parent hands the options over the IPC channel, never on
 * the command line, where any local user's `ps` would read the keys and secrets they carry; the
 * child answers with one `ready` message and closes cleanly on SIGINT, SIGTERM or parent exit.
 * With the options may come the socket the parent bound for the service (listen.ts).
 */
import { fork, type ChildProcess, type StdioOptions } from 'node:child_process';
import type { Server } from 'node:net';

export interface ServiceHandle<Info> {
  info: Info;
  close(): Promise<void>;
}

export interface ReadyMessage<Info> {
  type: 'ready';
  info: Info;
}

interface OptionsMessage<Options> {
  type: 'options';
  options: Options;
}

function isOptions<Options>(message: unknown): message is OptionsMessage<Options> {
  return (message as { type?: unknown } | null)?.type === 'options';
}

/**
 * The parent's side: starts `entry` (a main.ts) with `options`, handing it `held`, a bound socket
 * the parent then lets go of; `ready` resolves with the service's info.
 */
export function forkService<Options, Info>(
  entry: string,
  options: Options,
  {
    stdio = ['ignore', 'inherit', 'inherit', 'ipc'],
    held,
  }: { stdio?: StdioOptions; held?: Server } = {},
): { child: ChildProcess; ready: Promise<Info> } {
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio });
  const message: OptionsMessage<Options> = { type: 'options', options };
  if (held) child.send(message, held, () => held.close());
  else child.send(message);
  const ready = new Promise<Info>((resolve, reject) => {
    child.once('message', (message) => resolve((message as ReadyMessage<Info>).info));
    child.once('exit', (code, signal) =>
      reject(new Error(`${entry} exited before it was ready (${signal ?? `code ${code}`})`)),
    );
  });
  return { child, ready };
}

/** The child's side, from its main.ts. */
export async function runService<Options, Info>(
  name: string,
  start: (options: Options, held?: Server) => Promise<ServiceHandle<Info>>,
): Promise<void> {
  if (!process.send)
    throw new Error(`${name}: start it with forkService (it needs an IPC channel)`);
  const [options, held] = await new Promise<[Options, Server | undefined]>((resolve) => {
    const receive = (message: unknown, sent?: unknown) => {
      if (!isOptions<Options>(message)) return;
      process.off('message', receive);
      resolve([message.options, sent as Server | undefined]);
    };
    process.on('message', receive);
  });
  const handle = await start(options, held);
  let closing = false;
  const shutdown = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('disconnect', () => void shutdown());
  const message: ReadyMessage<Info> = { type: 'ready', info: handle.info };
  process.send(message);
}
