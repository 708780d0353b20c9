/**
 * The error codes this server answers, one row each, against Stream's documented ones: the code,
 * its name in stream-chat's APIErrorCodes (src/errors.ts, the SDK's copy of the API errors docs'
 * table) and the HTTP status the docs give it, each provoked through the official client as a
 * user of the app would meet it. Codes of features this server leaves out (custom command
 * endpoints, regions, app suspension) have no row.
 */
import { SignJWT } from 'jose';
import { StreamChat } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';
import { failure } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
const server = chat.server();
const room = alice.channel('messaging', 'codes', { members: ['alice', 'bob'] });
await room.watch();
await bob.channel('messaging', 'codes').watch();
const { message: parent } = await room.sendMessage({ text: 'a parent' });
const { message: reply } = await room.sendMessage({ text: 'a reply', parent_id: parent.id });

/** A token for `early` whose claim lies ten minutes ahead. */
async function tokenAhead(claim: 'nbf' | 'iat'): Promise<string> {
  return new SignJWT({ user_id: 'early', [claim]: Math.floor(Date.now() / 1000) + 600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(chat.info.apiSecret));
}

/** The code the SDK reports for a failed connect, which carries the answer as JSON text. */
async function connectCode(token: string): Promise<{ code?: number; status?: number }> {
  const error = await failure(newClient(chat.info).connectUser({ id: 'early' }, token));
  const body = JSON.parse(error.message) as { code?: number; StatusCode?: number };
  return { code: body.code, status: body.StatusCode };
}

interface Row {
  code: number;
  name: string;
  status: number;
  when: string;
  provoke: () => Promise<{ code?: number; status?: number }>;
}

const ROWS: Row[] = [
  {
    code: 2,
    name: 'AccessKeyError',
    status: 401,
    when: 'an API key the app does not have',
    provoke: () => {
      const stranger = new StreamChat('no-such-key', chat.info.apiSecret);
      stranger.setBaseURL(chat.info.url);
      return failure(stranger.queryUsers({}));
    },
  },
  {
    code: 4,
    name: 'InputError',
    status: 400,
    when: 'a message with no text and no attachments',
    provoke: () => failure(room.sendMessage({ text: ' ' })),
  },
  {
    code: 16,
    name: 'DoesNotExistError',
    status: 404,
    when: 'a message that does not exist',
    provoke: () => failure(alice.getMessage('no-such-message')),
  },
  {
    code: 17,
    name: 'NotAllowedError',
    status: 403,
    when: 'editing another member’s message',
    provoke: () => failure(bob.updateMessage({ id: parent.id, text: 'mine now' })),
  },
  {
    code: 20,
    name: 'MessageTooLongError',
    status: 400,
    when: 'a message over the type’s 5,000 characters',
    provoke: () => failure(room.sendMessage({ text: 'x'.repeat(5_001) })),
  },
  {
    code: 21,
    name: 'MultipleNestingLevelError',
    status: 400,
    when: 'a reply to a reply',
    provoke: () => failure(room.sendMessage({ text: 'deeper', parent_id: reply.id })),
  },
  {
    code: 22,
    name: 'PayloadTooBigError',
    status: 413,
    when: 'a request body over the limit',
    provoke: () =>
      failure(room.sendMessage({ text: 'big', big: 'x'.repeat(6 * 1024 * 1024) } as never)),
  },
  {
    code: 40,
    name: 'AuthErrorTokenExpired',
    status: 401,
    when: 'an expired token',
    provoke: () => connectCode(chat.token('early', -60)),
  },
  {
    code: 41,
    name: 'AuthErrorTokenNotValidYet',
    status: 401,
    when: 'a token not valid yet',
    provoke: async () => connectCode(await tokenAhead('nbf')),
  },
  {
    code: 42,
    name: 'AuthErrorTokenUsedBeforeIssuedAt',
    status: 401,
    when: 'a token issued in the future',
    provoke: async () => connectCode(await tokenAhead('iat')),
  },
  {
    code: 43,
    name: 'AuthErrorTokenSignatureInvalid',
    status: 401,
    when: 'a token signed with another secret',
    provoke: async () =>
      connectCode(
        await new SignJWT({ user_id: 'early' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(new TextEncoder().encode('another secret')),
      ),
  },
  {
    code: 60,
    name: 'CoolDownError',
    status: 403,
    when: 'a second message within slow mode',
    provoke: async () => {
      await server.channel('messaging', 'codes').update({ cooldown: 30 });
      await bob.channel('messaging', 'codes').sendMessage({ text: 'first' });
      return failure(bob.channel('messaging', 'codes').sendMessage({ text: 'second' }));
    },
  },
];

describe('error codes against the documented ones', () => {
  it.each(ROWS)('answers $code ($name, $status) for $when', async (row) => {
    const answer = await row.provoke();
    expect({ code: answer.code, status: answer.status }).toEqual({
      code: row.code,
      status: row.status,
    });
  });

  it('answers 9 (RateLimitError, 429) past a rate limit', async () => {
    embeddedOnly('narrows the rate limit through the embedded server’s switch');
    const narrow = (endpoints: object) =>
      server.put(`${server.baseURL}/_local/rate_limits`, { endpoints });
    await narrow({ QueryUsers: { user: 1, window_seconds: 60 } });
    try {
      await alice.queryUsers({ id: 'bob' });
      const limited = await failure(alice.queryUsers({ id: 'bob' }));
      expect({ code: limited.code, status: limited.status }).toEqual({ code: 9, status: 429 });
    } finally {
      await narrow({});
    }
  });
});
