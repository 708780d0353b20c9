/**
 * Bad input answered in Stream's error shape while the server keeps serving. Hand-crafted HTTP
 * here, because the official client cannot send malformed bodies or forged tokens.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatForFile } from '../../support/chat-server.ts';
import { corsPreflight } from '../../support/http.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
await alice.channel('messaging', 'input', { members: ['alice'] }).create();

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

async function stillServing(): Promise<void> {
  const { message } = await alice.channel('messaging', 'input').sendMessage({ text: 'still here' });
  expect(message.text).toBe('still here');
}

const b64url = (text: string) => Buffer.from(text).toString('base64url');

interface BadRequest {
  name: string;
  method: string;
  path: string;
  /** How it is sent; a function for what needs the running server or a signature first. */
  options?: Call | (() => Promise<Call>);
  status: number;
  code: number;
}

const MESSAGE = '/channels/messaging/input/message';
const ANONYMOUS: Call = { token: null, authType: 'anonymous' };

/** A request whose body, route or parameters are wrong: 400, code 4. */
const malformed = (name: string, method: string, path: string, body?: string): BadRequest => ({
  name,
  method,
  path,
  options: { body },
  status: 400,
  code: 4,
});

/** A read of the users with credentials the server must refuse: 401 with the code. */
const credentials = (name: string, code: number, options: BadRequest['options']): BadRequest => ({
  name,
  method: 'GET',
  path: '/users',
  options,
  status: 401,
  code,
});

/** Malformed bodies, routes and credentials, each answered in Stream's error shape. */
const BAD_REQUESTS: BadRequest[] = [
  malformed('unterminated JSON', 'POST', MESSAGE, '{"message": {"text": "unterminated'),
  malformed('an array for a body', 'POST', MESSAGE, '[1,2,3]'),
  malformed('a string for the message', 'POST', MESSAGE, '{"message": "text"}'),
  malformed('a number for the text', 'POST', MESSAGE, '{"message": {"text": 42}}'),
  malformed(
    'a string for the attachments',
    'POST',
    MESSAGE,
    '{"message": {"text": "x", "attachments": "nope"}}',
  ),
  malformed(
    'a string for the filter',
    'POST',
    '/channels',
    '{"filter_conditions": "members", "limit": 10}',
  ),
  malformed(
    'a string for the limit',
    'POST',
    '/channels',
    '{"filter_conditions": {}, "limit": "ten"}',
  ),
  malformed(
    'an unknown filter operator',
    'POST',
    '/channels',
    '{"filter_conditions": {"members": {"$regex": "a"}}}',
  ),
  malformed('a users payload that is not JSON', 'GET', '/users?payload=%7Bnot-json'),
  malformed(
    'a reaction of no type',
    'POST',
    '/messages/nope/reaction',
    '{"reaction": {"type": ""}}',
  ),
  malformed('a colon in a channel id', 'POST', '/channels/messaging/bad:id/query', '{}'),
  malformed('a space in a channel id', 'POST', '/channels/messaging/bad%20id/query', '{}'),
  malformed('a dollar in a channel type', 'POST', '/channels/bad$type/x/query', '{}'),
  malformed(
    'a channel id of 65 characters',
    'POST',
    `/channels/messaging/${'a'.repeat(65)}/query`,
    '{}',
  ),
  {
    name: 'a message of 6 MB',
    method: 'POST',
    path: MESSAGE,
    options: { body: JSON.stringify({ message: { text: 'x'.repeat(6 * 1024 * 1024) } }) },
    status: 413,
    // PayloadTooBigError in the API errors docs and stream-chat's APIErrorCodes.
    code: 22,
  },
  { name: 'an unknown route', method: 'GET', path: '/no/such/route', status: 404, code: 4 },
  { name: 'an unknown method', method: 'PUT', path: '/channels', status: 404, code: 4 },
  {
    name: 'an unknown message',
    method: 'GET',
    path: '/messages/does-not-exist',
    status: 404,
    code: 16,
  },
  credentials('an expired token', 40, async () => ({ token: chat.token('alice', -60) })),
  credentials('a token signed with another secret', 43, async () => ({
    token: await new SignJWT({ user_id: 'alice' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('wrong-secret')),
  })),
  credentials('an unsigned token', 43, {
    token: `${b64url('{"alg":"none"}')}.${b64url('{"user_id":"alice"}')}.`,
  }),
  credentials('a token that is garbage', 43, { token: 'garbage' }),
  credentials('a development token', 43, {
    token: [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
      Buffer.from('{"user_id":"alice"}').toString('base64'),
      'devtoken',
    ].join('.'),
  }),
  credentials('no token', 5, { token: null }),
  credentials('a wrong API key', 2, { apiKey: 'wrong' }),
  {
    name: 'an anonymous message',
    method: 'POST',
    path: MESSAGE,
    options: { ...ANONYMOUS, body: '{"message":{"text":"hi"}}' },
    status: 403,
    code: 17,
  },
  {
    name: 'an anonymous channel query',
    method: 'POST',
    path: '/channels/messaging/anon-made/query',
    options: { ...ANONYMOUS, body: '{}' },
    status: 403,
    code: 17,
  },
];

describe('bad requests', () => {
  it.each(BAD_REQUESTS)('$name → $status, code $code', async (bad) => {
    const options = typeof bad.options === 'function' ? await bad.options() : bad.options;
    const result = await call(bad.method, bad.path, options);
    expect(result.status).toBe(bad.status);
    expect(result.body).toMatchObject({ code: bad.code, StatusCode: bad.status });
    expect(typeof result.body.message).toBe('string');
    expect(typeof result.body.duration).toBe('string');
    expect(typeof result.body.more_info).toBe('string');
  });

  it('keeps serving after every one of them', async () => {
    await stillServing();
  });

  it('refuses anonymous callers a user search, as it refuses users (no one lists the app)', async () => {
    const users = await call(
      'GET',
      '/users?payload=%7B%22filter_conditions%22%3A%7B%7D%7D',
      ANONYMOUS,
    );
    expect(users.status).toBe(403);
    expect(users.body.code).toBe(17);
  });
});

describe('the websocket', () => {
  /** Every frame the server sends a socket opened with this hello, until it closes it. */
  function helloFrames(authorization: string, json: string): Promise<unknown[]> {
    const url = `${chat.info.url.replace('http', 'ws')}/connect?api_key=${chat.info.apiKey}&authorization=${authorization}&stream-auth-type=jwt&json=${json}`;
    return new Promise<unknown[]>((resolve) => {
      const ws = new WebSocket(url);
      const received: unknown[] = [];
      ws.on('message', (data) => received.push(JSON.parse(data.toString())));
      ws.on('close', () => resolve(received));
    });
  }

  it('answers a bad websocket hello with an error frame and closes', async () => {
    const frames = await helloFrames(
      chat.token('alice', -5),
      encodeURIComponent('{"user_id":"alice"}'),
    );
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ error: { code: 40, StatusCode: 401 } });
    const brokenFrames = await helloFrames(chat.token('alice'), '%7Bbroken');
    expect(brokenFrames[0]).toMatchObject({ error: { code: 4 } });
    await stillServing();
  });
});

describe('CORS', () => {
  it('answers CORS preflights for the headers the client sends', async () => {
    const allowed = await corsPreflight(`${chat.info.url}/channels`, {
      origin: 'http://127.0.0.1:5173',
      method: 'POST',
      headers: 'authorization,stream-auth-type,x-stream-client,x-client-request-id,content-type',
    });
    expect(allowed).toMatchObject({
      status: 204,
      origin: '*',
      headers: expect.stringContaining('x-client-request-id'),
    });
  });
});
