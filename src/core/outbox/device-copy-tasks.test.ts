import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamChat } from 'stream-chat';
import { DeviceCopyStore } from '../device-copy/device-copy-store.ts';
import { OutboxTasks } from './device-copy-tasks.ts';
import { flushUnderLock } from './delivery/delivery-loop.ts';

vi.mock('./delivery/delivery-loop.ts', () => ({ flushUnderLock: vi.fn(() => ({ waiting: 0 })) }));

let run = 0;

function outbox(ended: boolean) {
  const chat = new StreamChat('key');
  let connection = 'first';
  chat._getConnectionID = () => connection;
  const device = new DeviceCopyStore(() => undefined);
  const sessionEnded = vi.fn(() => Promise.resolve(ended));
  const tasks = new OutboxTasks(chat, device, sessionEnded);
  tasks.useUser(`outbox-user-${++run}`);
  return {
    tasks,
    sessionEnded,
    reconnect: (id: string) => {
      connection = id;
    },
  };
}

describe('delivering from a session that may have ended elsewhere', () => {
  beforeEach(() => vi.mocked(flushUnderLock).mockClear());

  it('asks the auth server once per connection, then delivers', async () => {
    const { tasks, sessionEnded, reconnect } = outbox(false);
    await tasks.flush();
    await tasks.flush();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(flushUnderLock).toHaveBeenCalledTimes(2);

    reconnect('second');
    await tasks.flush();
    expect(sessionEnded).toHaveBeenCalledTimes(2);
    expect(flushUnderLock).toHaveBeenCalledTimes(3);
  });

  it('delivers nothing once the session is found ended, and asks again on the next flush', async () => {
    const { tasks, sessionEnded } = outbox(true);
    await tasks.flush();
    await tasks.flush();
    expect(flushUnderLock).not.toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalledTimes(2);
  });
});
