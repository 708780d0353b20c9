/**
 * The sender connects only to addresses it checked: the socket's own lookup judges every address
 * the name resolves to, and the connection goes to one of those, so an answer that changes
 * between a check and the connection (DNS rebinding) or a second address tried after the first
 * fails can never reach a refused network. Connection attempts are recorded through Node's
 * `net.client.socket` diagnostics channel.
 */
import dc from 'node:diagnostics_channel';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pinnedFetch, RefusedAddressError, type Resolve } from './post.ts';

let server: Server;
let port: number;
const seen: IncomingHttpHeaders[] = [];
const attempts: string[] = [];
const record = ({ socket }: { socket: Socket }) =>
  socket.on('connectionAttempt', (address: string) => attempts.push(address));

beforeAll(async () => {
  dc.subscribe('net.client.socket', record as (message: unknown) => void);
  // A new connection for every push, so each one is looked up afresh.
  server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(201, { Connection: 'close' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  dc.unsubscribe('net.client.socket', record as (message: unknown) => void);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  attempts.length = 0;
});

const answering = (...answers: string[][]): Resolve => {
  let call = 0;
  return () => Promise.resolve(answers[Math.min(call++, answers.length - 1)] ?? []);
};

const push = (post: ReturnType<typeof pinnedFetch>, href: string) =>
  post(href, {
    method: 'POST',
    headers: { TTL: '60' },
    body: new Uint8Array([1, 2, 3]),
    signal: AbortSignal.timeout(5_000),
  });

describe('posting a push', () => {
  it('never connects to a private address a later lookup answers, after loopback was checked', async () => {
    const post = pinnedFetch(answering(['127.0.0.1'], ['10.0.0.7']));
    const href = `http://rebind.test:${port}/push/1`;
    expect(await push(post, href)).toEqual({ status: 201 });
    await expect(push(post, href)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(attempts).toEqual(['127.0.0.1']);
  });

  it('refuses a name one of whose addresses is refused, before any connection', async () => {
    const post = pinnedFetch(answering(['127.0.0.1', '10.0.0.7']));
    await expect(push(post, `http://rebind.test:${port}/push/1`)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(attempts).toEqual([]);
  });

  it('refuses https to a name that resolves to this machine', async () => {
    const post = pinnedFetch(answering(['127.0.0.1']));
    await expect(
      push(post, `https://fcm.googleapis.com:${port}/fcm/send/1`),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    expect(attempts).toEqual([]);
  });

  it('fails, not refuses, for a name that does not resolve (the retry may reach it)', async () => {
    const post = pinnedFetch(() => Promise.reject(new Error('ENOTFOUND')));
    const failed = push(post, `http://nowhere.test:${port}/x`);
    await expect(failed).rejects.toThrow('ENOTFOUND');
    await expect(failed).rejects.not.toBeInstanceOf(RefusedAddressError);
    expect(attempts).toEqual([]);
  });

  it('names the endpoint’s host to the server, not the address', async () => {
    const post = pinnedFetch(answering(['127.0.0.1']));
    await push(post, `http://push.localhost.test:${port}/push/1`);
    expect(seen[0]).toMatchObject({ host: `push.localhost.test:${port}`, ttl: '60' });
  });
});
