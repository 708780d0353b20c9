/**
 * The people, devices and conversations the push tests need on the embedded stack: people who
 * sign up (so each has a session), devices stored as the person (the database binds each to the
 * session storing it), their notification choices, and Bob's side of a conversation to write in;
 * and each test file's push service of its own.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { StreamChat, type Channel } from 'stream-chat';
import { afterAll } from 'vitest';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import {
  startPushService,
  type BrowserSubscription,
  type PushService,
} from '../../support/push-service.ts';
import { testStack } from '../../support/test-stack.ts';

export interface Person {
  id: string;
  email: string;
  password: string;
  /** Signed in as this person (their first session). */
  client: SupabaseClient;
}

function supabaseClient(stack: StackFile, key = stack.supabaseAnonKey): SupabaseClient {
  return nodeClient(stack.supabaseUrl, key, { detectSessionInUrl: false, persistSession: false });
}

/**
 * What a test file works on, opened as the file loads (`await pushWorldForFile()` at its top,
 * before its tests): the worker's stack, the database as the service role, and a push service of
 * the file's own, closed after its tests.
 */
export async function pushWorldForFile(): Promise<{
  stack: StackFile;
  service: PushService;
  admin: SupabaseClient;
}> {
  const stack = testStack();
  const service = await startPushService();
  afterAll(() => service.close());
  return { stack, service, admin: supabaseClient(stack, stack.supabaseServiceRoleKey) };
}

export async function newPerson(stack: StackFile, label: string): Promise<Person> {
  const client = supabaseClient(stack);
  const email = `push-${label}-${randomUUID()}@parley.local`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return { id: data.user.id, email, password, client };
}

/** Another session of the person's, on a client of its own. */
export async function signInAgain(stack: StackFile, person: Person): Promise<SupabaseClient> {
  const client = supabaseClient(stack);
  const { error } = await client.auth.signInWithPassword({
    email: person.email,
    password: person.password,
  });
  if (error) throw error;
  return client;
}

/** What a browser's page does when notifications are on: its row, stored as the person. */
export function storeDevice(client: SupabaseClient, subscription: BrowserSubscription) {
  return client
    .from('push_subscriptions')
    .upsert({ endpoint: subscription.endpoint, ...subscription.keys }, { onConflict: 'endpoint' });
}

export async function storeNewDevice(
  service: PushService,
  client: SupabaseClient,
): Promise<BrowserSubscription> {
  const subscription = service.subscribe();
  const { error } = await storeDevice(client, subscription);
  if (error) throw error;
  return subscription;
}

export async function choose(
  admin: SupabaseClient,
  person: { id: string },
  level: 'direct' | 'all' | 'off',
  showText = true,
): Promise<void> {
  const { error } = await admin
    .from('notification_settings')
    .upsert({ user_id: person.id, level, show_text: showText });
  if (error) throw error;
}

/** A conversation of these people, created by the first, who is connected to write in it. */
export async function conversation(
  stack: StackFile,
  people: { id: string; name: string }[],
  extra: Record<string, unknown> = {},
): Promise<{ channel: Channel; author: StreamChat }> {
  const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret, { timeout: 5000 });
  server.setBaseURL(stack.chatUrl);
  await server.upsertUsers(people);
  const author = people[0];
  if (!author) throw new Error('a conversation needs its author');
  const channelId = `push-${randomUUID()}`;
  await server
    .channel('messaging', channelId, {
      created_by_id: author.id,
      members: people.map((person) => person.id),
      ...extra,
    })
    .create();
  const client = new StreamChat(stack.chatApiKey, { timeout: 5000, allowServerSideConnect: true });
  client.setBaseURL(stack.chatUrl);
  await client.connectUser({ id: author.id }, server.createToken(author.id));
  const channel = client.channel('messaging', channelId);
  await channel.watch();
  return { channel, author: client };
}
