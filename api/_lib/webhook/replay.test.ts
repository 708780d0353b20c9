/**
 * A signed webhook body pushes its message once per device, however often it comes and under
 * whatever webhook id (the signature does not cover the id), and not at all once it is old:
 * receipts are kept per message and device, and events are judged by when they happened.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushService, type PushService } from '../../../tests/support/push-service.ts';
import {
  call,
  EMBEDDED_ENV,
  fakeStore,
  newMessage,
  signed,
  type FakeStore,
} from '../../../tests/support/webhook-calls.ts';
import { parseFunctionConfig } from '../config/function-config.ts';
import { createWebhookHandler, type WebhookDeps } from './webhook-handler.ts';

const config = parseFunctionConfig(EMBEDDED_ENV);
const NOW = Date.parse('2026-12-01T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

let service: PushService;
let store: FakeStore;
let deps: WebhookDeps;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.pushes.length = 0;
  store = fakeStore();
  for (const id of ['alice', 'sam']) store.settings.set(id, { level: 'all', showText: true });
  deps = {
    store,
    mutes: () => Promise.resolve({ conversationMuted: false, authorMuted: false }),
    sendTimeoutMs: 5_000,
    now: () => NOW,
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function device(userId: string) {
  const subscription = service.subscribe();
  const row = { endpoint: subscription.endpoint, userId, ...subscription.keys };
  store.subscriptions.push(row);
  return row;
}

/** A message.new that happened `offsetMs` from now, its message written at the same time. */
const happened = (offsetMs: number) => {
  const event = newMessage({ created_at: at(offsetMs) });
  event.message = { ...event.message, created_at: at(offsetMs) };
  return event;
};

describe('a webhook body that comes again', () => {
  it('pushes once when the same signed body comes under two webhook ids', async () => {
    device('alice');
    const handler = createWebhookHandler(config, deps);
    const body = happened(0);
    const first = await call(handler, signed(body, { 'x-webhook-id': 'a' }));
    expect(first).toMatchObject({ status: 200, body: { status: 'delivered', sent: 1 } });
    const again = await call(handler, signed(body, { 'x-webhook-id': 'b' }));
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate', sent: 0 } });
    expect(service.pushes).toHaveLength(1);
  });

  it('pushes, on Stream’s retry, only to the device whose push failed', async () => {
    const failing = device('alice');
    device('sam');
    service.answer(failing.endpoint, 500);
    const handler = createWebhookHandler(config, deps);
    const body = happened(0);
    expect((await call(handler, signed(body))).body).toMatchObject({ sent: 1, failed: 1 });
    service.answer(failing.endpoint, 'accept');
    expect((await call(handler, signed(body))).body).toMatchObject({
      status: 'delivered',
      sent: 1,
      duplicate: 1,
    });
    expect(
      service.pushes.map((push) => push.endpoint).filter((e) => e === failing.endpoint),
    ).toHaveLength(1);
    expect(service.pushes).toHaveLength(2);
  });
});

describe('when the event happened', () => {
  it.each([
    ['eleven minutes ago', happened(-11 * 60_000)],
    ['six minutes ahead of this clock', happened(6 * 60_000)],
    [
      'of a message written eleven minutes ago, the event undated',
      { ...happened(-11 * 60_000), created_at: undefined },
    ],
  ])('refuses an event of %s with 400 stale_event, pushing nothing', async (_name, event) => {
    device('alice');
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer).toMatchObject({ status: 400, body: { error: 'stale_event' } });
    expect(service.pushes).toHaveLength(0);
    expect(store.receipts.size).toBe(0);
  });

  it.each([
    ['nine minutes ago', happened(-9 * 60_000)],
    ['four minutes ahead of this clock', happened(4 * 60_000)],
    [
      'that happened now, of a message dated an hour earlier',
      { ...happened(0), message: { ...happened(-3_600_000).message } },
    ],
  ])('pushes an event of %s', async (_name, event) => {
    device('alice');
    const answer = await call(createWebhookHandler(config, deps), signed(event));
    expect(answer).toMatchObject({ status: 200, body: { sent: 1 } });
  });
});
