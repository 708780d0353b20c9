/**
 * Web Push delivery. (1) End to end on the embedded stack: Bob sends through the stream-chat
 * SDK, the chat server posts its signed webhook to /api/stream-webhook, the function encrypts
 * and posts one push to a local push service (tests/support/push-service.ts) that decrypts it:
 * message sent → push received, p50/p99. (2) The webhook function in process for 1, 10 and 100
 * recipients with one device each (settings and mutes answered at once, pushes really
 * encrypted and posted to the local push service): time per event. (3) The push's size,
 * plaintext JSON and encrypted body.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { StreamChat } from 'stream-chat';
import webPush from 'web-push';
import { parseFunctionConfig } from '../api/_config.ts';
import type { NotificationSettings } from '../api/_push-recipients.ts';
import type { PushStore, StoredSubscription } from '../api/_push-store.ts';
import { createWebhookHandler } from '../api/_webhook-handler.ts';
import { webhookSignature } from '../api/_webhook-signature.ts';
import { nodeClient } from '../emulators/shared/supabase-node-client.ts';
import { startPushService } from '../tests/support/push-service.ts';
import { removeDataDir, spawnStack } from '../tests/support/stack.ts';
import { report } from './support/stats.ts';

const END_TO_END_RUNS = 100;
const IN_PROCESS_RUNS: Record<number, number> = { 1: 200, 10: 100, 100: 30 };

const service = await startPushService();

// (2) and (3): the function in process.
const vapid = webPush.generateVAPIDKeys();
const config = parseFunctionConfig({
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'bench',
  STREAM_API_KEY: 'key',
  STREAM_API_SECRET: 'secret',
  STREAM_BASE_URL: 'http://127.0.0.1:9',
  SUPABASE_SERVICE_ROLE_KEY: 'bench',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:bench@parley.test',
});

function storeFor(people: string[]): PushStore {
  const subscriptions: StoredSubscription[] = people.map((userId) => {
    const subscription = service.subscribe();
    return { endpoint: subscription.endpoint, userId, ...subscription.keys };
  });
  const settings = new Map<string, NotificationSettings>(
    people.map((id) => [id, { level: 'all', showText: true }]),
  );
  return {
    recordReceipt: () => Promise.resolve(true),
    settingsOf: () => Promise.resolve(settings),
    subscriptionsOf: () => Promise.resolve(subscriptions),
    mutedPeopleOf: () => Promise.resolve(new Map()),
    removeSubscription: () => Promise.resolve(),
  };
}

async function callOnce(handler: ReturnType<typeof createWebhookHandler>, event: unknown) {
  const body = Buffer.from(JSON.stringify(event));
  const req = Readable.from([body]) as unknown as VercelRequest;
  Object.assign(req, {
    method: 'POST',
    url: '/api/stream-webhook',
    query: {},
    headers: {
      'content-type': 'application/json',
      'x-api-key': 'key',
      'x-signature': webhookSignature(body, 'secret'),
      'x-webhook-id': randomUUID(),
    },
  });
  let status = 0;
  const res = {
    setHeader: () => res,
    status: (code: number) => ((status = code), res),
    json: () => res,
  };
  await handler(req, res as unknown as VercelResponse);
  if (status !== 200) throw new Error(`webhook answered ${status}`);
}

const TEXT = 'Are we still on for lunch at noon? I booked the table by the window.';
for (const recipients of [1, 10, 100]) {
  const people = Array.from({ length: recipients }, (_, i) => `user-${i}`);
  const handler = createWebhookHandler(config, {
    store: storeFor(people),
    mutes: () => Promise.resolve({ conversationMuted: false, authorMuted: false }),
  });
  const event = {
    type: 'message.new',
    channel_type: 'messaging',
    channel_id: 'bench',
    channel: { name: 'Bench', member_count: recipients + 1 },
    message: { id: 'm', text: TEXT, user: { id: 'author', name: 'Bob Smith' } },
    members: ['author', ...people].map((id) => ({
      user_id: id,
      user: { id, unread_channels: 3 },
    })),
  };
  await callOnce(handler, event);
  const samples: number[] = [];
  for (let run = 0; run < IN_PROCESS_RUNS[recipients]!; run++) {
    const start = performance.now();
    await callOnce(handler, event);
    samples.push(performance.now() - start);
  }
  report(`webhook function, ${recipients} recipient(s), per event`, samples);
}
const last = service.pushes.at(-1);
const plaintext = Buffer.byteLength(JSON.stringify(last?.payload));
console.log(
  `push payload: ${plaintext} bytes JSON (${TEXT.length}-character text), ${last?.bodyBytes} bytes encrypted (aes128gcm)`,
);

// (1): end to end on the embedded stack.
const spawned = await spawnStack({ timeoutMs: 180_000 });
try {
  const { stack } = spawned;
  const admin = nodeClient(stack.supabaseUrl, stack.supabaseServiceRoleKey, {
    detectSessionInUrl: false,
    persistSession: false,
  });
  const anon = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, {
    detectSessionInUrl: false,
    persistSession: false,
  });
  const ids: string[] = [];
  for (const who of ['alice', 'bob']) {
    const { data, error } = await anon.auth.signUp({
      email: `bench-${who}-${randomUUID()}@parley.local`,
      password: `pw-${randomUUID()}`,
    });
    if (error || !data.user) throw error ?? new Error('no user');
    ids.push(data.user.id);
  }
  const [alice, bob] = ids as [string, string];
  const device = service.subscribe();
  await admin.from('notification_settings').insert({ user_id: alice, level: 'all' });
  await admin.from('push_subscriptions').insert({
    endpoint: device.endpoint,
    user_id: alice,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
  });
  const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
  server.setBaseURL(stack.chatUrl);
  await server.upsertUsers([
    { id: alice, name: 'Alice' },
    { id: bob, name: 'Bob' },
  ]);
  const channelId = `bench-${randomUUID()}`;
  await server.channel('messaging', channelId, { members: ids, created_by_id: bob }).create();
  const client = new StreamChat(stack.chatApiKey, { allowServerSideConnect: true });
  client.setBaseURL(stack.chatUrl);
  await client.connectUser({ id: bob }, server.createToken(bob));
  const channel = client.channel('messaging', channelId);
  await channel.watch();
  const latencies: number[] = [];
  for (let run = 0; run <= END_TO_END_RUNS; run++) {
    const before = service.pushes.length;
    const start = performance.now();
    await channel.sendMessage({ text: `Message ${run}` });
    const [push] = (await service.waitFor(before + 1, 10_000)).slice(before);
    if (run > 0 && push) latencies.push(push.receivedAt - start);
  }
  report('message sent → push received (embedded stack)', latencies);
  await client.disconnectUser();
} finally {
  await spawned.stop();
  removeDataDir(spawned.dataDir);
  await service.close();
}
