/**
 * Where and when the sender pushes. On a fake clock: one person's forty devices that never answer
 * hold up nobody else's push, and the call answers before Stream stops waiting, handing what it
 * could not start back to Stream's retry. Plain http to this machine only from the
 * embedded stack's functions host, whatever chat server the functions use. And the address
 * connected to is the one checked: the name is resolved once, by the connection itself.
 */
import { createECDH, randomBytes } from 'node:crypto';
import dc from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushService } from '../../../tests/support/push-service.ts';
import {
  call,
  EMBEDDED_ENV,
  fakeStore,
  HOSTED_ENV,
  member,
  newMessage,
  signed,
  type FakeStore,
} from '../../../tests/support/webhook-calls.ts';
import { parseFunctionConfig } from '../config/function-config.ts';
import { START_WITHIN_MS } from './delivery.ts';
import type { PushFetch } from './post.ts';
import { createWebhookHandler, type WebhookDeps } from '../webhook/webhook-handler.ts';

const browser = createECDH('prime256v1');
const KEYS = {
  p256dh: browser.generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const quiet = { mutes: () => Promise.resolve({ conversationMuted: false, authorMuted: false }) };

let store: FakeStore;

beforeEach(() => {
  store = fakeStore();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one person’s slow devices', () => {
  it('hold up no one else: the others’ push goes out at once, and the call answers in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    for (const id of ['mallory', 'alice']) store.settings.set(id, { level: 'all', showText: true });
    for (let i = 0; i < 40; i++) {
      store.subscriptions.push({
        endpoint: `https://fcm.googleapis.com/fcm/send/tarpit-${i}`,
        userId: 'mallory',
        ...KEYS,
      });
    }
    const victim = 'https://fcm.googleapis.com/fcm/send/alice-phone';
    store.subscriptions.push({ endpoint: victim, userId: 'alice', ...KEYS });
    const started: { endpoint: string; at: number }[] = [];
    const fetchImpl: PushFetch = (endpoint, init) => {
      started.push({ endpoint, at: Date.now() - start });
      if (endpoint === victim) return Promise.resolve(new Response(null, { status: 201 }));
      return new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    };
    const deps: WebhookDeps = {
      store,
      ...quiet,
      fetchImpl,
      resolve: () => Promise.resolve(['142.250.74.10']),
    };
    const event = newMessage({
      members: [member('bob', 0), member('mallory'), member('alice')],
    });
    let answered = false;
    const answer = call(createWebhookHandler(parseFunctionConfig(HOSTED_ENV), deps), signed(event));
    void answer.then(() => (answered = true));

    // Stream waits 6 s for an answer (and the function may run 10).
    await vi.advanceTimersByTimeAsync(6_000);
    expect(started.find((send) => send.endpoint === victim)?.at).toBe(0);
    expect(answered).toBe(true);
    expect(Math.max(...started.map((send) => send.at))).toBeLessThan(START_WITHIN_MS);
    const result = await answer;
    expect(result).toMatchObject({ status: 503, body: { error: 'push_incomplete' } });
    expect(result.headers['retry-after']).toBe('5');
    // Only the delivered push keeps its claim: Stream's retry tries every other device again.
    expect([...store.receipts]).toEqual([`m1 ${victim}`]);
  });
});

describe('plain http to this machine', () => {
  it.each([
    [
      'a hosted chat server',
      { ...HOSTED_ENV, STREAM_BASE_URL: 'https://chat-edge.stream-io-api.com' },
    ],
    [
      'a local chat server but no embedded functions host',
      { ...EMBEDDED_ENV, PARLEY_EMBEDDED_FUNCTIONS: '' },
    ],
  ])('is refused with %s', async (_name, env) => {
    store.settings.set('alice', { level: 'all', showText: true });
    store.subscriptions.push({ endpoint: 'http://127.0.0.1:9/x', userId: 'alice', ...KEYS });
    const fetchImpl = vi.fn<PushFetch>(() => Promise.resolve({ status: 201 }));
    const answer = await call(
      createWebhookHandler(
        parseFunctionConfig({ ...env, PARLEY_PUBLIC_URL: 'https://parley.example' }),
        {
          store,
          ...quiet,
          fetchImpl,
          resolve: () => Promise.resolve(['127.0.0.1']),
        },
      ),
      signed(newMessage()),
    );
    expect(answer.body).toMatchObject({ sent: 0, failed: 1 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the address connected to', () => {
  it('is the one the name resolved to when checked: resolved once, by the connection', async () => {
    const service = await startPushService({ name: 'rebind.test' });
    const attempts: string[] = [];
    const record = ({ socket }: { socket: Socket }) =>
      socket.on('connectionAttempt', (address: string) => attempts.push(address));
    dc.subscribe('net.client.socket', record as (message: unknown) => void);
    try {
      const subscription = service.subscribe();
      store.settings.set('alice', { level: 'all', showText: true });
      store.subscriptions.push({
        endpoint: subscription.endpoint,
        userId: 'alice',
        ...subscription.keys,
      });
      const answers = [['127.0.0.1'], ['10.0.0.7']];
      const resolve = vi.fn((_host: string) => Promise.resolve(answers.shift() ?? []));
      const answer = await call(
        createWebhookHandler(parseFunctionConfig(EMBEDDED_ENV), { store, ...quiet, resolve }),
        signed(newMessage()),
      );
      expect(answer.body).toMatchObject({ sent: 1 });
      expect(service.pushes).toHaveLength(1);
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(attempts).not.toContain('10.0.0.7');
    } finally {
      dc.unsubscribe('net.client.socket', record as (message: unknown) => void);
      await service.close();
    }
  });
});
