/**
 * api/stream-token's cache of the project's signing keys: kept 10 minutes, refetched at most
 * once per cool-down whatever kids tokens name, a rotated key picked up on first use, and a
 * failing JWKS not hammered. Nothing here needs the embedded stack.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeySource } from '../../../api/_lib/session/jwks.ts';
import {
  attacker,
  call,
  claims,
  ec,
  es256,
  nowSeconds,
  rotated,
  rsa,
  serveKeys,
  sign,
  startEndpoint,
  upstreamForFile,
  upstreamHits,
} from '../../support/stream-token-endpoint.ts';

await upstreamForFile();

describe('JWKS cache', () => {
  /** A handler whose clock the test moves; the token lifetimes are long enough for any move. */
  async function withClock(mode: string) {
    const clock = { now: Date.now() };
    const endpoint = await startEndpoint(mode, {}, (project) => ({
      now: () => clock.now,
      keySource: createKeySource({
        url: `${project}/auth/v1/.well-known/jwks.json`,
        now: () => clock.now,
      }),
    }));
    const jwksPath = `/${mode}/auth/v1/.well-known/jwks.json`;
    const before = upstreamHits(jwksPath);
    const valid = () => es256(endpoint.project, { exp: nowSeconds() + 86_400 });
    return { clock, endpoint, fetches: () => upstreamHits(jwksPath) - before, valid };
  }

  const randomKid = async (project: string) =>
    sign(claims(project, { exp: nowSeconds() + 86_400 }), attacker.privateKey, {
      alg: 'ES256',
      kid: randomUUID(),
    });

  it('50 random kids cause at most one refetch', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('kids');
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(1);
    clock.now += 31_000; // past the cooldown: one refetch is allowed
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, async () =>
        call(endpoint.url, { token: await randomKid(endpoint.project) }),
      ),
    );
    expect(concurrent.every((result) => result.status === 401)).toBe(true);
    for (let i = 0; i < 50; i++) {
      expect((await call(endpoint.url, { token: await randomKid(endpoint.project) })).status).toBe(
        401,
      );
    }
    expect(fetches()).toBe(2);
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
  });

  it('keeps keys 10 minutes, then fetches them again', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('ttl');
    await call(endpoint.url, { token: await valid() });
    clock.now += 9 * 60_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(1);
    clock.now += 61_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(200);
    expect(fetches()).toBe(2);
  });

  it('picks up a rotated key on its first use', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('rotation');
    await call(endpoint.url, { token: await valid() });
    serveKeys([ec.publicJwk, rsa.publicJwk, rotated.publicJwk]);
    try {
      clock.now += 31_000;
      const token = await sign(
        claims(endpoint.project, { exp: nowSeconds() + 86_400 }),
        rotated.privateKey,
        {
          alg: 'ES256',
          kid: 'ec-2',
        },
      );
      expect((await call(endpoint.url, { token })).status).toBe(200);
      expect(fetches()).toBe(2);
    } finally {
      serveKeys();
    }
  });

  it('does not retry a failing JWKS until the cooldown has passed', async () => {
    const { clock, endpoint, fetches, valid } = await withClock('jwks-500');
    for (let i = 0; i < 20; i++)
      expect((await call(endpoint.url, { token: await valid() })).status).toBe(503);
    expect(fetches()).toBe(1);
    clock.now += 31_000;
    expect((await call(endpoint.url, { token: await valid() })).status).toBe(503);
    expect(fetches()).toBe(2);
  });
});
