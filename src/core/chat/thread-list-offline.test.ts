/** The threads view's list: kept as the chat server answers it, shown from the device offline. */
import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter } from 'axios';
import type { MessageResponse, StreamChat, ThreadResponse } from 'stream-chat';
import {
  ALICE,
  answer,
  freshCopyForEachTest,
  message,
  type FreshCopy,
} from '../device-copy/device-copy-fixture.ts';
import { keepThread } from '../device-copy/threads/kept-threads.ts';
import { readThreadList } from '../device-copy/threads/thread-list.ts';
import { keepThreadListForOffline } from './thread-list-offline.ts';

let copy: FreshCopy;
freshCopyForEachTest((fresh) => (copy = fresh));

const cid = 'messaging:one';

function thread(n: number, replies: MessageResponse[]): ThreadResponse {
  const parent = message(cid, n);
  return {
    channel: answer('one', 0).channel,
    channel_cid: cid,
    created_at: parent.created_at as string,
    created_by_user_id: 'bob',
    latest_replies: replies,
    parent_message: parent,
    parent_message_id: parent.id,
    reply_count: replies.length,
    title: '',
    updated_at: parent.created_at as string,
  };
}

const reply = (parent: number, n: number) => message(cid, n, { parent_id: `${cid}-m${parent}` });

/** The chat server as the client's HTTP adapter sees it: what it answers `/threads` with. */
type Server = (body: {
  next?: string;
}) => { threads: ThreadResponse[]; next?: string } | 'offline' | 500;

function serve(client: StreamChat, server: Server): void {
  const adapter: AxiosAdapter = async (config) => {
    const said = server(JSON.parse(String(config.data)) as { next?: string });
    if (said === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const status = said === 500 ? 500 : 200;
    const data = said === 500 ? { code: -1, message: 'broken' } : { ...said, duration: '1ms' };
    const response = { data, status, statusText: '', headers: {}, config };
    if (status !== 200) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.axiosInstance.defaults.adapter = adapter;
  void client.tokenManager.setTokenOrProvider(client.devToken(ALICE), { id: ALICE });
}

const keptList = () => copy.db.withDatabase(readThreadList);
const shown = (
  threads: { id: string; state: { getLatestValue(): { replies: { text?: string }[] } } }[],
) => threads.map((t) => [t.id, t.state.getLatestValue().replies.map((r) => r.text)]);

describe('the threads view’s list with and without the network', () => {
  it('keeps the first page as the server answers it, and shows it offline with the replies kept of each thread', async () => {
    const { client, db } = copy;
    keepThreadListForOffline(client, db);
    let online = true;
    serve(client, ({ next }) =>
      !online
        ? 'offline'
        : next
          ? { threads: [thread(9, [])] }
          : { threads: [thread(1, [reply(1, 12)]), thread(2, [reply(2, 21)])], next: 'page-2' },
    );
    const first = await client.threads.queryThreads();
    expect(first.next).toBe('page-2');
    await vi.waitFor(async () => expect((await keptList())?.length).toBe(2));
    // A later page leaves the kept first page as it was.
    await client.threads.queryThreads({ next: 'page-2' });
    // The thread opened earlier kept more of its replies than the list's answer carries.
    await keepThread(db, cid, `${cid}-m1`, [reply(1, 11), reply(1, 12)]);
    expect((await keptList())?.map((t) => t.parent_message_id)).toEqual([`${cid}-m1`, `${cid}-m2`]);

    online = false;
    const offline = await client.threads.queryThreads();
    expect(offline.next).toBeUndefined();
    expect(shown(offline.threads)).toEqual([
      [`${cid}-m1`, ['message 11', 'message 12']],
      [`${cid}-m2`, ['message 21']],
    ]);
    expect(offline.threads[0]?.channel.cid).toBe(cid);
    // Opened offline, a thread marks itself read with no one to catch the failure.
    await expect(offline.threads[0]?.markAsRead({ force: true })).resolves.toBeNull();
  });

  it('online again, the server’s answer replaces the kept list', async () => {
    const { client, db } = copy;
    keepThreadListForOffline(client, db);
    let threads = [thread(1, [])];
    serve(client, () => ({ threads }));
    await client.threads.queryThreads();
    await vi.waitFor(async () =>
      expect((await keptList())?.map((t) => t.parent_message_id)).toEqual([`${cid}-m1`]),
    );
    threads = [thread(3, []), thread(1, [])];
    await client.threads.queryThreads();
    await vi.waitFor(async () =>
      expect((await keptList())?.map((t) => t.parent_message_id)).toEqual([
        `${cid}-m3`,
        `${cid}-m1`,
      ]),
    );
  });

  it('says the failure when nothing is kept, when the server refused, and for a later page', async () => {
    const { client, db } = copy;
    keepThreadListForOffline(client, db);
    let said: ReturnType<Server> = 'offline';
    serve(client, () => said);
    await expect(client.threads.queryThreads()).rejects.toThrow();

    said = { threads: [thread(1, [])], next: 'page-2' };
    await client.threads.queryThreads();
    await vi.waitFor(async () => expect(await keptList()).not.toBeNull());
    said = 500;
    await expect(client.threads.queryThreads()).rejects.toThrow();
    said = 'offline';
    await expect(client.threads.queryThreads({ next: 'page-2' })).rejects.toThrow();
    await expect(client.threads.queryThreads()).resolves.toMatchObject({ next: undefined });
  });
});
