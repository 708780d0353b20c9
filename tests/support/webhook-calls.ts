/**
 * Calling api/stream-webhook's handler in process, as Stream would: a signed `message.new` body
 * with its headers, a fake of the sender's Supabase store (settings, devices, mutes, receipts)
 * and the answer read back. Shared by the sender's unit tests.
 */
import { Readable } from 'node:stream';
import type { VercelRequest } from '@vercel/node';
import webPush from 'web-push';
import type { NotificationSettings } from '../../api/_lib/push/recipients.ts';
import type { PushStore, StoredSubscription } from '../../api/_lib/push/store.ts';
import type { createWebhookHandler } from '../../api/_lib/webhook/webhook-handler.ts';
import { webhookSignature } from '../../api/_lib/webhook/signature.ts';
import { callHandler } from './vercel-call.ts';

const vapid = webPush.generateVAPIDKeys();

export const VAPID_PUBLIC_KEY = vapid.publicKey;

/** The functions' environment as the embedded stack's functions host gives it. */
export const EMBEDDED_ENV: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'anon',
  STREAM_API_KEY: 'key',
  STREAM_API_SECRET: 'secret',
  STREAM_BASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:push@parley.test',
  PARLEY_PUBLIC_URL: 'http://127.0.0.1:4173',
  PARLEY_EMBEDDED_FUNCTIONS: '1',
};

/** A hosted deployment's: https push services only. */
export const HOSTED_ENV: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(EMBEDDED_ENV).filter(([name]) => name !== 'PARLEY_EMBEDDED_FUNCTIONS'),
  ),
  STREAM_BASE_URL: 'https://chat.stream-io-api.com',
  PARLEY_PUBLIC_URL: 'https://parley.example',
};

export function request(body: Buffer | string, headers: Record<string, string>, method = 'POST') {
  const req = Readable.from([Buffer.from(body)]) as unknown as VercelRequest;
  Object.assign(req, { method, url: '/api/stream-webhook', headers, query: {} });
  return req;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export async function call(
  handler: ReturnType<typeof createWebhookHandler>,
  req: VercelRequest,
): Promise<Answer> {
  const answer = await callHandler(handler, req);
  return { ...answer, body: (answer.body ?? {}) as Record<string, unknown> };
}

let webhookCount = 0;
export function signed(event: unknown, headers: Record<string, string> = {}) {
  const body = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event));
  return request(body, {
    'content-type': 'application/json',
    'x-api-key': 'key',
    'x-signature': webhookSignature(body, 'secret'),
    'x-webhook-id': `hook-${++webhookCount}`,
    ...headers,
  });
}

export const member = (id: string, unread = 1, fields: Record<string, unknown> = {}) => ({
  user_id: id,
  user: { id, name: id, unread_channels: unread, total_unread_count: unread },
  banned: false,
  shadow_banned: false,
  ...fields,
});

export function newMessage(overrides: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    type: 'message.new',
    cid: 'messaging:team',
    channel_type: 'messaging',
    channel_id: 'team',
    created_at: now,
    channel: { id: 'team', type: 'messaging', name: 'Team', member_count: 3 },
    message: {
      id: 'm1',
      type: 'regular',
      text: 'Lunch at noon?',
      user: { id: 'bob', name: 'Bob Smith' },
      mentioned_users: [],
      created_at: now,
      shadowed: false,
    },
    user: { id: 'bob', name: 'Bob Smith' },
    members: [member('bob', 0), member('alice', 2), member('sam', 5)],
    ...overrides,
  };
}

export interface FakeStore extends PushStore {
  settings: Map<string, NotificationSettings>;
  subscriptions: StoredSubscription[];
  /** `<message id> <endpoint>` of each claimed push. */
  receipts: Set<string>;
  mutedPeople: Map<string, Set<string>>;
}

export function fakeStore(): FakeStore {
  const store: FakeStore = {
    settings: new Map(),
    subscriptions: [],
    receipts: new Set(),
    mutedPeople: new Map(),
    settingsOf: (ids) =>
      Promise.resolve(new Map([...store.settings].filter(([id]) => ids.includes(id)))),
    devicesOf: (ids) =>
      Promise.resolve(store.subscriptions.filter((row) => ids.includes(row.userId))),
    claimReceipts: (messageId, endpoints) => {
      const claimed = new Set<string>();
      for (const endpoint of endpoints) {
        if (store.receipts.has(`${messageId} ${endpoint}`)) continue;
        store.receipts.add(`${messageId} ${endpoint}`);
        claimed.add(endpoint);
      }
      return Promise.resolve(claimed);
    },
    releaseReceipts: (messageId, endpoints) => {
      for (const endpoint of endpoints) store.receipts.delete(`${messageId} ${endpoint}`);
      return Promise.resolve();
    },
    forgetReceipts: () => Promise.resolve(),
    mutedPeopleOf: (ids) =>
      Promise.resolve(new Map([...store.mutedPeople].filter(([id]) => ids.includes(id)))),
    removeSubscription: (endpoint) => {
      store.subscriptions = store.subscriptions.filter((row) => row.endpoint !== endpoint);
      return Promise.resolve();
    },
  };
  return store;
}
