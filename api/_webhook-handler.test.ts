/**
 * POST /api/stream-webhook against bad and good input, with the settings store and the mute
 * lookup faked and a real local push service (tests/support/push-service.ts) decrypting what
 * arrives: each refusal has its status and error shape, and a good event sends exactly the
 * pushes its recipients' choices allow, once per webhook id.
 * (Underscore-named so Vercel does not deploy it as a function.)
 */
import { Readable } from 'node:stream';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushService, type PushService } from '../tests/support/push-service.ts';
import { parseFunctionConfig } from './_config.ts';
import type { NotificationSettings } from './_push-recipients.ts';
import type { PushStore, StoredSubscription } from './_push-store.ts';
import { createWebhookHandler, type WebhookDeps } from './_webhook-handler.ts';
import { webhookSignature } from './_webhook-signature.ts';

const vapid = webPush.generateVAPIDKeys();
const ENV = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'anon',
  STREAM_API_KEY: 'key',
  STREAM_API_SECRET: 'secret',
  // The embedded stack's chat server: plain http push services on loopback are allowed.
  STREAM_BASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:push@parley.test',
};
const config = parseFunctionConfig(ENV);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function request(body: Buffer | string, headers: Record<string, string>, method = 'POST') {
  const req = Readable.from([Buffer.from(body)]) as unknown as VercelRequest;
  Object.assign(req, { method, url: '/api/stream-webhook', headers, query: {} });
  return req;
}

async function call(
  handler: ReturnType<typeof createWebhookHandler>,
  req: VercelRequest,
): Promise<Answer> {
  const answer: Answer = { status: 0, body: {} };
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
      return res;
    },
  };
  await handler(req, res as unknown as VercelResponse);
  return answer;
}

let webhookCount = 0;
function signed(event: unknown, headers: Record<string, string> = {}) {
  const body = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event));
  return request(body, {
    'content-type': 'application/json',
    'x-api-key': 'key',
    'x-signature': webhookSignature(body, 'secret'),
    'x-webhook-id': `hook-${++webhookCount}`,
    ...headers,
  });
}

const member = (id: string, unread = 1) => ({
  user_id: id,
  user: { id, name: id, unread_channels: unread, total_unread_count: unread },
});
function newMessage(overrides: Record<string, unknown> = {}) {
  return {
    type: 'message.new',
    cid: 'messaging:team',
    channel_type: 'messaging',
    channel_id: 'team',
    channel: { id: 'team', type: 'messaging', name: 'Team', member_count: 3 },
    message: {
      id: 'm1',
      text: 'Lunch at noon?',
      user: { id: 'bob', name: 'Bob Smith' },
      mentioned_users: [],
    },
    user: { id: 'bob', name: 'Bob Smith' },
    members: [member('bob', 0), member('alice', 2), member('sam', 5)],
    ...overrides,
  };
}

interface FakeStore extends PushStore {
  settings: Map<string, NotificationSettings>;
  subscriptions: StoredSubscription[];
  receipts: Set<string>;
  mutedPeople: Map<string, Set<string>>;
}

function fakeStore(): FakeStore {
  const store: FakeStore = {
    settings: new Map(),
    subscriptions: [],
    receipts: new Set(),
    mutedPeople: new Map(),
    recordReceipt: (id) => {
      if (store.receipts.has(id)) return Promise.resolve(false);
      store.receipts.add(id);
      return Promise.resolve(true);
    },
    settingsOf: (ids) =>
      Promise.resolve(new Map([...store.settings].filter(([id]) => ids.includes(id)))),
    subscriptionsOf: (ids) =>
      Promise.resolve(store.subscriptions.filter((row) => ids.includes(row.userId))),
    mutedPeopleOf: (ids) =>
      Promise.resolve(new Map([...store.mutedPeople].filter(([id]) => ids.includes(id)))),
    removeSubscription: (endpoint) => {
      store.subscriptions = store.subscriptions.filter((row) => row.endpoint !== endpoint);
      return Promise.resolve();
    },
  };
  return store;
}

let service: PushService;
let store: FakeStore;
let deps: WebhookDeps;
const muted = new Set<string>();

