/**
 * Whether a session may spend a chat-server write on revoking its user's chat tokens now. Stream
 * counts its "Update Users (Partial)" limit per app and per minute, and token minting needs the
 * same budget, so one session may revoke at most once a minute; a repeat within that minute
 * answers as the first did, since that one already revoked every token issued until then.
 *
 * The fact lives in Supabase (`chat_token_revocations`, supabase/migrations), written as the
 * user, so it holds whichever of Vercel's instances answers and costs no privileged key. A
 * function instance's memory would let each new instance, and so a burst of parallel calls,
 * write again; asking Stream when it last revoked would cost a call to Stream every time. The
 * database keeps the time and lets a user's write only start an attempt once the last one is
 * over or confirm the one in force, so writing the table directly frees no window early.
 *
 * An attempt is claimed before the write and confirmed after it: a failed write is never
 * confirmed and holds the next attempt off only for 10 s (the functions' maxDuration), not for
 * the minute, and parallel calls of one session see the attempt in progress instead of writing.
 */
import { randomUUID } from 'node:crypto';
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError } from '../session/errors.ts';
import { fetchAsUser } from '../session/supabase-as-user.ts';

export type RevocationClaim =
  /** This call may revoke, then confirm the attempt. */
  | { kind: 'claimed'; attempt: string }
  /** A revocation of this session was confirmed less than a minute ago. */
  | { kind: 'revoked' }
  /** Another call of this session is revoking, or failed moments ago. */
  | { kind: 'in-progress' };

export interface RevocationWindow {
  claim(accessToken: string, sessionId: string): Promise<RevocationClaim>;
  confirm(accessToken: string, sessionId: string, attempt: string): Promise<void>;
}

interface RevocationRow {
  attempt: string;
  revoked: boolean;
}

const TABLE = '/rest/v1/chat_token_revocations';

export function createRevocationWindow(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  timeoutMs = 3_000,
): RevocationWindow {
  return {
    async claim(accessToken, sessionId) {
      const attempt = randomUUID();
      // An upsert: the database starts this attempt, or answers with the one still in force.
      const response = await fetchAsUser(
        config,
        accessToken,
        `${TABLE}?select=attempt,revoked`,
        timeoutMs,
        {
          method: 'POST',
          body: { session_id: sessionId, attempt },
          prefer: 'resolution=merge-duplicates,return=representation',
        },
      );
      if (response.status !== 200 && response.status !== 201) {
        await response.body?.cancel();
        throw new AuthUnavailableError(`the revocation record answered ${response.status}`);
      }
      const rows = (await response.json().catch(() => null)) as RevocationRow[] | null;
      const row = Array.isArray(rows) ? rows[0] : undefined;
      if (!row) throw new AuthUnavailableError('the revocation record answered no row');
      if (row.attempt === attempt) return { kind: 'claimed', attempt };
      return row.revoked ? { kind: 'revoked' } : { kind: 'in-progress' };
    },

    async confirm(accessToken, sessionId, attempt) {
      const query = new URLSearchParams({
        session_id: `eq.${sessionId}`,
        attempt: `eq.${attempt}`,
      });
      const response = await fetchAsUser(config, accessToken, `${TABLE}?${query}`, timeoutMs, {
        method: 'PATCH',
        body: { revoked: true },
        prefer: 'return=minimal',
      });
      await response.body?.cancel();
      if (response.status !== 204 && response.status !== 200) {
        throw new AuthUnavailableError(`the revocation confirmation answered ${response.status}`);
      }
    },
  };
}
