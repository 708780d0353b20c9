/**
 * Each emulated service runs in its own child process (two cores: PGlite and the chat fan-out
 * should not share one event loop). The parent passes options as JSON in argv[2]; the child
 * answers with one `ready` IPC message and closes cleanly on SIGINT, SIGTERM or parent exit.
 */
export interface ServiceHandle<Info> {
  info: Info;
  close(): Promise<void>;
}

export interface ReadyMessage<Info> {
  type: 'ready';
  info: Info;
}

export async function runService<Options, Info>(
  name: string,
  start: (options: Options) => Promise<ServiceHandle<Info>>,
): Promise<void> {
  const raw = process.argv[2];
  if (!raw) throw new Error(`${name}: expected its options as JSON in argv[2]`);
  const handle = await start(JSON.parse(raw) as Options);
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
  if (process.send) process.send(message);
  else console.log(`${name} ready: ${JSON.stringify(handle.info)}`);
}