function device(userId: string): StoredSubscription {
  const subscription = service.subscribe();
  const row = { endpoint: subscription.endpoint, userId, ...subscription.keys };
  store.subscriptions.push(row);
  return row;
}

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.pushes.length = 0;
  muted.clear();
  store = fakeStore();
  for (const id of ['alice', 'sam', 'bob'])
    store.settings.set(id, { level: 'all', showText: true });
  deps = {
    store,
    mutes: (_cid, userId) =>
      Promise.resolve({ conversationMuted: muted.has(userId), authorMuted: false }),
    // Generous: a loaded machine must not turn a good push into a timeout.
    sendTimeoutMs: 5_000,
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(console.error).mockClear();
});

describe('refusals', () => {
  it('answers 405 to anything but POST', async () => {
    const get = await call(createWebhookHandler(config, deps), request('', {}, 'GET'));
    expect(get).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
  });

  it('answers 503 naming the missing push variable, without reading the body', async () => {
    const handler = createWebhookHandler(
      parseFunctionConfig({ ...ENV, VAPID_PRIVATE_KEY: '' }),
      deps,
    );
    const answer = await call(handler, signed(newMessage()));
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('push_not_configured');
    expect(answer.body.message).toContain('VAPID_PRIVATE_KEY');
  });

  it.each([
    ['no X-Signature', { 'x-signature': '' }],
    ['a wrong X-Signature', { 'x-signature': 'a'.repeat(64) }],
    [
      'a signature made with another secret',
      { 'x-signature': webhookSignature(Buffer.from('{}'), 'other') },
    ],
    ['no X-Api-Key', { 'x-api-key': '' }],
    ['another app’s X-Api-Key', { 'x-api-key': 'other-key' }],
  ])('answers 401 to %s and sends nothing', async (_name, headers) => {
    const answer = await call(createWebhookHandler(config, deps), signed(newMessage(), headers));
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_signature' } });
    expect(store.receipts.size).toBe(0);
  });

  it('answers 413 to a body over 256 KB, declared or streamed', async () => {
    const huge = newMessage({ padding: 'x'.repeat(300 * 1024) });
    const declared = await call(createWebhookHandler(config, deps), signed(huge));
    expect(declared).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    const body = Buffer.from(JSON.stringify(huge));
    const streamed = request(body, {
      'x-api-key': 'key',
      'x-signature': webhookSignature(body, 'secret'),
      'x-webhook-id': 'huge',
    });
    expect((await call(createWebhookHandler(config, deps), streamed)).status).toBe(413);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const answer = await call(createWebhookHandler(config, deps), signed('{"type":'));
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
  });

  it.each([
    ['an array', []],
    ['no type', { cid: 'messaging:team' }],
    ['message.new without its message', { ...newMessage(), message: undefined }],
  ])('answers 400 to %s', async (_name, event) => {
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_event' } });
  });

  it('answers 400 without X-Webhook-Id: nothing could stop a replay', async () => {
    const answer = await call(
      createWebhookHandler(config, deps),
      signed(newMessage(), { 'x-webhook-id': '' }),
    );
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_webhook_id' } });
  });
});

