/**
 * Token revocation as hosted Stream does it (Tokens & Authentication, "Token Revocation";
 * `revokeUserToken` / `revokeTokens` in stream-chat-js): a user's tokens issued before the user's
 * `revoke_tokens_issued_before`, and every user token issued before the app's, are refused with
 * code 40 like an expired token, so the client asks its token provider for a new one. A token
 * without `iat` cannot prove when it was issued and is refused while any revocation is set.
 * Times are compared in whole seconds (`iat`'s unit): a token minted in the same second as the
 * revocation stands, so signing in right after signing out does not loop.
 */
import type { ChatApp } from '../app.ts';
import type { Caller } from './token-verifier.ts';
import { tokenExpired } from '../http/errors.ts';

const seconds = (time: string): number => Math.floor(Date.parse(time) / 1000);

const revokedBy = (cutoff: string) => (issuedAt: number | undefined) =>
  issuedAt === undefined || issuedAt < seconds(cutoff);

/** Sockets opened with tokens a new revocation ended are closed; reconnecting asks for a new token. */
export function closeRevokedSockets(
  app: ChatApp,
  userId: string | undefined,
  cutoff: string,
): void {
  app.hub.closeRevoked(userId, revokedBy(cutoff));
}

export function refuseRevoked(app: ChatApp, caller: Caller): void {
  if (caller.kind !== 'user') return;
  const cutoffs = [
    app.state.get('settings', 'app')?.revoke_tokens_issued_before,
    app.state.get('users', caller.userId)?.revoke_tokens_issued_before,
  ].filter((time): time is string => typeof time === 'string');
  for (const cutoff of cutoffs) {
    if (revokedBy(cutoff)(caller.issuedAt)) {
      throw tokenExpired(`JWTAuth error: token has been revoked (issued before ${cutoff})`);
    }
  }
}
