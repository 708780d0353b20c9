/**
 * api/stream-token: verify + session check + profile read + mint, with the session cache warm
 * (the same session again within 30 s) and cold (a new session: the auth server is asked), in
 * process and over HTTP through the functions host's Vercel shim; the first request of a fresh
 * runtime (JWKS fetch included); and the pieces on their own. One local server plays Supabase
 * (JWKS, /auth/v1/user, the profile row) and the chat server (the identity write), answering at
 * once, so the figures are the function's own work plus loopback round trips.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { StreamChat } from 'stream-chat';
import { parseFunctionConfig } from '../api/_lib/config/function-config.ts';
import { createKeySource } from '../api/_lib/session/jwks.ts';
import { createStreamTokenHandler } from '../api/_lib/chat/stream-token-handler.ts';
import { createSessionVerifier } from '../api/_lib/session/verify-session.ts';
import { toVercelRequest } from '../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../emulators/functions/vercel-response.ts';
import { report } from './support/stats.ts';

const WARM_RUNS = 2000;
const COLD_RUNS = 50;
const USER = '6f1f1e8a-3c55-4c6e-9b1a-0d6d1f0a7b21';

const { privateKey, publicKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
const upstream = createServer((req, res) => {
  const json = (body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const path = req.url ?? '';
  if (path.includes('/jwks.json')) return json({ keys: [jwk] });
  if (path.startsWith('/auth/v1/user')) return json({ id: USER, factors: [] });
  if (path.startsWith('/rest/v1/user_profiles'))
    return json([{ first_name: 'Bench', last_name: 'Mark', profile_picture_url: null }]);
  return json({ users: { [USER]: { id: USER, name: 'Bench Mark' } } });
});
const jwks = upstream;
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const supabaseUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`;
const config = parseFunctionConfig({
  SUPABASE_URL: supabaseUrl,
  SUPABASE_ANON_KEY: 'bench-anon',
  STREAM_BASE_URL: supabaseUrl,
  STREAM_API_KEY: 'bench-key',
  STREAM_API_SECRET: 'bench-secret-0123456789abcdef0123456789',
});

const now = Math.floor(Date.now() / 1000);
const tokens = await Promise.all(
  Array.from({ length: WARM_RUNS }, (_, i) =>
    new SignJWT({ role: 'authenticated', aal: 'aal1', session_id: `s${i}` })
      .setProtectedHeader({ alg: 'ES256', kid: 'bench', typ: 'JWT' })
      .setIssuer(`${supabaseUrl}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(USER)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey),
  ),
);

/** The handler called directly with just enough of Vercel's req/res to run. */
function invoke(
  handler: ReturnType<typeof createStreamTokenHandler>,
  token: string,
): Promise<number> {
  let status = 0;
  const res = {
    setHeader: () => res,
    status(code: number) {
      status = code;
      return res;
    },
    json: () => res,
    end: () => res,
  };
  const req = { method: 'GET', headers: { authorization: `Bearer ${token}` }, query: {} };
  return Promise.resolve(
    handler(req as unknown as VercelRequest, res as unknown as VercelResponse),
  ).then(() => status);
}

async function time(run: () => Promise<number>): Promise<number> {
  const start = performance.now();
  const status = await run();
  const elapsed = performance.now() - start;
  if (status !== 200) throw new Error(`expected 200, got ${status}`);
  return elapsed;
}

const cold: number[] = [];
for (let i = 0; i < COLD_RUNS; i++) {
  const fresh = createStreamTokenHandler(config);
  cold.push(await time(() => invoke(fresh, tokens[i] as string)));
}

const handler = createStreamTokenHandler(config);
await invoke(handler, tokens[0] as string);
// Every token its own session: each request asks the auth server (session cache cold).
const coldSession: number[] = [];
for (const token of tokens) coldSession.push(await time(() => invoke(handler, token)));
// The same sessions again within the cache's life: no auth server round trip.
const warm: number[] = [];
for (const token of tokens) warm.push(await time(() => invoke(handler, token)));

// The two halves on their own, to show where the time goes.
const verify = createSessionVerifier(config, createKeySource({ url: config.jwksUrl }));
await verify(tokens[0] as string);
const verifyOnly: number[] = [];
for (const token of tokens) verifyOnly.push(await time(() => verify(token).then(() => 200)));
const chat = new StreamChat(config.streamApiKey, config.streamApiSecret);
const mintOnly: number[] = [];
for (let i = 0; i < WARM_RUNS; i++) {
  mintOnly.push(await time(async () => (chat.createToken(USER, now + 3600, now) ? 200 : 0)));
}

const server = createServer((req, res) => {
  const vercelReq = toVercelRequest(req, Buffer.alloc(0));
  void handler(vercelReq, toVercelResponse(vercelReq, res));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stream-token`;
const http: number[] = [];
for (const token of tokens.slice(0, 1000)) {
  http.push(
    await time(async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

report('verify + session check + profile + mint, session cache warm (in-process)', warm);
report('verify + session check + profile + mint, session cache cold (in-process)', coldSession);
report('  of which verify (jose ES256, warm JWKS)', verifyOnly);
report('  of which mint (StreamChat.createToken)', mintOnly);
report('warm, over HTTP (Vercel shim, keep-alive)', http);
report('first request of a runtime, cold JWKS and session (fetches included)', cold);

server.close();
jwks.close();