describe('delivery', () => {
  it('sends one push per device of each recipient, none to the author, with the payload', async () => {
    device('alice');
    device('alice');
    device('sam');
    device('bob');
    const answer = await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(answer).toMatchObject({ status: 200, body: { status: 'delivered', sent: 3 } });
    expect(service.pushes).toHaveLength(3);
    const byUnread = service.pushes.map((push) => (push.payload as { unread: number }).unread);
    expect(byUnread.sort()).toEqual([2, 2, 5]);
    expect(service.pushes[0]).toMatchObject({
      ttl: '86400',
      urgency: 'high',
      vapidKey: vapid.publicKey,
      payload: {
        v: 1,
        cid: 'messaging:team',
        path: '/c/messaging/team',
        title: 'Bob Smith in Team',
        body: 'Lunch at noon?',
        messageId: 'm1',
      },
    });
  });

  it('sends nothing twice for a replayed webhook id', async () => {
    device('alice');
    const handler = createWebhookHandler(config, deps);
    const first = signed(newMessage(), { 'x-webhook-id': 'same' });
    expect((await call(handler, first)).status).toBe(200);
    const again = await call(handler, signed(newMessage(), { 'x-webhook-id': 'same' }));
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect(service.pushes).toHaveLength(1);
  });

  it('answers 200 to an event type it does not handle and sends nothing', async () => {
    device('alice');
    const answer = await call(
      createWebhookHandler(config, deps),
      signed({ type: 'reaction.new', cid: 'messaging:team' }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'ignored' } });
    expect(service.pushes).toHaveLength(0);
  });

  it('tells nobody when the event lists no members, and skips a member without an id', async () => {
    device('alice');
    const none = await call(
      createWebhookHandler(config, deps),
      signed(newMessage({ members: undefined })),
    );
    expect(none).toMatchObject({ status: 200, body: { recipients: 0, sent: 0 } });
    const odd = await call(
      createWebhookHandler(config, deps),
      signed(newMessage({ members: [{ user: {} }, null, member('alice')] })),
    );
    expect(odd).toMatchObject({ status: 200, body: { recipients: 1, sent: 1 } });
  });

  it('sends "New message" to who hides text, and nothing to who is muted or off', async () => {
    device('alice');
    device('sam');
    store.settings.set('alice', { level: 'all', showText: false });
    muted.add('sam');
    await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(service.pushes.map((push) => push.payload)).toMatchObject([{ body: 'New message' }]);
    service.pushes.length = 0;
    store.settings.set('alice', { level: 'off', showText: true });
    await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(service.pushes).toHaveLength(0);
  });

  it('sends nothing to who muted the author in chat, as their pages copied it', async () => {
    device('alice');
    device('sam');
    store.mutedPeople.set('sam', new Set(['bob']));
    store.mutedPeople.set('alice', new Set(['kim']));
    const answer = await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(answer.body).toMatchObject({ recipients: 1, sent: 1 });
    expect(service.pushes.map((push) => push.endpoint)).toEqual([store.subscriptions[0]?.endpoint]);
  });

  it('removes a subscription answered 410 and still delivers to the other devices', async () => {
    const gone = device('alice');
    device('alice');
    device('sam');
    service.answer(gone.endpoint, 410);
    const answer = await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(answer.body).toMatchObject({ sent: 2, removed: 1 });
    expect(store.subscriptions.map((row) => row.endpoint)).not.toContain(gone.endpoint);
  });

  it('keeps a subscription answered 500 or timing out, logs its host only, and goes on', async () => {
    const failing = device('alice');
    const hanging = device('alice');
    device('sam');
    service.answer(failing.endpoint, 500);
    service.answer(hanging.endpoint, 'hang');
    const answer = await call(
      createWebhookHandler(config, { ...deps, sendTimeoutMs: 1_500 }),
      signed(newMessage()),
    );
    expect(answer.body).toMatchObject({ sent: 1, failed: 2, removed: 0 });
    expect(store.subscriptions).toHaveLength(3);
    const logged = vi.mocked(console.error).mock.calls.flat().join('\n');
    expect(logged).toContain('answered 500');
    expect(logged).toContain('timeout');
    expect(logged).not.toContain('/push/');
    expect(logged).not.toContain(failing.auth);
  });

  it('skips a subscription row with malformed keys or endpoint and delivers the rest', async () => {
    store.subscriptions.push(
      { endpoint: 'not a url', userId: 'alice', p256dh: 'x', auth: 'y' },
      { endpoint: service.subscribe().endpoint, userId: 'alice', p256dh: 'AAAA', auth: 'short' },
      { endpoint: 'http://10.0.0.8/push/1', userId: 'alice', p256dh: 'x', auth: 'y' },
    );
    device('sam');
    const answer = await call(createWebhookHandler(config, deps), signed(newMessage()));
    expect(answer).toMatchObject({ status: 200, body: { sent: 1, failed: 3 } });
    expect(service.pushes).toHaveLength(1);
  });

  it('cuts a long text so the payload stays small', async () => {
    device('alice');
    const long = newMessage();
    long.message.text = 'word '.repeat(2000);
    await call(createWebhookHandler(config, deps), signed(long));
    expect(service.pushes[0]?.bodyBytes).toBeLessThan(4096);
  });
});
