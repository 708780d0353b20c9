/**
 * api/stream-token with sessions it accepts: a token for the session's user with the configured
 * expiry (ES256, RS256, anonymous, legacy HS256), allowed origins, two-factor users only from an
 * aal2 session, a session signed out refused, and the chat identity written from the profile.
 * Nothing here needs the embedded stack; stack.test.ts covers real sessions.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  JWT_SECRET,
  STREAM_SECRET,
  USER,
  call,
  claims,
  endedSessions,
  es256,
  factorsByUser,
  nowSeconds,
  profilesByUser,
  rsa,
  sign,
  startEndpoint,
  upstreamForFile,
  upstreamHits,
  written,
  type Endpoint,
} from '../../support/stream-token-endpoint.ts';

await upstreamForFile();

describe('valid sessions', () => {
  let main: Endpoint;
  beforeAll(async () => {
    main = await startEndpoint('ok');
  });

  it('mints a Stream token for the ES256 session subject, with iat and the configured expiry', async () => {
    const before = nowSeconds();
    const result = await call(main.url, { token: await es256(main.project) });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.user_id).toBe(USER);
    const { payload } = await jwtVerify(
      String(result.body.token),
      new TextEncoder().encode(STREAM_SECRET),
      {
        algorithms: ['HS256'],
      },
    );
    expect(payload.user_id).toBe(USER);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 900);
    expect(result.body.expires_at).toBe(payload.exp);
  });

  it('accepts RS256 sessions, anonymous sessions and a matching user_id', async () => {
    const rs = await sign(claims(main.project), rsa.privateKey, { alg: 'RS256', kid: 'rsa-1' });
    expect((await call(main.url, { token: rs })).status).toBe(200);
    const anonymous = await es256(main.project, {
      is_anonymous: true,
      amr: [{ method: 'anonymous', timestamp: 1 }],
    });
    expect((await call(main.url, { token: anonymous })).status).toBe(200);
    const matching = await call(main.url, {
      token: await es256(main.project),
      query: `?user_id=${USER}`,
    });
    expect(matching.status).toBe(200);
    expect(matching.body.user_id).toBe(USER);
  });

  it('honours STREAM_TOKEN_TTL_SECONDS', async () => {
    const short = await startEndpoint('ok', { STREAM_TOKEN_TTL_SECONDS: '120' });
    const result = await call(short.url, { token: await es256(short.project) });
    const payload = decodeJwt(String(result.body.token));
    expect(payload.exp).toBe((payload.iat as number) + 120);
  });

  it('accepts legacy HS256 sessions only when SUPABASE_JWT_SECRET is set', async () => {
    const legacy = await startEndpoint('ok', { SUPABASE_JWT_SECRET: JWT_SECRET });
    const token = await sign(claims(legacy.project), new TextEncoder().encode(JWT_SECRET), {
      alg: 'HS256',
    });
    expect((await call(legacy.url, { token })).status).toBe(200);
    expect((await call(main.url, { token })).status).toBe(401);
  });

  it('allows same-origin callers and listed preview origins, and answers their preflight', async () => {
    const cors = await startEndpoint('ok', { ALLOWED_ORIGINS: 'https://parley-*-team.vercel.app' });
    const token = await es256(cors.project);
    const sameOrigin = await call(cors.url, { token, origin: new URL(cors.url).origin });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const preview = 'https://parley-git-feature-team.vercel.app';
    const allowed = await call(cors.url, { token, origin: preview });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(preview);
    const preflight = await call(cors.url, { method: 'OPTIONS', origin: preview });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization');
  });
});

describe('two-factor sign-in protects chat access (on unless REQUIRE_AAL2=false)', () => {
  const TOTP_USER = 'c0ffee00-0000-4000-8000-00000000000a';

  beforeAll(() => {
    factorsByUser.set(TOTP_USER, [{ status: 'verified' }]);
    factorsByUser.set(USER, [{ status: 'unverified' }]);
  });

  const aal2 = (project: string) =>
    es256(project, {
      sub: TOTP_USER,
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: nowSeconds() },
        { method: 'password', timestamp: nowSeconds() },
      ],
    });

  it('refuses an aal1 session of a user with a verified factor and accepts their aal2 session', async () => {
    const endpoint = await startEndpoint('aal');
    const aal1 = await call(endpoint.url, {
      token: await es256(endpoint.project, { sub: TOTP_USER }),
    });
    expect(aal1.status).toBe(403);
    expect(aal1.body.error).toBe('aal2_required');
    expect((await call(endpoint.url, { token: await aal2(endpoint.project) })).status).toBe(200);
  });

  it('lets aal1 through for users without a verified factor', async () => {
    const endpoint = await startEndpoint('aal-none');
    expect((await call(endpoint.url, { token: await es256(endpoint.project) })).status).toBe(200);
  });

  it('lets aal1 through only when the deployment turned the check off explicitly', async () => {
    const off = await startEndpoint('aal-off', { REQUIRE_AAL2: 'false' });
    const token = await es256(off.project, { sub: TOTP_USER });
    expect((await call(off.url, { token })).status).toBe(200);
  });
});

describe('a session signed out is refused', () => {
  it('answers 401 once the auth server no longer knows the session, 503 when it fails', async () => {
    const revoked = await startEndpoint('user-revoked');
    const gone = await call(revoked.url, { token: await es256(revoked.project) });
    expect(gone.status).toBe(401);
    expect(gone.body.error).toBe('invalid_token');
    const failing = await startEndpoint('user-500');
    expect((await call(failing.url, { token: await es256(failing.project) })).status).toBe(503);
  });

  it('asks the auth server at every request, so a sign-out takes effect at once', async () => {
    const endpoint = await startEndpoint('liveness');
    const sessionId = randomUUID();
    const token = await es256(endpoint.project, {
      session_id: sessionId,
      exp: nowSeconds() + 86_400,
    });
    const lookups = () => upstreamHits('/liveness/auth/v1/user');
    for (let i = 0; i < 3; i++) expect((await call(endpoint.url, { token })).status).toBe(200);
    expect(lookups()).toBe(3);

    endedSessions.add(sessionId);
    expect((await call(endpoint.url, { token })).status).toBe(401);
    expect(lookups()).toBe(4);
  });
});

describe('the chat identity is the profile', () => {
  it("writes the name and picture others see from the user's profile row before minting", async () => {
    const endpoint = await startEndpoint('identity');
    const user = randomUUID();
    profilesByUser.set(user, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_picture_url: `${endpoint.project}/storage/v1/object/public/avatars/${user}/a.png`,
    });
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: user }) });
    expect(written.at(-1)).toEqual({
      id: user,
      name: 'Ada Lovelace',
      image: `${endpoint.project}/storage/v1/object/public/avatars/${user}/a.png`,
    });

    const unnamed = randomUUID();
    profilesByUser.set(unnamed, { first_name: null, last_name: 'Rivera', profile_picture_url: '' });
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: unnamed }) });
    expect(written.at(-1)).toEqual({ id: unnamed, name: 'User Rivera' });

    const rowless = randomUUID();
    await call(endpoint.url, { token: await es256(endpoint.project, { sub: rowless }) });
    expect(written.at(-1)).toEqual({ id: rowless, name: 'User ' });
  });
});
