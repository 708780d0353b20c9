/** A location share through stream-chat's own send, with the device copy as its offline store. */
import { describe, expect, it, vi } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { freshCopyForEachTest, type FreshCopy } from '../device-copy-fixture.ts';

let copy: FreshCopy;

freshCopyForEachTest((fresh) => {
  copy = fresh;
  copy.client.setOfflineDBApi(copy.db);
});

const MESSAGE_ID = 'share-1';
const share = {
  message_id: MESSAGE_ID,
  latitude: 52.52,
  longitude: 13.405,
  created_by_device_id: 'web-desktop-chrome-alice',
};

/** The chat server's answers to the share's requests, in turn; every request is counted. */
function serverAnswers(client: StreamChat, ...answers: (() => Promise<unknown>)[]) {
  const post = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('unplanned'))))());
  Reflect.set(client, 'post', post);
  return post;
}

const refused = (status: number, code: number, message: string) => () =>
  Promise.reject(
    Object.assign(new Error(message), { response: { status, data: { code, message } } }),
  );
const noAnswer = () =>
  Promise.reject(Object.assign(new Error('timeout of 3000ms exceeded'), { code: 'ECONNABORTED' }));

describe('sharing a location', () => {
  it('fails as the server refused it, and nothing is kept to send it later', async () => {
    const post = serverAnswers(
      copy.client,
      refused(500, -1, 'internal error'),
      refused(500, -1, 'internal error'),
    );
    await expect(copy.client.channel('messaging', 'one').sendSharedLocation(share)).rejects.toThrow(
      'internal error',
    );
    expect(post).toHaveBeenCalled();
    expect(await copy.db.getPendingTasks()).toEqual([]);
  });

  it('counts as shared when its first answer was lost and the server has it', async () => {
    const post = serverAnswers(
      copy.client,
      noAnswer,
      refused(
        400,
        4,
        `SendMessage failed with error: "message with id ${MESSAGE_ID} already exists"`,
      ),
    );
    const stored = { id: MESSAGE_ID, shared_location: share, text: '' };
    const get = vi.fn(() => Promise.resolve({ message: stored, duration: '1ms' }));
    Reflect.set(copy.client, 'get', get);
    const sent = await copy.client.channel('messaging', 'one').sendSharedLocation(share);
    expect(sent.message.id).toBe(MESSAGE_ID);
    expect(post).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith(expect.stringContaining(`/messages/${MESSAGE_ID}`), {});
    expect(await copy.db.getPendingTasks()).toEqual([]);
  });
});
