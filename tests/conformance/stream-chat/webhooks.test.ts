/**
 * The push webhook through the official server SDK, as hosted Stream documents it: set with
 * `updateAppSettings` (`webhook_url` + `webhook_events`, or `event_hooks`), a new message is
 * POSTed to a receiver of this file's own with the members' read state, signed so that the
 * SDK's `verifyWebhook` accepts the exact bytes, and retried with the same `X-Webhook-Id`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { chatForFile } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: Record<string, unknown>;
}

/** A local HTTP receiver: records every call; `answer` decides the reply (200 by default). */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (call: Received, res: ServerResponse) => void = (_call, res) => res.end('{}');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const call = {
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as Record<string, unknown>,
      };
      received.push(call);
      answer(call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    reset() {
      received.length = 0;
      answer = (_call, res) => res.end('{}');
    },
  };
}

const chat = await chatForFile();
const server = chat.server();
const receiver = await startReceiver();
await chat.connect('wh-alice', { name: 'Alice' });
const bob = await chat.connect('wh-bob', { name: 'Bob' });
await chat.createUsers(['wh-sam']);
const room = bob.channel('messaging', 'wh-room', {
  members: ['wh-alice', 'wh-bob', 'wh-sam'],
  name: 'Trip',
});
await room.watch();

