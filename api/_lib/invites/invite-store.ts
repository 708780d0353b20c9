/**
 * The invite links as the join function reaches them: through the database's own functions
 * (supabase/migrations, check_invite and spend_invite), called as the person following the link,
 * which count the attempt, apply the rate limits and spend a use in one statement. No privileged
 * key is needed or held.
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
  /** Takes one use; false when none is left (spent, revoked or expired meanwhile). */
  spend(accessToken: string, tokenHash: string): Promise<boolean>;
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
  async function call(accessToken: string, name: string, tokenHash: string): Promise<unknown> {
    const response = await fetchAsUser(config, accessToken, `/rest/v1/rpc/${name}`, timeoutMs, {
      method: 'POST',
      body: { p_token_hash: tokenHash },
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
      const answer = await call(accessToken, 'check_invite', tokenHash);
      if (!isCheck(answer)) throw new AuthUnavailableError('check_invite answered no verdict');
      return answer;
    },
    async spend(accessToken, tokenHash) {
      const answer = await call(accessToken, 'spend_invite', tokenHash);
      if (typeof answer !== 'boolean') throw new AuthUnavailableError('spend_invite answered no');
      return answer;
    },
  };
}
