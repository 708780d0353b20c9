/**
 * Each emulated service runs in its own child process (two cores: PGlite and the chat fan-out
 * should not share one event loop). The parent hands the options over the IPC channel, never on
 * the command line, where any local user's `ps` would read the keys and secrets they carry; the
 * child answers with one `ready` message and closes cleanly on SIGINT, SIGTERM or parent exit.
 */
import { fork, type ChildProcess, type StdioOptions } from 'node:child_process';

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

/** The parent's side: starts `entry` (a main.ts) with `options`; `ready` resolves with its info. */
export function forkService<Options, Info>(
  entry: string,
  options: Options,
  stdio: StdioOptions = ['ignore', 'inherit', 'inherit', 'ipc'],
): { child: ChildProcess; ready: Promise<Info> } {
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio });
  child.send({ type: 'options', options } satisfies OptionsMessage<Options>);
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
  start: (options: Options) => Promise<ServiceHandle<Info>>,
): Promise<void> {
  if (!process.send)
    throw new Error(`${name}: start it with forkService (it needs an IPC channel)`);
  const options = await new Promise<Options>((resolve) => {
    const receive = (message: unknown) => {
      if (!isOptions<Options>(message)) return;
      process.off('message', receive);
      resolve(message.options);
    };
    process.on('message', receive);
  });
  const handle = await start(options);
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
