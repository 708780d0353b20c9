/**
 * What POST /api/revoke-chat-tokens does with each answer of the revocation window: it writes to
 * the chat server only for an attempt it claimed, confirms only a write that succeeded, and spends
 * nothing on a request the session gate refused. The window's own rules run against the database
 * in tests/integration/chat-token-revocation-window.test.ts.
 */
import type { VercelRequest } from '@vercel/node';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError } from '../session/errors.ts';
import type { RevocationClaim, RevocationWindow } from './revocation-window.ts';
import { createRevokeChatTokensHandler } from './revoke-chat-tokens-handler.ts';
import { callHandler, type Answer } from '../../../tests/support/vercel-call.ts';

const SECRET = 'revoke-chat-tokens-test-secret-0123456789abcdef';
const USER = '0d5f7c1e-8a4b-4c2d-9e6f-1a2b3c4d5e6f';
const config = parseFunctionConfig({
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_JWT_SECRET: SECRET,
  STREAM_API_KEY: 'key',
  STREAM_API_SECRET: 'secret',
});

function sessionToken(sessionId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aal: 'aal1', session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(config.issuer)
    .setAudience('authenticated')
    .setSubject(USER)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(SECRET));
}

async function post(
  handler: ReturnType<typeof createRevokeChatTokensHandler>,
  token?: string,
): Promise<Answer> {
  const req = {
    method: 'POST',
    url: '/api/revoke-chat-tokens',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    query: {},
  };
  return callHandler(handler, req as unknown as VercelRequest);
}

let revoked: string[];
let confirmed: { sessionId: string; attempt: string }[];
let claims: string[];

function handlerWith(
  answers: (sessionId: string) => Promise<RevocationClaim>,
  options: { failRevoke?: boolean; failConfirm?: boolean } = {},
) {
  const revocationWindow: RevocationWindow = {
    claim: (_token, sessionId) => {
      claims.push(sessionId);
      return answers(sessionId);
    },
    confirm: async (_token, sessionId, attempt) => {
      if (options.failConfirm) throw new AuthUnavailableError('the record answered 500');
      confirmed.push({ sessionId, attempt });
    },
  };
  return createRevokeChatTokensHandler(config, {
    sessionCheck: async () => ({ hasVerifiedFactor: false }),
    revocationWindow,
    chat: {
      revokeUserToken: async (userId: string) => {
        if (options.failRevoke) throw new Error('429 Too Many Requests');
        revoked.push(userId);
        return { duration: '1ms', users: {} };
      },
    },
  });
}

beforeEach(() => {
  revoked = [];
  confirmed = [];
  claims = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/revoke-chat-tokens and the revocation window', () => {
  it('revokes for a claimed attempt, then confirms that attempt for the same session', async () => {
    const handler = handlerWith(async () => ({ kind: 'claimed', attempt: 'attempt-1' }));
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000001'));
    expect(answer.status).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(revoked).toEqual([USER]);
    expect(claims).toEqual(['a1b2c3d4-0000-4000-8000-000000000001']);
    expect(confirmed).toEqual([
      { sessionId: 'a1b2c3d4-0000-4000-8000-000000000001', attempt: 'attempt-1' },
    ]);
  });

  it('answers a session revoked within the window with the same 204, without the chat server', async () => {
    const handler = handlerWith(async () => ({ kind: 'revoked' }));
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000002'));
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect(revoked).toEqual([]);
    expect(confirmed).toEqual([]);
  });

  it('asks a call that meets an attempt in progress to retry, without writing', async () => {
    const handler = handlerWith(async () => ({ kind: 'in-progress' }));
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000003'));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'revocation_in_progress' });
    expect(answer.headers['retry-after']).toBe('5');
    expect(revoked).toEqual([]);
  });

  it('never confirms an attempt whose chat-server write failed', async () => {
    const handler = handlerWith(async () => ({ kind: 'claimed', attempt: 'attempt-2' }), {
      failRevoke: true,
    });
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000004'));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'chat_unavailable' });
    expect(confirmed).toEqual([]);
  });

  it('answers 204 once the tokens are revoked, even when the confirmation cannot be written', async () => {
    const handler = handlerWith(async () => ({ kind: 'claimed', attempt: 'attempt-3' }), {
      failConfirm: true,
    });
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000005'));
    expect(answer.status).toBe(204);
    expect(revoked).toEqual([USER]);
  });

  it('writes nothing when the window cannot be consulted', async () => {
    const handler = handlerWith(async () => {
      throw new AuthUnavailableError('Supabase unreachable');
    });
    const answer = await post(handler, await sessionToken('a1b2c3d4-0000-4000-8000-000000000006'));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'auth_unavailable' });
    expect(revoked).toEqual([]);
  });

  it('spends neither the window nor a write on a request the session gate refuses', async () => {
    const handler = handlerWith(async () => ({ kind: 'claimed', attempt: 'attempt-4' }));
    expect((await post(handler)).status).toBe(401);
    expect((await post(handler, 'not-a-jwt')).status).toBe(401);
    expect(claims).toEqual([]);
    expect(revoked).toEqual([]);
  });
});
