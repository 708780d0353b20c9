/**
 * Token revocation through the official client, as hosted Stream documents it: after
 * `revokeUserToken` the user's older tokens answer code 40, the client asks its token provider
 * for a new one and goes on; a revoked token cannot connect; `revokeTokens` does the same app-wide.
 */
import { describe, expect, it } from 'vitest';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const signer = chat.server();
await chat.createUsers(['revoked', 'app-revoked', 'bystander']);

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A token issued `ago` seconds in the past, valid for an hour. */
const tokenIssued = (userId: string, ago: number) =>
  signer.createToken(userId, nowSeconds() + 3600, nowSeconds() - ago);

describe("revoking a user's tokens", () => {
  it('answers 40 to older tokens; the client fetches a fresh one from its provider and goes on', async () => {
    let calls = 0;
    const client = newClient(chat.info);
    // The first token predates the revocation; every later one is minted after it.
    const provider = async () => tokenIssued('revoked', ++calls === 1 ? 120 : 0);
    await client.connectUser({ id: 'revoked' }, provider);
    await signer.revokeUserToken('revoked');
    // The server closes the socket of the revoked token; reconnecting asks the provider again.
    await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => client.wsConnection?.isHealthy, { timeout: 10_000 }).toBe(true);
    const { users } = await client.queryUsers({ id: 'bystander' });
    expect(users[0]?.id).toBe('bystander');
    await client.disconnectUser();
  });

  it('refuses a revoked token on connect and on REST with code 40, a newer one works', async () => {
    const old = tokenIssued('revoked', 120);
    const refused = await failure(newClient(chat.info).connectUser({ id: 'revoked' }, old));
    expect(refused.message).toMatch(/"code":40/);
    const fresh = newClient(chat.info);
    await fresh.connectUser({ id: 'revoked' }, tokenIssued('revoked', 0));
    expect(fresh.wsConnection?.isHealthy).toBe(true);
    await fresh.disconnectUser();
    const { users } = await signer.queryUsers({ id: 'revoked' });
    expect(users[0]?.revoke_tokens_issued_before).toEqual(expect.any(String));
  });

  it('leaves other users alone', async () => {
    const bystander = newClient(chat.info);
    await bystander.connectUser({ id: 'bystander' }, tokenIssued('bystander', 120));
    expect(bystander.wsConnection?.isHealthy).toBe(true);
    await bystander.disconnectUser();
  });
});

embeddedOnly('revokes every token of the app').describe('revoking every token of the app', () => {
  it('refuses every user token issued before, until lifted', async () => {
    await signer.revokeTokens(new Date());
    try {
      const refused = await failure(
        newClient(chat.info).connectUser({ id: 'app-revoked' }, tokenIssued('app-revoked', 120)),
      );
      expect(refused.message).toMatch(/"code":40/);
      const fresh = newClient(chat.info);
      await fresh.connectUser({ id: 'app-revoked' }, tokenIssued('app-revoked', 0));
      await fresh.disconnectUser();
    } finally {
      await signer.revokeTokens(null);
    }
    const again = newClient(chat.info);
    await again.connectUser({ id: 'app-revoked' }, tokenIssued('app-revoked', 120));
    await again.disconnectUser();
  });
});
