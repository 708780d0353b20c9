/**
 * The join function in this process, against the shared stack's database and a chat server that
 * refuses to add members: a proxy in front of the stack's chat server that passes every request
 * through but answers an `add_members` update as hosted Stream answers a refused call (403 with
 * code 17), while `refusing` is on. Everything else the function asks reaches the real server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VercelApiHandler, VercelRequest } from '@vercel/node';
import { parseFunctionConfig } from '../../../api/_lib/config/function-config.ts';
import { createJoinInviteHandler } from '../../../api/_lib/invites/join-invite-handler.ts';
import { callHandler } from '../../support/vercel-call.ts';
import type { JoinAnswer, Person } from './invite-world.ts';
import { stack } from './invite-world.ts';

export interface RefusingChat {
  /** While true, every add of members answers 403. */
  refusing: boolean;
  join(person: Person, body: Record<string, unknown>): Promise<JoinAnswer>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function addsMembers(method: string | undefined, body: Buffer): boolean {
  if (method !== 'POST' || body.length === 0) return false;
  try {
    return 'add_members' in (JSON.parse(body.toString('utf8')) as object);
  } catch {
    return false;
  }
}

export async function startRefusingChat(): Promise<RefusingChat> {
  const state = { refusing: true };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      if (state.refusing && addsMembers(req.method, body)) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            code: 17,
            message: 'UpdateChannel failed with error: "the chat server refused this add"',
            StatusCode: 403,
            duration: '0.01ms',
            more_info: 'https://getstream.io/chat/docs/api_errors_response',
          }),
        );
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && entry[0] !== 'host' && entry[0] !== 'content-length',
        ),
      );
      const upstream = await fetch(`${stack.chatUrl}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      res.end(answer);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handler: VercelApiHandler = createJoinInviteHandler(
    parseFunctionConfig({
      SUPABASE_URL: stack.supabaseUrl,
      SUPABASE_ANON_KEY: stack.supabaseAnonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.supabaseServiceRoleKey,
      STREAM_API_KEY: stack.chatApiKey,
      STREAM_API_SECRET: stack.chatApiSecret,
      STREAM_BASE_URL: `http://127.0.0.1:${port}`,
    }),
  );
  return {
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    async join(person, body) {
      const req = {
        method: 'POST',
        url: '/api/join-invite',
        headers: {
          authorization: `Bearer ${person.session.access_token}`,
          'content-type': 'application/json',
        },
        query: {},
        body,
      };
      const answer = await callHandler(handler, req as unknown as VercelRequest);
      return { status: answer.status, body: answer.body as JoinAnswer['body'] };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
