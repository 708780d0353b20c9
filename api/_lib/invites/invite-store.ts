/**
 * The invite links as the functions reach them: through the database's own functions
 * (supabase/migrations: create_invite_link, check_invite, hold_invite, settle_invite_hold,
 * list_invite_links, find_invite_link and revoke_invite_link), called with the service key for
 * the person the session gate verified. Nobody else may call them, nor reach the table: a person
 * who knows a link cannot spend its uses, and nobody stores, lists or revokes a link, outside
 * these functions and what they check first (the chat server's rights, the rate limits).
 */
import { ConfigError, type FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError } from '../session/errors.ts';

export type InviteCheck =
  | { outcome: 'ok'; channel_type: string; channel_id: string; created_by: string }
  /** A link that no longer opens its conversation, which it names (someone in it is let in). */
  | { outcome: 'revoked' | 'expired' | 'spent'; channel_type?: string; channel_id?: string }
  | { outcome: 'unknown' }
  | { outcome: 'rate_limited' };

/**
 * What holding a use found: a new hold (its id is for the calling function alone), the person's
 * own hold another of their requests is settling, a use the person kept before (one each, ever),
 * or no use left (spent, revoked or expired).
 */
export type InviteHold =
  { outcome: 'held'; hold: string } | { outcome: 'holding' | 'kept' | 'none' };

/** A link as its maker sees it; the token itself is never stored. */
export interface StoredLink {
  id: string;
  created_at: string;
  expires_at: string;
  max_uses: number | null;
  uses: number;
  revoked_at: string | null;
}

/** A link as the members who manage its group see it: its state, its group and its maker. */
export interface ManagedLink extends StoredLink {
  channel_type: string;
  channel_id: string;
  created_by: string;
}

export interface NewLinkRequest {
  maker: string;
  tokenHash: string;
  channelType: string;
  channelId: string;
  days: number;
  maxUses: number | null;
}

export interface InviteStore {
  create(link: NewLinkRequest): Promise<StoredLink>;
  /** What following the link with this hash would do for the person; counts as an attempt. */
  check(user: string, tokenHash: string): Promise<InviteCheck>;
  /** Holds one use for the person, unless they hold or spent one of this link already. */
  hold(user: string, tokenHash: string): Promise<InviteHold>;
  /** Keeps the held use (`joined`) or gives it back to the link. */
  settle(user: string, hold: string, joined: boolean): Promise<void>;
  /** The group's links, live and past, newest first. */
  list(channelType: string, channelId: string): Promise<ManagedLink[]>;
  /** The link with this id, or null when there is none. */
  find(id: string): Promise<ManagedLink | null>;
  /** Closes the link (a revoked one stays as it was); null when there is none. */
  revoke(id: string): Promise<ManagedLink | null>;
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

const HOLD_OUTCOMES = new Set(['holding', 'kept', 'none']);

function isHold(value: unknown): value is InviteHold {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return answer.outcome === 'held'
    ? typeof answer.hold === 'string'
    : HOLD_OUTCOMES.has(answer.outcome as string);
}

function isStoredLink(value: unknown): value is StoredLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.id === 'string' &&
    typeof link.created_at === 'string' &&
    typeof link.expires_at === 'string' &&
    (link.max_uses === null || typeof link.max_uses === 'number') &&
    typeof link.uses === 'number' &&
    (link.revoked_at === null || typeof link.revoked_at === 'string')
  );
}

function isManagedLink(value: unknown): value is ManagedLink {
  if (!isStoredLink(value)) return false;
  const link = value as unknown as Record<string, unknown>;
  return (
    typeof link.channel_type === 'string' &&
    typeof link.channel_id === 'string' &&
    typeof link.created_by === 'string'
  );
}

function linkOrNull(name: string, answer: unknown): ManagedLink | null {
  if (answer !== null && !isManagedLink(answer)) {
    throw new AuthUnavailableError(`${name} answered no link`);
  }
  return answer;
}

export function createInviteStore(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseServiceRoleKey'>,
  timeoutMs = 3_000,
): InviteStore {
  const key = config.supabaseServiceRoleKey;
  if (key === undefined) {
    throw new ConfigError(
      'SUPABASE_SERVICE_ROLE_KEY',
      'is required to make and follow invite links',
    );
  }
  const headers = {
    apikey: key,
    authorization: `Bearer ${key}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };

  async function call(name: string, body: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new AuthUnavailableError(`Supabase unreachable for ${name}`, { cause });
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AuthUnavailableError(`${name} answered ${response.status}`);
    }
    return response.json().catch(() => undefined);
  }

  return {
    async create(link) {
      const answer = await call('create_invite_link', {
        p_user: link.maker,
        p_token_hash: link.tokenHash,
        p_channel_type: link.channelType,
        p_channel_id: link.channelId,
        p_days: link.days,
        p_max_uses: link.maxUses,
      });
      if (!isStoredLink(answer))
        throw new AuthUnavailableError('create_invite_link answered no link');
      return answer;
    },
    async check(user, tokenHash) {
      const answer = await call('check_invite', { p_user: user, p_token_hash: tokenHash });
      if (!isCheck(answer)) throw new AuthUnavailableError('check_invite answered no verdict');
      return answer;
    },
    async hold(user, tokenHash) {
      const answer = await call('hold_invite', { p_user: user, p_token_hash: tokenHash });
      if (!isHold(answer)) throw new AuthUnavailableError('hold_invite answered no hold');
      return answer;
    },
    async settle(user, hold, joined) {
      const answer = await call('settle_invite_hold', {
        p_user: user,
        p_hold: hold,
        p_joined: joined,
      });
      if (answer !== true) throw new AuthUnavailableError('settle_invite_hold found no hold');
    },
    async list(channelType, channelId) {
      const answer = await call('list_invite_links', {
        p_channel_type: channelType,
        p_channel_id: channelId,
      });
      if (!Array.isArray(answer) || !answer.every(isManagedLink)) {
        throw new AuthUnavailableError('list_invite_links answered no list');
      }
      return answer;
    },
    async find(id) {
      return linkOrNull('find_invite_link', await call('find_invite_link', { p_link: id }));
    },
    async revoke(id) {
      return linkOrNull('revoke_invite_link', await call('revoke_invite_link', { p_link: id }));
    },
  };
}
