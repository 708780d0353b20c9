/**
 * The sender's reads and writes in Supabase, through PostgREST with the service role (the
 * tables are owner-only under RLS; only this server-side key sees everyone's rows).
 */
import type { PushConfig } from './_config.ts';
import type { NotificationLevel, NotificationSettings } from './_push-recipients.ts';

export interface StoredSubscription {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
}

export interface PushStore {
  /** True the first time this webhook id is seen; false for a retry already handled. */
  recordReceipt(webhookId: string): Promise<boolean>;
  settingsOf(userIds: readonly string[]): Promise<Map<string, NotificationSettings>>;
  subscriptionsOf(userIds: readonly string[]): Promise<StoredSubscription[]>;
  /** Whom each person muted in chat, as their pages copied it (public.push_mutes). */
  mutedPeopleOf(userIds: readonly string[]): Promise<Map<string, Set<string>>>;
  removeSubscription(endpoint: string): Promise<void>;
}

export class StoreUnavailableError extends Error {}

const LEVELS = new Set<string>(['direct', 'all', 'off']);

/** PostgREST's `in.(...)` list: each value quoted, so ids with commas or quotes stay one value. */
function inList(values: readonly string[]): string {
  return `in.(${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')})`;
}

/**
 * Parley's people are Supabase users, whose ids are UUIDs; a chat member with another id (made
 * on the chat server directly) has no settings or devices, and asking for it would fail the
 * whole read (Postgres refuses a malformed uuid).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const supabaseUsers = (userIds: readonly string[]) => userIds.filter((id) => UUID.test(id));

export function createPushStore(
  supabaseUrl: string,
  push: Pick<PushConfig, 'serviceRoleKey'>,
  fetchImpl: typeof fetch = fetch,
): PushStore {
  const headers = {
    apikey: push.serviceRoleKey,
    Authorization: `Bearer ${push.serviceRoleKey}`,
  };

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${supabaseUrl}/rest/v1/${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(5_000),
      });
    } catch (cause) {
      throw new StoreUnavailableError(`Supabase did not answer (${path.split('?')[0]})`, {
        cause,
      });
    }
    return response;
  }

  async function rows(path: string): Promise<Record<string, unknown>[]> {
    const response = await call(path);
    if (!response.ok) {
      throw new StoreUnavailableError(`Supabase answered ${response.status} to a read`);
    }
    const body: unknown = await response.json();
    return Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
  }

  return {
    async recordReceipt(webhookId) {
      const response = await call('webhook_receipts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ webhook_id: webhookId }),
      });
      if (response.status === 409) return false;
      if (!response.ok) {
        throw new StoreUnavailableError(`Supabase answered ${response.status} to the receipt`);
      }
      return true;
    },
    async settingsOf(members) {
      const settings = new Map<string, NotificationSettings>();
      const userIds = supabaseUsers(members);
      if (userIds.length === 0) return settings;
      for (const row of await rows(
        `notification_settings?select=user_id,level,show_text&user_id=${encodeURIComponent(inList(userIds))}`,
      )) {
        if (typeof row.user_id !== 'string' || !LEVELS.has(String(row.level))) continue;
        settings.set(row.user_id, {
          level: row.level as NotificationLevel,
          showText: row.show_text !== false,
        });
      }
      return settings;
    },
    async subscriptionsOf(members) {
      const userIds = supabaseUsers(members);
      if (userIds.length === 0) return [];
      return (
        await rows(
          `push_subscriptions?select=endpoint,user_id,p256dh,auth&user_id=${encodeURIComponent(inList(userIds))}`,
        )
      ).flatMap((row) =>
        typeof row.endpoint === 'string' &&
        typeof row.user_id === 'string' &&
        typeof row.p256dh === 'string' &&
        typeof row.auth === 'string'
          ? [{ endpoint: row.endpoint, userId: row.user_id, p256dh: row.p256dh, auth: row.auth }]
          : [],
      );
    },
    async mutedPeopleOf(members) {
      const muted = new Map<string, Set<string>>();
      const userIds = supabaseUsers(members);
      if (userIds.length === 0) return muted;
      for (const row of await rows(
        `push_mutes?select=user_id,muted_user_ids&user_id=${encodeURIComponent(inList(userIds))}`,
      )) {
        if (typeof row.user_id !== 'string' || !Array.isArray(row.muted_user_ids)) continue;
        muted.set(
          row.user_id,
          new Set(row.muted_user_ids.filter((id): id is string => typeof id === 'string')),
        );
      }
      return muted;
    },
    async removeSubscription(endpoint) {
      const response = await call(
        `push_subscriptions?endpoint=eq.${encodeURIComponent(endpoint)}`,
        { method: 'DELETE', headers: { Prefer: 'return=minimal' } },
      );
      if (!response.ok) {
        throw new StoreUnavailableError(`Supabase answered ${response.status} to a removal`);
      }
    },
  };
}
