/**
 * Web Push delivery. (1) End to end on the embedded stack: Bob sends through the stream-chat
 * SDK, the chat server posts its signed webhook to /api/stream-webhook, the function encrypts
 * and posts one push to a local push service (tests/support/push-service.ts) that decrypts it:
 * message sent → Alice's push received, p50/p99; then the same with Mallory in the conversation
 * holding ten devices whose push service never answers (the goal: Alice's figures unchanged),
 * each message sent once the previous webhook call is over (Stream waits 6 s for one), and the
 * ratios. (2) The webhook function in process for 1, 10 and 100 recipients with one device each
 * (settings and mutes answered at once, pushes really encrypted and posted to the local push
 * service): time per event. (3) The push's size, plaintext JSON and encrypted body.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import type { SupabaseClient } from '@supabase/supabase-js';
import { StreamChat } from 'stream-chat';
import webPush from 'web-push';
import { parseFunctionConfig } from '../api/_lib/config/function-config.ts';
import type { NotificationSettings } from '../api/_lib/push/recipients.ts';
import type { PushStore, StoredSubscription } from '../api/_lib/push/store.ts';
import { createWebhookHandler } from '../api/_lib/webhook/webhook-handler.ts';
import { webhookSignature } from '../api/_lib/webhook/signature.ts';
import { nodeClient } from '../emulators/shared/supabase-node-client.ts';
import { startPushService } from '../tests/support/push-service.ts';
import { removeDataDir, spawnStack } from '../tests/support/stack.ts';
import { percentile, report } from './support/stats.ts';

const END_TO_END_RUNS = 100;
const SLOW_MEMBER_RUNS = 20;
const SLOW_DEVICES = 10;
/** Longer than a webhook call with slow devices lasts (5 s), so calls never queue up. */
const SLOW_MEMBER_PACE_MS = 6_000;
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
  PARLEY_PUBLIC_URL: 'http://127.0.0.1:4173',
  PARLEY_EMBEDDED_FUNCTIONS: '1',
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
    settingsOf: () => Promise.resolve(settings),
    devicesOf: () => Promise.resolve(subscriptions),
    claimReceipts: (_id, endpoints) => Promise.resolve(new Set(endpoints)),
    releaseReceipts: () => Promise.resolve(),
    forgetReceipts: () => Promise.resolve(),
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
  const event = () => ({
    type: 'message.new',
    created_at: new Date().toISOString(),
    channel_type: 'messaging',
    channel_id: 'bench',
    channel: { name: 'Bench', member_count: recipients + 1 },
    message: {
      id: randomUUID(),
      type: 'regular',
      text: TEXT,
      user: { id: 'author', name: 'Bob Smith' },
      created_at: new Date().toISOString(),
    },
    members: ['author', ...people].map((id) => ({
      user_id: id,
      user: { id, unread_channels: 3 },
    })),
  });
  await callOnce(handler, event());
  const samples: number[] = [];
  for (let run = 0; run < IN_PROCESS_RUNS[recipients]!; run++) {
    const start = performance.now();
    await callOnce(handler, event());
    samples.push(performance.now() - start);
  }
  report(`webhook function, ${recipients} recipient(s), per event`, samples);
}
const last = service.pushes.at(-1);
const plaintext = Buffer.byteLength(JSON.stringify(last?.payload));
console.log(
  `push payload: ${plaintext} bytes JSON whatever the text (here ${TEXT.length} characters), ${last?.bodyBytes} bytes encrypted (aes128gcm)`,
);

// (1): end to end on the embedded stack.
const spawned = await spawnStack({ timeoutMs: 180_000 });
try {
  const { stack } = spawned;
  const admin = nodeClient(stack.supabaseUrl, stack.supabaseServiceRoleKey, {
    detectSessionInUrl: false,
    persistSession: false,
  });
  const people: { id: string; client: SupabaseClient }[] = [];
  for (const who of ['alice', 'bob', 'mallory']) {
    const client = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, {
      detectSessionInUrl: false,
      persistSession: false,
    });
    const { data, error } = await client.auth.signUp({
      email: `bench-${who}-${randomUUID()}@parley.local`,
      password: `pw-${randomUUID()}`,
    });
    if (error || !data.user) throw error ?? new Error('no user');
    people.push({ id: data.user.id, client });
  }
  const [alice, bob, mallory] = people as [
    (typeof people)[0],
    (typeof people)[0],
    (typeof people)[0],
  ];
  /** A device stored as its person, as their page does. */
  const storeDevice = async (person: (typeof people)[0]) => {
    const device = service.subscribe();
    const { error } = await person.client
      .from('push_subscriptions')
      .insert({ endpoint: device.endpoint, ...device.keys });
    if (error) throw error;
    return device;
  };
  const alicesPhone = await storeDevice(alice);
  await admin.from('notification_settings').insert([
    { user_id: alice.id, level: 'all' },
    { user_id: mallory.id, level: 'all' },
  ]);
  const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
  server.setBaseURL(stack.chatUrl);
  await server.upsertUsers(people.map((person, i) => ({ id: person.id, name: `Person ${i}` })));
  const channelId = `bench-${randomUUID()}`;
  await server
    .channel('messaging', channelId, { members: [alice.id, bob.id], created_by_id: bob.id })
    .create();
  const client = new StreamChat(stack.chatApiKey, { allowServerSideConnect: true });
  client.setBaseURL(stack.chatUrl);
  await client.connectUser({ id: bob.id }, server.createToken(bob.id));
  const channel = client.channel('messaging', channelId);
  await channel.watch();

  /** Message sent → Alice's push received, `runs` times after a first one. */
  const alicesLatency = async (runs: number, paceMs: number) => {
    const latencies: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const start = performance.now();
      const { message } = await channel.sendMessage({ text: `Message ${run}` });
      for (;;) {
        const push = service.pushes.find(
          (candidate) =>
            candidate.endpoint === alicesPhone.endpoint &&
            (candidate.payload as { parley: { messageId: string } }).parley.messageId ===
              message.id,
        );
        if (push) {
          if (run > 0) latencies.push(push.receivedAt - start);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const left = paceMs - (performance.now() - start);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
    return latencies;
  };

  const quiet = await alicesLatency(END_TO_END_RUNS, 0);
  report('message sent → push received (embedded stack)', quiet);

  for (let i = 0; i < SLOW_DEVICES; i++)
    service.answer((await storeDevice(mallory)).endpoint, 'hang');
  await channel.addMembers([mallory.id]);
  const slow = await alicesLatency(SLOW_MEMBER_RUNS, SLOW_MEMBER_PACE_MS);
  report(`the same, a member with ${SLOW_DEVICES} slow devices`, slow);
  const ratio = (p: number) => (percentile(slow, p) / percentile(quiet, p)).toFixed(2);
  console.log(`ratio with the slow member / without: p50 ${ratio(50)}, p99 ${ratio(99)}`);
  await client.disconnectUser();
} finally {
  await spawned.stop();
  removeDataDir(spawned.dataDir);
  await service.close();
}
