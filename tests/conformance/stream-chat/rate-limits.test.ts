/**
 * Stream's rate limits through the official client: a budget per user and endpoint, one for the
 * app, and the server's own; past one, 429 with code 9 in Stream's error shape; the
 * `X-RateLimit-*` headers on every counted answer; the whole budget back when the window ends.
 * The server counts its windows on a clock the tests move, so nothing waits a minute.
 */
import type { AxiosResponse } from 'axios';
import { afterAll, expect, it } from 'vitest';
import { StreamChat, type APIErrorResponse } from 'stream-chat';
import { startTestChat, watchTogether } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const WINDOW_MS = 60_000;
// On a whole second, as windows then end on one: X-RateLimit-Reset names whole seconds.
const clock = { now: Math.floor(Date.now() / 1000) * 1000 };
const chat = await startTestChat({
  rateLimits: { user: 3, app: 8, windowSeconds: WINDOW_MS / 1000 },
  clock: () => clock.now,
});
afterAll(() => chat.remove());
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
const carol = await chat.connect('carol');
const room = await watchTogether('limits', alice, bob, carol);
const server = chat.server();

interface Answer {
  status: number;
  limit?: string;
  remaining?: string;
  reset?: string;
  exposed?: string;
}

/** What every answer a client receives says of its rate limit. */
function answersOf(client: StreamChat): Answer[] {
  const answers: Answer[] = [];
  const note = (response: AxiosResponse) =>
    answers.push({
      status: response.status,
      limit: response.headers['x-ratelimit-limit'] as string | undefined,
      remaining: response.headers['x-ratelimit-remaining'] as string | undefined,
      reset: response.headers['x-ratelimit-reset'] as string | undefined,
      exposed: response.headers['access-control-expose-headers'] as string | undefined,
    });
  client.axiosInstance.interceptors.response.use(
    (response) => {
      note(response);
      return response;
    },
    (error: { response?: AxiosResponse }) => {
      if (error.response) note(error.response);
      return Promise.reject(error as Error);
    },
  );
  return answers;
}

const answers = new Map([alice, bob, carol, server].map((client) => [client, answersOf(client)]));
const last = (client: StreamChat) => answers.get(client)?.at(-1);

/** Every window ends: each test starts with whole budgets. */
function nextWindow(): number {
  clock.now += WINDOW_MS;
  return clock.now;
}

const say = (client: StreamChat, text: string) =>
  client.channel('messaging', 'limits').sendMessage({ text });
const serverSays = (text: string) =>
  server.channel('messaging', 'limits').sendMessage({ text, user_id: 'alice' });

