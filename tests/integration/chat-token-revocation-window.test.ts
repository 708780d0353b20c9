/**
 * api/revoke-chat-tokens with real sessions of the local auth server and the revocation record
 * its migration keeps (chat_token_revocations), through the functions host's Vercel request and
 * response; a counter plays the chat server, so every write it would cost is counted. Time moves
 * by backdating a record with the service role, which the record's rules leave alone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFunctionConfig } from '../../api/_lib/config/function-config.ts';
import { createRevokeChatTokensHandler } from '../../api/_lib/chat/revoke-chat-tokens-handler.ts';
import { toVercelRequest } from '../../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../../emulators/functions/vercel-response.ts';
import { backendForFile, client, TEST_PASSWORD } from '../support/supabase-backend.ts';

const backend = await backendForFile();
const service = backend.client(backend.serviceRoleKey);

/** The user ids the chat server was asked to revoke, in order; `failing` makes it refuse. */
let writes: string[] = [];
let failing = false;
let endpoint: string;
const server = createServer((req, res) => {
  const vercelReq = toVercelRequest(req, Buffer.alloc(0));
  void handler(vercelReq, toVercelResponse(vercelReq, res));
});
const handler = createRevokeChatTokensHandler(
  parseFunctionConfig({
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    STREAM_API_KEY: 'key',
    STREAM_API_SECRET: 'secret',
  }),
  {
    chat: {
      revokeUserToken: async (userId: string) => {
        if (failing) throw new Error('StreamChat error code 9: 429 Too Many Requests');
        writes.push(userId);
        return { duration: '1ms', users: {} };
      },
    },
  },
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revoke-chat-tokens`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  writes = [];
  failing = false;
});

interface Session {
  userId: string;
  sessionId: string;
  accessToken: string;
  email: string;
  /** A supabase-js client signed in with this session. */
  client: SupabaseClient;
}

async function sessionOf(signedIn: SupabaseClient, email: string): Promise<Session> {
  const { data } = await signedIn.auth.getSession();
  if (!data.session) throw new Error('no session');
  const claims = JSON.parse(
    Buffer.from(data.session.access_token.split('.')[1] ?? '', 'base64url').toString(),
  ) as { session_id: string };
  return {
    userId: data.session.user.id,
    sessionId: claims.session_id,
    accessToken: data.session.access_token,
    email,
    client: signedIn,
  };
}

async function newSession(): Promise<Session> {
  const user = await backend.signUp('revoker');
  return sessionOf(user.client, user.email);
}

/** Another sign-in of the same user: a session of its own. */
async function anotherSession(of: Session): Promise<Session> {
  const signedIn = client(backend);
  const { error } = await signedIn.auth.signInWithPassword({
    email: of.email,
    password: TEST_PASSWORD,
  });
  if (error) throw error;
  return sessionOf(signedIn, of.email);
}

async function revoke(session: Session): Promise<number> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

interface RevocationRow {
  session_id: string;
  user_id: string;
  attempt: string;
  attempted_at: string;
  revoked: boolean;
}

async function recordOf(session: Session): Promise<RevocationRow | undefined> {
  const { data, error } = await service
    .from('chat_token_revocations')
    .select('*')
    .eq('session_id', session.sessionId);
  if (error) throw error;
  return (data as RevocationRow[])[0];
}

/** As if the session's latest attempt had begun `seconds` ago. */
async function backdate(session: Session, seconds: number): Promise<void> {
  const { error } = await service
    .from('chat_token_revocations')
    .update({ attempted_at: new Date(Date.now() - seconds * 1000).toISOString() })
    .eq('session_id', session.sessionId);
  if (error) throw error;
}

describe('a session revokes its chat tokens at most once a minute', () => {
  it('many revocations from one session cost one chat-server write, and all answer 204', async () => {
    const session = await newSession();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await revoke(session));
    expect(statuses).toEqual(Array(10).fill(204));
    expect(writes).toEqual([session.userId]);
  });

  it('parallel revocations from one session cost one write; none claims success before it', async () => {
    const session = await newSession();
    const statuses = await Promise.all(Array.from({ length: 8 }, () => revoke(session)));
    expect(writes).toEqual([session.userId]);
    expect(statuses).toContain(204);
    for (const status of statuses) expect([204, 503]).toContain(status);
    expect(await revoke(session)).toBe(204);
    expect(writes).toHaveLength(1);
  });

  it("another session of the same user is not held back by the first one's window", async () => {
    const first = await newSession();
    const second = await anotherSession(first);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await revoke(first)).toBe(204);
    expect(await revoke(second)).toBe(204);
    expect(await revoke(second)).toBe(204);
    expect(writes).toEqual([first.userId, first.userId]);
  });

  it('writes again once the minute since the last revocation is over, not before', async () => {
    const session = await newSession();
    expect(await revoke(session)).toBe(204);
    await backdate(session, 50);
    expect(await revoke(session)).toBe(204);
    expect(writes).toHaveLength(1);
    await backdate(session, 61);
    expect(await revoke(session)).toBe(204);
    expect(writes).toHaveLength(2);
    expect(await revoke(session)).toBe(204);
    expect(writes).toHaveLength(2);
  });

  it('a failed chat-server write does not use up the window', async () => {
    const session = await newSession();
    failing = true;
    expect(await revoke(session)).toBe(503);
    expect((await recordOf(session))?.revoked).toBe(false);
    failing = false;
    // Moments later the failed attempt may still be running somewhere: retry, never a false 204.
    expect(await revoke(session)).toBe(503);
    expect(writes).toEqual([]);
    await backdate(session, 11);
    expect(await revoke(session)).toBe(204);
    expect(writes).toEqual([session.userId]);
    expect((await recordOf(session))?.revoked).toBe(true);
    expect(await revoke(session)).toBe(204);
    expect(writes).toHaveLength(1);
  });
});

describe("the revocation record's rules, for a user writing it directly", () => {
  it('a session cannot move its record back, clear it, or start a new attempt within the window', async () => {
    const session = await newSession();
    expect(await revoke(session)).toBe(204);
    const before = await recordOf(session);
    const table = () => session.client.from('chat_token_revocations');

    await table()
      .update({ attempted_at: '2000-01-01T00:00:00Z', revoked: false })
      .eq('session_id', session.sessionId);
    await table().upsert({ session_id: session.sessionId, attempt: crypto.randomUUID() });
    await table().delete().eq('session_id', session.sessionId);
    expect(await recordOf(session)).toEqual(before);

    expect(await revoke(session)).toBe(204);
    expect(writes).toEqual([session.userId]);
  });

  it("a session neither sees nor writes another session's record, even of its own user", async () => {
    const first = await newSession();
    const second = await anotherSession(first);
    expect(await revoke(first)).toBe(204);
    const before = await recordOf(first);
    const table = () => second.client.from('chat_token_revocations');

    const seen = await table().select('*');
    expect(seen.data).toEqual([]);
    await table().update({ revoked: false }).eq('session_id', first.sessionId);
    const claimed = await table().upsert({
      session_id: first.sessionId,
      attempt: crypto.randomUUID(),
    });
    expect(claimed.error).not.toBeNull();
    expect(await recordOf(first)).toEqual(before);
  });

  it('the anonymous role reaches no record', async () => {
    const session = await newSession();
    expect(await revoke(session)).toBe(204);
    const { data } = await client(backend).from('chat_token_revocations').select('*');
    expect(data ?? []).toEqual([]);
  });
});
