/**
 * POST /api/stream-webhook against bad and good input, with the settings store and the mute
 * lookup faked and a real local push service (tests/support/push-service.ts) decrypting what
 * arrives: each refusal has its status and error shape, and a good event sends exactly the
 * pushes its recipients' choices allow. (Replays and old events: replay.test.ts; time and
 * places: ../push/fairness.test.ts.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushService, type PushService } from '../../../tests/support/push-service.ts';
import {
  call,
  EMBEDDED_ENV,
  fakeStore,
  member,
  newMessage,
  request,
  signed,
  VAPID_PUBLIC_KEY,
  type FakeStore,
} from '../../../tests/support/webhook-calls.ts';
import { parseFunctionConfig } from '../config/function-config.ts';
import type { StoredSubscription } from '../push/store.ts';
import { createWebhookHandler, type WebhookDeps } from './webhook-handler.ts';
import { webhookSignature } from './signature.ts';

const ENV = EMBEDDED_ENV;
const config = parseFunctionConfig(ENV);

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

  it('answers 503 without reading the body, naming the missing push variable in the log only', async () => {
    const handler = createWebhookHandler(
      parseFunctionConfig({ ...ENV, VAPID_PRIVATE_KEY: '' }),
      deps,
    );
    const answer = await call(handler, signed(newMessage()));
    expect(answer).toMatchObject({
      status: 503,
      body: {
        error: 'push_not_configured',
        message: 'Web Push is not configured on this deployment.',
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain('VAPID');
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toContain('VAPID_PRIVATE_KEY');
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
    expect(service.pushes).toHaveLength(0);
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
    [
      'message.new that says nowhere when it happened',
      {
        ...newMessage(),
        created_at: undefined,
        message: { ...newMessage().message, created_at: undefined },
      },
    ],
  ])('answers 400 to %s', async (_name, event) => {
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_event' } });
  });

  it('answers 400 without X-Webhook-Id, which Stream always sends', async () => {
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
    const byUnread = service.pushes.map(
      (push) => (push.payload as { app_badge: number }).app_badge,
    );
    expect(byUnread.sort()).toEqual([2, 2, 5]);
    const forSam = service.pushes.find(
      (push) => push.endpoint === store.subscriptions[2]?.endpoint,
    );
    expect(forSam).toMatchObject({
      ttl: '86400',
      urgency: 'high',
      vapidKey: VAPID_PUBLIC_KEY,
      payload: {
        web_push: 8030,
        notification: {
          title: 'Bob Smith in Team',
          body: 'Lunch at noon?',
          navigate: 'http://127.0.0.1:4173/c/messaging/team',
          tag: 'messaging:team',
        },
        app_badge: 5,
        mutable: true,
        parley: {
          v: 2,
          uid: 'sam',
          cid: 'messaging:team',
          path: '/c/messaging/team',
          messageId: 'm1',
        },
      },
    });
  });

  it('pushes the same number of bytes for a short message and a long one', async () => {
    device('alice');
    await call(createWebhookHandler(config, deps), signed(newMessage()));
    const long = newMessage();
    long.message = { ...long.message, id: 'm2', text: 'word '.repeat(2000) };
    await call(createWebhookHandler(config, deps), signed(long));
    const [short, cut] = service.pushes;
    expect(short?.bodyBytes).toBe(cut?.bodyBytes);
    expect(cut?.bodyBytes).toBeLessThanOrEqual(4096);
  });

  it('tells nobody whose invitation is open or declined, nor a banned member', async () => {
    for (const id of ['ann', 'ike', 'ray', 'ben', 'tim']) {
      store.settings.set(id, { level: 'all', showText: true });
      device(id);
    }
    const event = newMessage({
      members: [
        member('bob', 0),
        member('ann', 1, { invited: true, invite_accepted_at: '2026-11-01T00:00:00Z' }),
        member('ike', 1, { invited: true }),
        member('ray', 1, { invited: true, invite_rejected_at: '2026-11-01T00:00:00Z' }),
        member('ben', 1, { banned: true }),
        member('tim', 1, { banned: true, ban_expires: '2020-01-01T00:00:00Z' }),
      ],
    });
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer.body).toMatchObject({ recipients: 2, sent: 2 });
    const told = service.pushes.map(
      (push) => (push.payload as { parley: { uid: string } }).parley.uid,
    );
    expect(told.sort()).toEqual(['ann', 'tim']);
  });

  it.each([
    ['a shadowed message', { shadowed: true }],
    ['a system message', { type: 'system' }],
    ['an error message', { type: 'error' }],
  ])('tells nobody of %s', async (_name, change) => {
    device('alice');
    const event = newMessage();
    event.message = { ...event.message, ...change };
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer.body).toMatchObject({ recipients: 0, sent: 0 });
    expect(service.pushes).toHaveLength(0);
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
    expect(service.pushes.map((push) => push.payload)).toMatchObject([
      { notification: { body: 'New message' } },
    ]);
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
});