embeddedOnly('runs its own server with a test clock and narrow limits').describe(
  'rate limits',
  () => {
    it("answers a user's call past the limit 429 with code 9, in Stream's error shape", async () => {
      nextWindow();
      for (const text of ['one', 'two', 'three']) await say(alice, text);
      let refused: unknown;
      await say(alice, 'four').catch((error: unknown) => (refused = error));
      const { code, status, response } = refused as {
        code: number;
        status: number;
        response: AxiosResponse<APIErrorResponse>;
      };
      expect([code, status]).toEqual([9, 429]);
      expect(response.data).toMatchObject({ code: 9, StatusCode: 429, details: [] });
      expect(response.data.message).toMatch(/^Too many requests/);
      expect(response.data.more_info).toMatch(/^https:\/\/getstream\.io\//);
      expect(response.data.duration).toMatch(/ms$/);
      const { messages } = await room.query({ messages: { limit: 10 } });
      expect(messages.map((m) => m.text)).not.toContain('four');
    });

    it('puts the headers on every answer, counting down, and lets a browser read them', async () => {
      const start = nextWindow();
      const seen = answers.get(alice) as Answer[];
      const before = seen.length;
      for (const text of ['a', 'b', 'c', 'd']) await say(alice, text).catch(() => undefined);
      const reset = String(Math.ceil((start + WINDOW_MS) / 1000));
      expect(seen.slice(before)).toEqual(
        [
          [201, '2'],
          [201, '1'],
          [201, '0'],
          [429, '0'],
        ].map(([status, remaining]) => ({
          status,
          limit: '3',
          remaining,
          reset,
          exposed: 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
        })),
      );
    });

    it('gives the whole budget back when the window ends', async () => {
      nextWindow();
      for (const text of ['x', 'y', 'z']) await say(alice, text);
      expect((await failure(say(alice, 'refused'))).code).toBe(9);
      const reset = Number(last(alice)?.reset);
      clock.now = reset * 1000 - 1;
      expect((await failure(say(alice, 'still refused'))).code).toBe(9);
      clock.now = reset * 1000;
      await say(alice, 'allowed again');
      expect(last(alice)).toMatchObject({ status: 201, remaining: '2' });
    });

    it('keeps a budget for each user and each endpoint', async () => {
      nextWindow();
      for (const text of ['1', '2', '3']) await say(alice, text);
      expect((await failure(say(alice, '4'))).status).toBe(429);
      await say(bob, 'mine is whole');
      expect(last(bob)).toMatchObject({ status: 201, limit: '3', remaining: '2' });
      await alice.queryUsers({ id: { $in: ['bob'] } });
      expect(last(alice)).toMatchObject({ status: 200, limit: '3', remaining: '2' });
    });

    it("refuses every user once the app's budget for the endpoint is spent", async () => {
      nextWindow();
      for (const text of ['a1', 'a2', 'a3']) await say(alice, text);
      for (const text of ['b1', 'b2', 'b3']) await say(bob, text);
      await say(carol, 'c1');
      await say(carol, 'c2');
      expect(last(carol)).toMatchObject({ limit: '8', remaining: '0' });
      // Carol's own budget has one call left; the app's has none.
      const refused = await failure(say(carol, 'c3'));
      expect([refused.code, refused.status]).toEqual([9, 429]);
      expect(last(carol)).toMatchObject({ status: 429, limit: '8', remaining: '0' });
    });

    it("gives server-side calls the app's server budget, apart from the users' and with no user limit", async () => {
      nextWindow();
      for (const text of ['1', '2', '3']) await say(alice, text);
      expect((await failure(say(alice, '4'))).code).toBe(9);
      // Acting for Alice, whose own budget is spent, and past a user's limit of 3.
      for (let i = 1; i <= 8; i++) await serverSays(`server ${i}`);
      expect(last(server)).toMatchObject({ status: 201, limit: '8', remaining: '0' });
      const refused = await failure(serverSays('server 9'));
      expect([refused.code, refused.status]).toEqual([9, 429]);
      await say(bob, 'users keep theirs');
      expect(last(bob)).toMatchObject({ status: 201, remaining: '2' });
    });

    it('counts neither refused calls nor those failing the key or token check, which carry no headers', async () => {
      nextWindow();
      for (const text of ['1', '2', '3']) await say(alice, text);
      for (const text of ['4', '5', '6']) expect((await failure(say(alice, text))).code).toBe(9);
      const forger = new StreamChat(chat.info.apiKey, 'not the secret');
      forger.setBaseURL(chat.info.url);
      const seen = answersOf(forger);
      expect((await failure(forger.queryUsers({ id: 'bob' }))).status).toBe(401);
      expect(seen).toEqual([expect.objectContaining({ status: 401, limit: undefined })]);
      for (const text of ['b1', 'b2', 'b3']) await say(bob, text);
      // The app's 8 less Alice's 3 and Bob's 3 that went through: Alice's refusals took none.
      await say(carol, 'c1');
      expect(last(carol)).toMatchObject({ status: 201, limit: '8', remaining: '1' });
    });

    it('counts nothing and sends no headers with the limits off', async () => {
      const unlimited = await startTestChat({ rateLimits: false });
      try {
        const dora = await unlimited.connect('dora');
        const seen = answersOf(dora);
        const channel = dora.channel('messaging', 'free', { members: ['dora'] });
        await channel.watch();
        for (let i = 0; i < 10; i++) await channel.sendMessage({ text: `free ${i}` });
        expect(seen.map((a) => [a.status, a.limit, a.remaining, a.reset])).toEqual(
          Array.from({ length: 11 }, () => [201, undefined, undefined, undefined]),
        );
      } finally {
        await unlimited.remove();
      }
    });
  },
);

embeddedOnly("uses the embedded server's own switch").describe(
  "the test stack's switch for narrower limits (not Stream's)",
  () => {
    const narrow = (client: StreamChat, endpoints: Record<string, unknown>) =>
      client.put<{ endpoints: Record<string, unknown> }>(`${client.baseURL}/_local/rate_limits`, {
        endpoints,
      });

    it("narrows the named endpoints only, for the app's secret only, and widens them again", async () => {
      nextWindow();
      const refused = await failure(narrow(alice, {}));
      expect([refused.code, refused.status]).toEqual([17, 403]);
      const { endpoints } = await narrow(server, { SendReaction: { user: 1, window_seconds: 5 } });
      expect(endpoints).toEqual({ SendReaction: { user: 1, app: 8, window_seconds: 5 } });
      const { message } = await say(bob, 'react to me');
      await room.sendReaction(message.id, { type: 'like' });
      expect(last(alice)).toMatchObject({
        limit: '1',
        remaining: '0',
        reset: String(Math.ceil((clock.now + 5_000) / 1000)),
      });
      expect((await failure(room.sendReaction(message.id, { type: 'love' }))).code).toBe(9);
      await say(alice, 'sending keeps its limits');
      expect(last(alice)).toMatchObject({ limit: '3', remaining: '2' });

      await narrow(server, {});
      await room.sendReaction(message.id, { type: 'love' });
      expect(last(alice)).toMatchObject({ limit: '3', remaining: '2' });
    });

    it('refuses a malformed narrowing with an input error', async () => {
      const missing = await failure(
        narrow(server, undefined as unknown as Record<string, unknown>),
      );
      expect([missing.code, missing.status]).toEqual([4, 400]);
      const zero = await failure(narrow(server, { SendMessage: { user: 0 } }));
      expect([zero.code, zero.status]).toEqual([4, 400]);
    });
  },
);
