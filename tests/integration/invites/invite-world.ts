/**
 * People, groups and links on the shared stack, as the invite functions meet them: accounts
 * signed up through supabase-js, groups made on the chat server with the server key (as the app's
 * own client would make them), and the make, list, revoke and join functions called over HTTP the
 * way the app calls them.
 */
import { randomUUID } from 'node:crypto';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { StreamChat } from 'stream-chat';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { hashInviteToken } from '../../../shared/invite-token.ts';
import { testStack } from '../../support/test-stack.ts';

export const stack = testStack();

export interface Person {
  id: string;
  email: string;
  session: Session;
  db: SupabaseClient;
}

export async function signUp(label: string, data: Record<string, string> = {}): Promise<Person> {
  const db = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, { detectSessionInUrl: false });
  const email = `${label}-${randomUUID()}@parley.local`;
  const { data: answer, error } = await db.auth.signUp({
    email,
    password: `pw-${randomUUID()}`,
    options: { data },
  });
  if (error || !answer.session) throw error ?? new Error('sign-up returned no session');
  return { id: answer.session.user.id, email, session: answer.session, db };
}

/** Several new accounts at once, one per label, in order. */
export function signUpAll<L extends string[]>(...labels: L): Promise<{ [K in keyof L]: Person }> {
  return Promise.all(labels.map((label) => signUp(label))) as Promise<{ [K in keyof L]: Person }>;
}

export function chatServer(): StreamChat {
  const chat = new StreamChat(stack.chatApiKey, stack.chatApiSecret, { timeout: 5000 });
  chat.setBaseURL(stack.chatUrl);
  return chat;
}

/** A group `maker` created, with `others` in it as plain members. */
export async function group(maker: Person, others: Person[] = []): Promise<string> {
  const chat = chatServer();
  const id = randomUUID();
  await chat.upsertUsers([maker, ...others].map((p) => ({ id: p.id, name: p.email })));
  await chat
    .channel('messaging', id, {
      created_by_id: maker.id,
      members: [maker.id, ...others.map((p) => p.id)],
    })
    .create();
  return id;
}

export async function memberIds(channelId: string): Promise<string[]> {
  const { members } = await chatServer().channel('messaging', channelId).queryMembers({});
  return members.map((m) => m.user_id ?? '').sort();
}

export interface Link {
  id: string;
  token: string;
  hash: string;
}

/** A link `maker` makes for the group through the make function, as the app makes it. */
export async function makeLink(
  maker: Person,
  channelId: string,
  options: { max_uses?: number } = {},
): Promise<Link> {
  const made = await createInvite(maker, {
    channel_type: 'messaging',
    channel_id: channelId,
    ...options,
  });
  const { token, link } = made.body;
  if (made.status !== 201 || token === undefined || typeof link?.id !== 'string') {
    throw new Error(`no link: ${made.status} ${made.body.error ?? ''}`);
  }
  return { id: link.id, token, hash: await hashInviteToken(token) };
}

/** How many times the link was used, as the project reads it (people read no links directly). */
export async function usesOf(link: Link): Promise<unknown> {
  const { data } = await projectDb()
    .from('invite_links')
    .select('uses')
    .eq('token_hash', link.hash);
  return data;
}

export interface JoinAnswer {
  status: number;
  body: { error?: string; channel_type?: string; channel_id?: string; joined?: boolean };
}

export interface CreateAnswer {
  status: number;
  body: { error?: string; token?: string; link?: Record<string, unknown> };
}

export interface ListAnswer {
  status: number;
  body: { error?: string; links?: Record<string, unknown>[] };
}

export interface RevokeAnswer {
  status: number;
  body: { error?: string; link?: Record<string, unknown> };
}

/** One of the invite functions, called over HTTP as the app calls it: a GET when given no body. */
async function callAs(
  person: Person,
  name: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.appUrl}/api/${name}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${person.session.access_token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

export async function join(person: Person, body: Record<string, unknown>): Promise<JoinAnswer> {
  return (await callAs(person, 'join-invite', body)) as JoinAnswer;
}

/** Asks the make function for a link, as the app asks it. */
export async function createInvite(
  person: Person,
  body: Record<string, unknown>,
): Promise<CreateAnswer> {
  return (await callAs(person, 'create-invite', body)) as CreateAnswer;
}

/** Asks the list function for a group's links, as the app asks it. */
export async function listInvites(person: Person, channelId: string): Promise<ListAnswer> {
  const query = new URLSearchParams({ channel_type: 'messaging', channel_id: channelId });
  return (await callAs(person, `list-invites?${query}`)) as ListAnswer;
}

/** Asks the revoke function to close a link, as the app asks it. */
export async function revokeInvite(
  person: Person,
  body: Record<string, unknown>,
): Promise<RevokeAnswer> {
  return (await callAs(person, 'revoke-invite', body)) as RevokeAnswer;
}

/** The project's own client (the service role), for what no person may do: age a link. */
export function projectDb(): SupabaseClient {
  return nodeClient(stack.supabaseUrl, stack.supabaseServiceRoleKey, {
    detectSessionInUrl: false,
  });
}
