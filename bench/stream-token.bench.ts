/**
 * api/stream-token: verify + mint with a warm key cache (in-process, the handler alone, and
 * over HTTP through the functions host's Vercel shim), and the first request of a fresh
 * runtime whose JWKS cache is cold (one JWKS fetch from a local server included).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { StreamChat } from 'stream-chat';
import { parseFunctionConfig } from '../api/_config.ts';
import { createKeySource } from '../api/_jwks.ts';
import { createStreamTokenHandler } from '../api/_stream-token-handler.ts';
import { createSessionVerifier } from '../api/_verify-session.ts';
import { toVercelRequest } from '../emulators/functions/vercel-request.ts';
import { toVercelResponse } from '../emulators/functions/vercel-response.ts';
import { report } from './support/stats.ts';

const WARM_RUNS = 2000;
const COLD_RUNS = 50;
const USER = '6f1f1e8a-3c55-4c6e-9b1a-0d6d1f0a7b21';

const { privateKey, publicKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
const jwks = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const supabaseUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`;
const config = parseFunctionConfig({
  SUPABASE_URL: supabaseUrl,
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
for (let i = 0; i < 200; i++) await invoke(handler, tokens[i] as string);
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

report('verify + mint, warm keys (in-process handler)', warm);
report('  of which verify (jose ES256, warm JWKS)', verifyOnly);
report('  of which mint (StreamChat.createToken)', mintOnly);
report('verify + mint over HTTP (Vercel shim, keep-alive)', http);
report('first request, cold JWKS (fetch included)', cold);

server.close();
jwks.close();
