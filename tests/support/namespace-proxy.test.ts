/**
 * The namespace proxy against a recording upstream: what leaves carries the namespaced ids and
 * re-signed tokens, what comes back carries the ids the test wrote, on REST and the websocket.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { IdNamespace } from './id-namespace.ts';
import { startNamespaceProxy } from './namespace-proxy.ts';

const SECRET = 'proxy-test-secret';

function token(claims: Record<string, unknown>, secret = SECRET): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as {
    user_id?: string;
  };

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

/** Answers every call with what it received, in ids as they arrived. */
const seen: Seen[] = [];
const upstream = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const call = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(call);
    res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
    let echoed: unknown = call.body;
    try {
      echoed = JSON.parse(call.body);
    } catch {
      // A malformed body is echoed as the text it was.
    }
    res.end(JSON.stringify({ echoed, url: call.url }));
  });
});
/** The hellos and frames the upstream websocket received, echoing each frame back. */
const socketsSeen: { hello: string; frames: string[] }[] = [];
const sockets = new WebSocketServer({ server: upstream });
sockets.on('connection', (socket, req) => {
  const record = { hello: req.url ?? '', frames: [] as string[] };
  socketsSeen.push(record);
  socket.send(JSON.stringify({ type: 'health.check', me: { id: 'bob--prx1' } }));
  socket.on('message', (data) => {
    record.frames.push(String(data));
    socket.send(String(data));
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const namespace = new IdNamespace('prx1');
const proxy = await startNamespaceProxy({
  upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  apiSecret: SECRET,
  namespace,
});
afterAll(async () => {
  await proxy.close();
  sockets.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the namespace proxy', () => {
  it('sends REST calls with namespaced ids and a token signed again, and answers in local ids', async () => {
    const response = await fetch(`${proxy.url}/channels/messaging/room/message?api_key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token({ user_id: 'alice' }) },
      body: JSON.stringify({ message: { id: 'm-1', text: 'hi', mentioned_users: ['alice'] } }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    const call = seen.at(-1) as Seen;
    expect(call.url).toBe('/channels/messaging/room--prx1/message?api_key=k');
    expect(JSON.parse(call.body)).toEqual({
      message: { id: 'm-1--prx1', text: 'hi', mentioned_users: ['alice--prx1'] },
    });
    expect(claimsOf(call.authorization as string).user_id).toBe('alice--prx1');
    expect(await response.json()).toEqual({
      echoed: { message: { id: 'm-1', text: 'hi', mentioned_users: ['alice'] } },
      url: '/channels/messaging/room/message?api_key=k',
    });
    expect(namespace.made().channels).toEqual(['messaging:room--prx1']);
  });

  it('passes what it cannot read as it is: a forged token, a body not JSON, a malformed path', async () => {
    const forged = token({ user_id: 'mallory' }, 'not-the-secret');
    await fetch(`${proxy.url}/channels/messaging/room/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: forged },
      body: '{"message": {"text": "unterminated',
    });
    const call = seen.at(-1) as Seen;
    expect(call.authorization).toBe(forged);
    expect(call.body).toBe('{"message": {"text": "unterminated');
    await fetch(`${proxy.url}/uploads/%E0%A4%A`);
    expect(seen.at(-1)?.url).toBe('/uploads/%E0%A4%A');
  });

  it('translates the websocket hello and the frames both ways', async () => {
    const json = encodeURIComponent(
      JSON.stringify({ user_id: 'bob', user_details: { id: 'bob' } }),
    );
    const ws = new WebSocket(
      `${proxy.url.replace('http', 'ws')}/connect?json=${json}&authorization=${token({ user_id: 'bob' })}`,
    );
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve) => ws.once('open', resolve));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toEqual({ type: 'health.check', me: { id: 'bob' } });
    const upstreamSide = socketsSeen.at(-1) as (typeof socketsSeen)[number];
    const hello = new URL(`http://x${upstreamSide.hello}`).searchParams;
    expect(JSON.parse(hello.get('json') as string)).toEqual({
      user_id: 'bob--prx1',
      user_details: { id: 'bob--prx1' },
    });
    expect(claimsOf(hello.get('authorization') as string).user_id).toBe('bob--prx1');
    ws.send(JSON.stringify({ type: 'echo', user: { id: 'bob' } }));
    await expect.poll(() => frames.length).toBe(2);
    expect(JSON.parse(upstreamSide.frames[0] as string)).toEqual({
      type: 'echo',
      user: { id: 'bob--prx1' },
    });
    expect(frames[1]).toEqual({ type: 'echo', user: { id: 'bob' } });
    ws.close();
  });
});
