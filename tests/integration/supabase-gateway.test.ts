/**
 * What the local Supabase server answers before any service sees a request, as a browser on
 * another site would find it: web pages of other sites are refused (preflight or not), so a page
 * elsewhere cannot sign into the demo accounts, whose password is public; the app's own origin
 * (here the address --expose would give it) and loopback origins are answered. And, as the
 * hosted gateway does, auth, Data API and storage requests need the project's API key, except
 * what pages follow or load without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabase } from '../../emulators/supabase/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { SupabaseInfo } from '../../emulators/stack-types.ts';
import { DEMO_USERS } from '../../emulators/demo/users.ts';
import { corsPreflight } from '../support/http.ts';
import { removeDataDir, tempDataDir } from '../support/stack.ts';

const APP_ORIGIN = 'http://192.168.1.20:4173';
const FOREIGN = 'https://evil.example';
const alice = DEMO_USERS[0]!;

const dataDir = tempDataDir('parley-gateway-');
let supabase: ServiceHandle<SupabaseInfo>;

beforeAll(async () => {
  supabase = await startSupabase({ host: '127.0.0.1', port: 0, dataDir, siteUrl: APP_ORIGIN });
});

afterAll(async () => {
  await supabase.close();
  removeDataDir(dataDir);
});

const url = (path: string) => `${supabase.info.url}${path}`;

/** A password sign-in as supabase-js sends it from a page of `origin`. */
function signIn(origin: string | undefined, apikey = supabase.info.anonKey): Promise<Response> {
  return fetch(url('/auth/v1/token?grant_type=password'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(apikey ? { apikey } : {}),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify({ email: alice.email, password: alice.password }),
  });
}

const preflight = (origin: string) =>
  corsPreflight(url('/auth/v1/token?grant_type=password'), {
    origin,
    method: 'POST',
    headers: 'apikey, authorization, content-type, x-client-info',
  });

describe('web pages of other sites', () => {
  it.each([
    FOREIGN,
    'null',
    'http://127.0.0.1.evil.example:4173',
    'http://localhost.evil.example',
    'http://192.168.1.20:4174',
    'https://127.0.0.1:4173',
  ])('are refused a preflight from %s: 403 and no Access-Control-Allow-Origin', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.status).toBe(403);
    expect(answer.origin).toBeNull();
    expect(answer.methods).toBeNull();
  });

  it('are refused a sign-in to a demo account, with no token and no CORS headers', async () => {
    const response = await signIn(FOREIGN);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.text()).not.toContain('access_token');
  });
});

describe('pages of the app and of this machine', () => {
  it.each([APP_ORIGIN, 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:8080'])(
    'are answered from %s: the preflight, then the sign-in',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer).toMatchObject({ status: 204, origin });
      const response = await signIn(origin);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await response.json()).toHaveProperty('access_token');
    },
  );

  it('serve callers that send no Origin at all (servers, tools)', async () => {
    const response = await signIn(undefined);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe('the API key', () => {
  it.each([
    ['POST', '/auth/v1/token?grant_type=password'],
    ['GET', '/auth/v1/user'],
    ['GET', '/auth/v1/health'],
    ['GET', '/rest/v1/user_profiles?select=user_id'],
    ['POST', '/storage/v1/object/list/avatars'],
    ['GET', `/storage/v1/object/authenticated/avatars/${alice.id}/a.png`],
  ])('is required for %s %s, refused in the hosted gateway words', async (method, path) => {
    const response = await fetch(url(path), {
      method,
      headers: { origin: 'http://localhost:4173', 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    // The app can read why: the refusal carries its origin's CORS headers.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  });

  it('is taken from the apikey query parameter too, as the gateway takes it', async () => {
    const response = await fetch(url(`/auth/v1/settings?apikey=${supabase.info.anonKey}`));
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('is passed on whatever its value: which key it is, the services decide', async () => {
    const response = await fetch(url('/auth/v1/settings'), { headers: { apikey: 'not-a-key' } });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it.each([
    ['the JWKS verifiers fetch', '/auth/v1/.well-known/jwks.json'],
    ['a link followed from a mail', '/auth/v1/verify?token=nothing&type=recovery'],
    ['a public picture loaded by <img>', `/storage/v1/object/public/avatars/${alice.id}/none.png`],
    ['a signed URL', `/storage/v1/object/sign/avatars/${alice.id}/none.png?token=forged`],
  ])('is not needed for %s', async (_what, path) => {
    const response = await fetch(url(path), { redirect: 'manual' });
    expect(response.status).not.toBe(401);
    await response.body?.cancel();
  });
});
