import { describe, expect, it, vi } from 'vitest';
import type { Channel, Event } from 'stream-chat';
import { markRead } from './mark-read.ts';

/** A client whose recovery the test announces, and a conversation of it whose reads it scripts. */
function conversation(answers: (() => Promise<unknown>)[]) {
  const listeners: ((event: Event) => void)[] = [];
  const client = {
    userID: 'ana',
    on: (_type: string, listener: (event: Event) => void) => {
      listeners.push(listener);
      return { unsubscribe: () => undefined };
    },
  };
  let newest = 'm1';
  const channel = {
    cid: `messaging:${Math.random()}`,
    disconnected: false,
    // As the SDK's channel: unusable once its client disconnected.
    getClient: () => {
      if (channel.disconnected)
        throw new Error("You can't use a channel after client.disconnect()");
      return client;
    },
    lastMessage: () => ({ id: newest }),
    markReadLocally: vi.fn(),
    markRead: vi.fn(() => (answers.shift() ?? (() => Promise.resolve(null)))()),
  };
  return {
    channel,
    client,
    asked: channel as unknown as Channel,
    write: (id: string) => (newest = id),
    recover: async () => {
      for (const listener of listeners) listener({ type: 'connection.recovered' } as Event);
      await settled();
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const refusal = () =>
  Promise.reject(Object.assign(new Error('read refused'), { code: 17, status: 403 }));
const readAnswer = () => Promise.resolve({ event: { last_read_message_id: 'm1' } });

describe('marking a conversation read', () => {
  it('takes it as read on the device before the server answers, then clears the unread state', async () => {
    const { channel, asked } = conversation([readAnswer]);
    const setUnread = vi.fn();
    markRead(asked, setUnread);
    expect(channel.markReadLocally).toHaveBeenCalledTimes(1);
    expect(setUnread).not.toHaveBeenCalled();
    await settled();
    expect(setUnread).toHaveBeenCalledWith(
      expect.objectContaining({ last_read_message_id: 'm1', unread_messages: 0 }),
    );
  });

  it.each([
    { case: 'no answer, nothing written since', answer: noAnswer, written: false, again: 1 },
    { case: 'no answer, a message written since', answer: noAnswer, written: true, again: 0 },
    { case: 'a refusal', answer: refusal, written: false, again: 0 },
    { case: 'an answer', answer: readAnswer, written: false, again: 0 },
  ])('on recovery after $case, asks again $again time(s)', async ({ answer, written, again }) => {
    const { channel, asked, write, recover } = conversation([answer]);
    markRead(asked);
    await settled();
    if (written) write('m2');
    await recover();
    expect(channel.markRead).toHaveBeenCalledTimes(1 + again);
    // Once asked again, a later recovery asks nothing more.
    await recover();
    expect(channel.markRead).toHaveBeenCalledTimes(1 + again);
  });

  it('does not ask again for someone else signed in since', async () => {
    const { channel, client, asked, recover } = conversation([noAnswer]);
    markRead(asked);
    await settled();
    client.userID = 'ben';
    await recover();
    expect(channel.markRead).toHaveBeenCalledTimes(1);
  });

  it('drops a read that failed after the client disconnected (signed out), throwing nothing', async () => {
    const { channel, asked, recover } = conversation([noAnswer]);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      markRead(asked);
      channel.disconnected = true;
      await settled();
      await settled();
      expect(unhandled).not.toHaveBeenCalled();
      await recover();
      expect(channel.markRead).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('drops a waiting read whose client disconnected before it recovered', async () => {
    const { channel, asked, recover } = conversation([noAnswer]);
    markRead(asked);
    await settled();
    channel.disconnected = true;
    await expect(recover()).resolves.toBeUndefined();
    expect(channel.markRead).toHaveBeenCalledTimes(1);
  });

  it('asks again on each recovery while the server stays away', async () => {
    const { channel, asked, recover } = conversation([noAnswer, noAnswer, readAnswer]);
    markRead(asked);
    await settled();
    await recover();
    await recover();
    expect(channel.markRead).toHaveBeenCalledTimes(3);
    await recover();
    expect(channel.markRead).toHaveBeenCalledTimes(3);
  });
});
