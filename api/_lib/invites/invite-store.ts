/**
 * The invite links as the join function reaches them: through the database's own functions
 * (supabase/migrations: check_invite, hold_invite and settle_invite_hold), called as the person
 * following the link, which count the attempt, apply the rate limits, and hold a use in one
 * statement until the join is settled. No privileged key is needed or held.
 */
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError } from '../session/errors.ts';
import { fetchAsUser } from '../session/supabase-as-user.ts';

export type InviteCheck =
  | { outcome: 'ok'; channel_type: string; channel_id: string; created_by: string }
  | { outcome: 'unknown' | 'revoked' | 'expired' | 'spent' | 'rate_limited' };

export interface InviteStore {
  /** What following the link with this hash would do; counts as an attempt. */
  check(accessToken: string, tokenHash: string): Promise<InviteCheck>;
  /** Holds one use; the hold's id, or null when none is left (spent, revoked or expired). */
  hold(accessToken: string, tokenHash: string): Promise<string | null>;
  /** Keeps the held use (`joined`) or gives it back to the link. */
  settle(accessToken: string, hold: string, joined: boolean): Promise<void>;
}

const OUTCOMES = new Set(['ok', 'unknown', 'revoked', 'expired', 'spent', 'rate_limited']);

function isCheck(value: unknown): value is InviteCheck {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (!OUTCOMES.has(answer.outcome as string)) return false;
  return (
    answer.outcome !== 'ok' ||
    (typeof answer.channel_type === 'string' &&
      typeof answer.channel_id === 'string' &&
      typeof answer.created_by === 'string')
  );
}

export function createInviteStore(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  timeoutMs = 3_000,
): InviteStore {
  async function call(
    accessToken: string,
    name: string,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    const response = await fetchAsUser(config, accessToken, `/rest/v1/rpc/${name}`, timeoutMs, {
      method: 'POST',
      body,
      prefer: 'return=representation',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AuthUnavailableError(`${name} answered ${response.status}`);
    }
    return response.json().catch(() => undefined);
  }

  return {
    async check(accessToken, tokenHash) {
      const answer = await call(accessToken, 'check_invite', { p_token_hash: tokenHash });
      if (!isCheck(answer)) throw new AuthUnavailableError('check_invite answered no verdict');
      return answer;
    },
    async hold(accessToken, tokenHash) {
      const answer = await call(accessToken, 'hold_invite', { p_token_hash: tokenHash });
      if (answer !== null && typeof answer !== 'string') {
        throw new AuthUnavailableError('hold_invite answered no hold');
      }
      return answer;
    },
    async settle(accessToken, hold, joined) {
      const answer = await call(accessToken, 'settle_invite_hold', {
        p_hold: hold,
        p_joined: joined,
      });
      if (answer !== true) throw new AuthUnavailableError('settle_invite_hold found no hold');
    },
  };
}