/** The calls to `path` once `count` of them arrived. */
async function callsTo(path: string, count = 1): Promise<Received[]> {
  await expect
    .poll(() => receiver.received.filter((call) => call.path === path).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return receiver.received.filter((call) => call.path === path);
}

beforeEach(async () => {
  receiver.reset();
  await server.updateAppSettings({ webhook_url: '', webhook_events: [], event_hooks: [] });
});

embeddedOnly('changes the app webhook').describe('webhook_url with webhook_events', () => {
  it('is kept in the app settings', async () => {
    await server.updateAppSettings({
      webhook_url: receiver.url('/hook'),
      webhook_events: ['message.new'],
    });
    const { app } = await server.getAppSettings();
    expect(app?.webhook_url).toBe(receiver.url('/hook'));
    expect(app?.webhook_events).toEqual(['message.new']);
  });

  // The first message of the file: Alice and Sam have read nothing else yet.
  it('posts message.new signed, with the members and their unread counts', async () => {
    await server.updateAppSettings({
      webhook_url: receiver.url('/hook'),
      webhook_events: ['message.new'],
    });
    const { message } = await room.sendMessage({
      text: 'hello @Alice',
      mentioned_users: ['wh-alice'],
    });
    const [call] = await callsTo('/hook');
    if (!call) throw new Error('no call');

    expect(server.verifyWebhook(call.raw, call.headers['x-signature'] as string)).toBe(true);
    expect(server.verifyWebhook(`${call.raw} `, call.headers['x-signature'] as string)).toBe(false);
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers['x-api-key']).toBe(chat.info.apiKey);
    expect(call.headers['x-webhook-attempt']).toBe('1');
    expect(call.headers['x-webhook-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );

    const body = call.body;
    expect(body).toMatchObject({
      type: 'message.new',
      cid: 'messaging:wh-room',
      channel_id: 'wh-room',
      channel_type: 'messaging',
      message: {
        id: message.id,
        text: 'hello @Alice',
        mentioned_users: [expect.objectContaining({ id: 'wh-alice' })],
      },
      user: { id: 'wh-bob', name: 'Bob', total_unread_count: 0, unread_channels: 0 },
      channel: expect.objectContaining({ cid: 'messaging:wh-room', name: 'Trip' }),
      created_at: expect.any(String),
    });
    const members = body.members as { user_id: string; user: Record<string, unknown> }[];
    const byId = Object.fromEntries(members.map((member) => [member.user_id, member.user]));
    expect(Object.keys(byId).sort()).toEqual(['wh-alice', 'wh-bob', 'wh-sam']);
    for (const id of ['wh-alice', 'wh-sam']) {
      expect(byId[id]).toMatchObject({
        id,
        channel_unread_count: 1,
        total_unread_count: 1,
        unread_channels: 1,
        channel_last_read_at: expect.any(String),
      });
    }
    expect(byId['wh-bob']).toMatchObject({ channel_unread_count: 0, unread_channels: 0 });
  });

  it('leaves out events the settings do not name', async () => {
    await server.updateAppSettings({
      webhook_url: receiver.url('/reads-only'),
      webhook_events: ['message.read'],
    });
    await server.updateAppSettings({
      event_hooks: [{ hook_type: 'webhook', enabled: true, webhook_url: receiver.url('/all') }],
    });
    await room.sendMessage({ text: 'only the hook for every event hears this' });
    await callsTo('/all');
    expect(receiver.received.filter((call) => call.path === '/reads-only')).toEqual([]);
  });

  it('retries a 5xx with the same X-Webhook-Id and the next attempt number', async () => {
    await server.updateAppSettings({ webhook_url: receiver.url('/flaky') });
    let calls = 0;
    receiver.answerWith((_call, res) => {
      res.statusCode = ++calls === 1 ? 503 : 200;
      res.end('{}');
    });
    await room.sendMessage({ text: 'second time lucky' });
    const [first, second] = await callsTo('/flaky', 2);
    expect(first?.headers['x-webhook-attempt']).toBe('1');
    expect(second?.headers['x-webhook-attempt']).toBe('2');
    expect(second?.headers['x-webhook-id']).toBe(first?.headers['x-webhook-id']);
    expect(second?.raw).toBe(first?.raw);
  });

  it('answers the send before the webhook receiver answers', async () => {
    await server.updateAppSettings({ webhook_url: receiver.url('/slow') });
    const held: ServerResponse[] = [];
    receiver.answerWith((_call, res) => held.push(res));
    await room.sendMessage({ text: 'not kept waiting' });
    await callsTo('/slow');
    // The send resolved while the receiver still holds its call open.
    expect(held).toHaveLength(1);
    for (const res of held) res.end('{}');
  });
});

embeddedOnly('changes the app webhook').describe('event_hooks', () => {
  it('gives each hook an id, keeps it on update and delivers to enabled hooks only', async () => {
    await server.updateAppSettings({
      event_hooks: [
        {
          hook_type: 'webhook',
          enabled: true,
          webhook_url: receiver.url('/on'),
          event_types: ['message.new'],
        },
        {
          hook_type: 'webhook',
          enabled: false,
          webhook_url: receiver.url('/off'),
          event_types: [],
        },
      ],
    });
    const { app } = await server.getAppSettings();
    const hooks = app?.event_hooks ?? [];
    expect(hooks.map((hook) => hook.webhook_url)).toEqual([
      receiver.url('/on'),
      receiver.url('/off'),
    ]);
    expect(hooks.every((hook) => typeof hook.id === 'string' && hook.id !== '')).toBe(true);

    await room.sendMessage({ text: 'for the enabled hook' });
    const [call] = await callsTo('/on');
    expect(server.verifyWebhook(call?.raw ?? '', call?.headers['x-signature'] as string)).toBe(
      true,
    );
    expect(receiver.received.filter((c) => c.path === '/off')).toEqual([]);

    const first = hooks[0];
    await server.updateAppSettings({ event_hooks: first ? [first] : [] });
    const after = (await server.getAppSettings()).app?.event_hooks ?? [];
    expect(after.map((hook) => hook.id)).toEqual([first?.id]);
  });

  it('refuses hook types this server does not deliver, and URLs off this machine', async () => {
    const sqs = await failure(
      server.updateAppSettings({
        event_hooks: [{ hook_type: 'sqs', sqs_queue_url: 'https://sqs.example/queue' }],
      }),
    );
    expect(sqs.code).toBe(4);
    const remote = await failure(
      server.updateAppSettings({ webhook_url: 'https://example.com/stream-webhook' }),
    );
    expect(remote.code).toBe(4);
    expect(remote.message).toContain('webhook_url');
  });
});

embeddedOnly('changes the app webhook').describe('the member list', () => {
  it('is cut to 50 members, as hosted Stream truncates it', async () => {
    const ids = Array.from({ length: 55 }, (_, i) => `wh-crowd-${i}`);
    await chat.createUsers(ids);
    const crowd = server.channel('messaging', 'wh-crowd', {
      members: ids,
      created_by_id: 'wh-crowd-0',
    });
    await crowd.create();
    await server.updateAppSettings({ webhook_url: receiver.url('/crowd') });
    await crowd.sendMessage({ text: 'hello everyone', user_id: 'wh-crowd-0' });
    const [call] = await callsTo('/crowd');
    expect((call?.body.members as unknown[]).length).toBe(50);
  });
});
