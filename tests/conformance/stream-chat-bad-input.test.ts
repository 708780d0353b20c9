/**
 * Bad input answered in Stream's error shape while the server keeps serving. Hand-crafted HTTP
 * here, because the official client cannot send malformed bodies or forged tokens.
 */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { StreamChat } from 'stream-chat';
import { chatForFile, type TestChat } from './stream-chat-harness.ts';

const file = chatForFile(['alice']);
let chat: TestChat;
let alice: StreamChat;

beforeAll(async () => {
  chat = file.chat();
  [alice] = file.clients();
  await alice.channel('messaging', 'input', { members: ['alice'] } as never).create();
});

interface Call {
  token?: string | null;
  body?: string;
  authType?: string;
  apiKey?: string;
}

async function call(
  method: string,
  path: string,
  options: Call = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = options.token === undefined ? chat.token('alice') : options.token;
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(
    `${chat.info.url}${path}${separator}api_key=${options.apiKey ?? chat.info.apiKey}`,
    {
      method,
      headers: {
        'content-type': 'application/json',
        'stream-auth-type': options.authType ?? 'jwt',
        ...(token ? { authorization: token } : {}),
      },
      body: options.body,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectStreamError(
  result: { status: number; body: Record<string, unknown> },
  status: number,
  code: number,
): void {
  expect(result.status).toBe(status);
  expect(result.body).toMatchObject({ code, StatusCode: status });
  expect(typeof result.body.message).toBe('string');
  expect(typeof result.body.duration).toBe('string');
  expect(typeof result.body.more_info).toBe('string');
}

async function stillServing(): Promise<void> {
  const { message } = await alice.channel('messaging', 'input').sendMessage({ text: 'still here' });
  expect(message.text).toBe('still here');
}

describe('malformed requests', () => {
  it('answers malformed JSON, wrong types and bad filters with code 4', async () => {
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', {
        body: '{"message": {"text": "unterminated',
      }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', { body: '[1,2,3]' }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', { body: '{"message": "text"}' }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', {
        body: '{"message": {"text": 42}}',
      }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', {
        body: '{"message": {"text": "x", "attachments": "nope"}}',
      }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels', { body: '{"filter_conditions": "members", "limit": 10}' }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels', { body: '{"filter_conditions": {}, "limit": "ten"}' }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels', {
        body: '{"filter_conditions": {"members": {"$regex": "a"}}}',
      }),
      400,
      4,
    );
    expectStreamError(await call('GET', '/users?payload=%7Bnot-json'), 400, 4);
    expectStreamError(
      await call('POST', '/messages/nope/reaction', { body: '{"reaction": {"type": ""}}' }),
      400,
      4,
    );
    await stillServing();
  });

  it('refuses oversized payloads with 413 in Stream shape', async () => {
    const huge = JSON.stringify({ message: { text: 'x'.repeat(6 * 1024 * 1024) } });
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', { body: huge }),
      413,
      4,
    );
    await stillServing();
  });

  it('refuses invalid channel types and ids, unknown routes and methods', async () => {
    expectStreamError(
      await call('POST', '/channels/messaging/bad:id/query', { body: '{}' }),
      400,
      4,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/bad%20id/query', { body: '{}' }),
      400,
      4,
    );
    expectStreamError(await call('POST', '/channels/bad$type/x/query', { body: '{}' }), 400, 4);
    expectStreamError(
      await call('POST', `/channels/messaging/${'a'.repeat(65)}/query`, { body: '{}' }),
      400,
      4,
    );
    expectStreamError(await call('GET', '/no/such/route'), 404, 4);
    expectStreamError(await call('PUT', '/channels'), 404, 4);
    expectStreamError(await call('GET', '/messages/does-not-exist'), 404, 16);
    await stillServing();
  });
});

describe('bad credentials', () => {
  it('answers expired tokens with 40, forged and malformed ones with 43, missing ones with 5', async () => {
    expectStreamError(await call('GET', '/users', { token: chat.token('alice', -60) }), 401, 40);
    const forged = await new SignJWT({ user_id: 'alice' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('wrong-secret'));
    expectStreamError(await call('GET', '/users', { token: forged }), 401, 43);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"user_id":"alice"}').toString('base64url')}.`;
    expectStreamError(await call('GET', '/users', { token: unsigned }), 401, 43);
    expectStreamError(await call('GET', '/users', { token: 'garbage' }), 401, 43);
    const devToken = [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
      Buffer.from('{"user_id":"alice"}').toString('base64'),
      'devtoken',
    ].join('.');
    expectStreamError(await call('GET', '/users', { token: devToken }), 401, 43);
    expectStreamError(await call('GET', '/users', { token: null }), 401, 5);
    expectStreamError(await call('GET', '/users', { apiKey: 'wrong' }), 401, 2);
    await stillServing();
  });

  it('lets anonymous callers read public data only', async () => {
    const users = await call('GET', '/users?payload=%7B%22filter_conditions%22%3A%7B%7D%7D', {
      token: null,
      authType: 'anonymous',
    });
    expect(users.status).toBe(200);
    expectStreamError(
      await call('POST', '/channels/messaging/input/message', {
        token: null,
        authType: 'anonymous',
        body: '{"message":{"text":"hi"}}',
      }),
      403,
      17,
    );
    expectStreamError(
      await call('POST', '/channels/messaging/anon-made/query', {
        token: null,
        authType: 'anonymous',
        body: '{}',
      }),
      403,
      17,
    );
  });

  it('answers a bad websocket hello with an error frame and closes', async () => {
    const url = `${chat.info.url.replace('http', 'ws')}/connect?api_key=${chat.info.apiKey}&authorization=${chat.token('alice', -5)}&stream-auth-type=jwt&json=${encodeURIComponent('{"user_id":"alice"}')}`;
    const frames = await new Promise<unknown[]>((resolve) => {
      const ws = new WebSocket(url);
      const received: unknown[] = [];
      ws.on('message', (data) => received.push(JSON.parse(data.toString())));
      ws.on('close', () => resolve(received));
    });
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ error: { code: 40, StatusCode: 401 } });
    const broken = `${chat.info.url.replace('http', 'ws')}/connect?api_key=${chat.info.apiKey}&authorization=${chat.token('alice')}&stream-auth-type=jwt&json=%7Bbroken`;
    const brokenFrames = await new Promise<unknown[]>((resolve) => {
      const ws = new WebSocket(broken);
      const received: unknown[] = [];
      ws.on('message', (data) => received.push(JSON.parse(data.toString())));
      ws.on('close', () => resolve(received));
    });
    expect(brokenFrames[0]).toMatchObject({ error: { code: 4 } });
    await stillServing();
  });

  it('answers CORS preflights for the headers the client sends', async () => {
    const response = await fetch(`${chat.info.url}/channels`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,stream-auth-type,x-stream-client,x-client-request-id,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-request-id');
  });
});
