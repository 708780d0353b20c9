import { describe, expect, it, vi } from 'vitest';
import type { Event, Mute } from 'stream-chat';
import { mirrorMutedPeople, type MutesWriter } from './mirror-muted-people.ts';

/** A client as the mirror sees it: its user, its mutes, its socket's health and its events. */
function fakeClient(options: { healthy?: boolean; muted?: string[] } = {}) {
  const handlers = new Set<(event: Event) => void>();
  const client = {
    userID: 'alice' as string | undefined,
    mutedUsers: (options.muted ?? []).map((id) => ({ target: { id } }) as Mute) as
      Mute[] | undefined,
    wsConnection: { isHealthy: options.healthy ?? false },
    on(handler: (event: Event) => void) {
      handlers.add(handler);
      return { unsubscribe: () => handlers.delete(handler) };
    },
  };
  const emit = (event: Partial<Event>) => handlers.forEach((handler) => handler(event as Event));
  const muteAll = (ids: string[]) => {
    client.mutedUsers = ids.map((id) => ({ target: { id } }) as Mute);
  };
  return { client, emit, muteAll, listening: () => handlers.size };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('copying whom the person muted for pushes', () => {
  it('copies the list a connected client already holds, sorted and without repeats', async () => {
    const { client } = fakeClient({ healthy: true, muted: ['sam', 'bob', 'sam'] });
    const write = vi.fn<MutesWriter>().mockResolvedValue();
    mirrorMutedPeople(client as never, write);
    await settle();
    expect(write.mock.calls).toEqual([['alice', ['bob', 'sam']]]);
  });

  it('copies nothing from a client started from the device copy until the server speaks', async () => {
    const { client, emit, muteAll } = fakeClient({ healthy: false });
    const write = vi.fn<MutesWriter>().mockResolvedValue();
    mirrorMutedPeople(client as never, write);
    emit({ type: 'health.check' });
    await settle();
    expect(write).not.toHaveBeenCalled();
    muteAll(['bob']);
    emit({ type: 'health.check', me: { id: 'alice' } as Event['me'] });
    await settle();
    expect(write.mock.calls).toEqual([['alice', ['bob']]]);
  });

  it('copies each change the server announces, and an unmute as an empty list', async () => {
    const { client, emit, muteAll } = fakeClient({ healthy: true, muted: ['bob'] });
    const write = vi.fn<MutesWriter>().mockResolvedValue();
    mirrorMutedPeople(client as never, write);
    await settle();
    muteAll([]);
    emit({ type: 'notification.mutes_updated' });
    await settle();
    client.mutedUsers = undefined;
    emit({ type: 'notification.mutes_updated' });
    await settle();
    expect(write.mock.calls).toEqual([
      ['alice', ['bob']],
      ['alice', []],
    ]);
  });

  it('does not write again what it stored, as each reconnection repeats the list', async () => {
    const { client, emit } = fakeClient({ healthy: true, muted: ['bob'] });
    const write = vi.fn<MutesWriter>().mockResolvedValue();
    mirrorMutedPeople(client as never, write);
    await settle();
    emit({ type: 'health.check', me: { id: 'alice' } as Event['me'] });
    await settle();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('tries a failed write again at the next word from the server', async () => {
    const { client, emit } = fakeClient({ healthy: true, muted: ['bob'] });
    const write = vi
      .fn<MutesWriter>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mirrorMutedPeople(client as never, write);
    await settle();
    emit({ type: 'health.check', me: { id: 'alice' } as Event['me'] });
    await settle();
    expect(write).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('writes the latest list once a write under way ends, never two at once', async () => {
    const { client, emit, muteAll } = fakeClient({ healthy: true, muted: ['bob'] });
    let finish: () => void = () => undefined;
    const write = vi
      .fn<MutesWriter>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue();
    mirrorMutedPeople(client as never, write);
    muteAll(['bob', 'kim']);
    emit({ type: 'notification.mutes_updated' });
    muteAll(['kim']);
    emit({ type: 'notification.mutes_updated' });
    expect(write).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    expect(write.mock.calls).toEqual([
      ['alice', ['bob']],
      ['alice', ['kim']],
    ]);
  });

  it('stops listening when stopped', () => {
    const { client, listening } = fakeClient();
    const stop = mirrorMutedPeople(client as never, vi.fn<MutesWriter>());
    expect(listening()).toBe(1);
    stop();
    expect(listening()).toBe(0);
  });
});
