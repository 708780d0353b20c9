/**
 * The sender end to end on the embedded stack: Bob sends through the stream-chat SDK in a
 * conversation with Alice, Sam, Mo (who muted it), Kim (who blocked Bob) and Lee (who muted Bob,
 * which Lee's pages copy to push_mutes); the chat server posts its signed webhook to
 * /api/stream-webhook; the function pushes to this test's own push service
 * (tests/support/push-service.ts), which decrypts each push. Exactly one push arrives per
 * subscribed device of Alice and Sam, none for Bob, Mo, Kim or Lee, with the link, title, text
 * and unread count; a 410 removes that subscription; the text and level choices change what
 * is sent.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { StreamChat, type Channel } from 'stream-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import type { PushPayload } from '../../../shared/push-payload.ts';
import {
  startPushService,
  type BrowserSubscription,
  type PushService,
} from '../../support/push-service.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
const NAMES = {
  alice: 'Alice Jones',
  bob: 'Bob Smith',
  sam: 'Sam Lee',
  mo: 'Mo Reid',
  kim: 'Kim Park',
  lee: 'Lee Chen',
};
type Person = keyof typeof NAMES;

let service: PushService;
let admin: SupabaseClient;
let server: StreamChat;
let bob: StreamChat;
let bobsChannel: Channel;
const ids = {} as Record<Person, string>;
const devices = {} as Record<string, BrowserSubscription>;

async function newUser(person: Person): Promise<string> {
  const client = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, {
    detectSessionInUrl: false,
    persistSession: false,
  });
  const { data, error } = await client.auth.signUp({
    email: `push-${person}-${randomUUID()}@parley.local`,
    password: `pw-${randomUUID()}`,
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return data.user.id;
}

async function subscribe(device: string, person: Person): Promise<BrowserSubscription> {
  const subscription = service.subscribe();
  const { error } = await admin.from('push_subscriptions').insert({
    endpoint: subscription.endpoint,
    user_id: ids[person],
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  if (error) throw error;
  devices[device] = subscription;
  return subscription;
}

async function choose(person: Person, level: 'direct' | 'all' | 'off', showText = true) {
  const { error } = await admin
    .from('notification_settings')
    .upsert({ user_id: ids[person], level, show_text: showText });
  if (error) throw error;
}

/** Bob sends; resolves with the pushes once `expected` arrived and a short quiet followed. */
async function bobSends(text: string, expected: number) {
  const before = service.pushes.length;
  const { message } = await bobsChannel.sendMessage({ text });
  await service.waitFor(before + expected, 10_000);
  // Nothing more may follow: the webhook for this message has been answered by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    message,
    pushes: service.pushes.slice(before).map((push) => ({
      ...push,
      device: Object.keys(devices).find((name) => devices[name]?.endpoint === push.endpoint),
      payload: push.payload as PushPayload,
    })),
  };
}

beforeAll(async () => {
  service = await startPushService();
  admin = nodeClient(stack.supabaseUrl, stack.supabaseServiceRoleKey, {
    detectSessionInUrl: false,
    persistSession: false,
  });
  for (const person of Object.keys(NAMES) as Person[]) ids[person] = await newUser(person);
  server = new StreamChat(stack.chatApiKey, stack.chatApiSecret, { timeout: 5000 });
  server.setBaseURL(stack.chatUrl);
  await server.upsertUsers(
    (Object.keys(NAMES) as Person[]).map((person) => ({ id: ids[person], name: NAMES[person] })),
  );
  const channelId = `push-${randomUUID()}`;
  const channel = server.channel('messaging', channelId, {
    name: 'Team',
    created_by_id: ids.bob,
    members: Object.values(ids),
  });
  await channel.create();
  await channel.mute({ user_id: ids.mo });
  await server.blockUser(ids.bob, ids.kim);
  await server.muteUser(ids.bob, ids.lee);
  // What Lee's pages copy once the chat server tells them of the mute.
  const copied = await admin
    .from('push_mutes')
    .insert({ user_id: ids.lee, muted_user_ids: [ids.bob] });
  if (copied.error) throw copied.error;

  bob = new StreamChat(stack.chatApiKey, { timeout: 5000, allowServerSideConnect: true });
  bob.setBaseURL(stack.chatUrl);
  await bob.connectUser({ id: ids.bob }, server.createToken(ids.bob));
  bobsChannel = bob.channel('messaging', channelId);
  await bobsChannel.watch();

  for (const person of Object.keys(NAMES) as Person[]) await choose(person, 'all');
  await subscribe('alice-phone', 'alice');
  await subscribe('alice-laptop', 'alice');
  await subscribe('sam-phone', 'sam');
  await subscribe('bob-phone', 'bob');
  await subscribe('mo-phone', 'mo');
  await subscribe('kim-phone', 'kim');
  await subscribe('lee-phone', 'lee');
}, 60_000);

afterAll(async () => {
  await bob?.disconnectUser();
  await service?.close();
});

afterEach(() => {
  expect(service.refusals).toEqual([]);
});

describe('Web Push from the chat server’s webhook', () => {
  it('pushes once to each device of Alice and Sam, none to Bob, or to Mo, Kim and Lee who silenced it', async () => {
    const { message, pushes } = await bobSends('Lunch at noon?', 3);
    expect(pushes.map((push) => push.device).sort()).toEqual([
      'alice-laptop',
      'alice-phone',
      'sam-phone',
    ]);
    for (const push of pushes) {
      expect(push).toMatchObject({ ttl: '86400', urgency: 'high' });
      expect(push.payload).toEqual({
        v: 1,
        cid: bobsChannel.cid,
        path: `/c/messaging/${bobsChannel.id}`,
        title: 'Bob Smith in Team',
        body: 'Lunch at noon?',
        unread: 1,
        messageId: message.id,
      });
    }
  });

  it('removes a subscription its push service answers 410, and still pushes to the rest', async () => {
    service.answer(devices['alice-laptop']?.endpoint ?? '', 410);
    const { pushes } = await bobSends('Still on?', 2);
    expect(pushes.map((push) => push.device).sort()).toEqual(['alice-phone', 'sam-phone']);
    const { data } = await admin
      .from('push_subscriptions')
      .select('endpoint')
      .eq('user_id', ids.alice);
    expect(data?.map((row) => row.endpoint)).toEqual([devices['alice-phone']?.endpoint]);
  });

  it('sends "New message" to who hides the text, and nothing to who chose off', async () => {
    await choose('alice', 'all', false);
    await choose('sam', 'off');
    const { pushes } = await bobSends('The secret plan', 1);
    expect(pushes.map((push) => [push.device, push.payload.body])).toEqual([
      ['alice-phone', 'New message'],
    ]);
  });

  it('at the direct level, a group message reaches only who it mentions', async () => {
    await choose('alice', 'direct');
    await choose('sam', 'direct');
    const before = service.pushes.length;
    await bobsChannel.sendMessage({ text: 'Sam, see this', mentioned_users: [ids.sam] });
    await service.waitFor(before + 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pushes = service.pushes.slice(before);
    expect(pushes.map((push) => push.endpoint)).toEqual([devices['sam-phone']?.endpoint]);
  });
});
