/**
 * The sender's reads and writes in Supabase, through PostgREST with the service role (the
 * tables are owner-only under RLS; only this server-side key sees everyone's rows). Devices come
 * from public.push_devices_of, which keeps only those whose session is still alive.
 */
import { createHash } from 'node:crypto';
import type { PushConfig } from '../config/push-config.ts';
import type { NotificationLevel, NotificationSettings } from './recipients.ts';

export interface StoredSubscription {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
}

export interface PushStore {
  settingsOf(userIds: readonly string[]): Promise<Map<string, NotificationSettings>>;
  /** The devices of these people whose session is still alive. */
  devicesOf(userIds: readonly string[]): Promise<StoredSubscription[]>;
  /**
   * Claims the message's push to each device, in one write: the endpoints returned were not
   * claimed before and are now this call's to send; the others were (or are being) pushed.
   */
  claimReceipts(messageId: string, endpoints: readonly string[]): Promise<Set<string>>;
  /** Gives claims back, so Stream's retry of the webhook pushes to those devices. */
  releaseReceipts(messageId: string, endpoints: readonly string[]): Promise<void>;
  /** Deletes receipts claimed before `before` (older than any event still accepted). */
  forgetReceipts(before: Date): Promise<void>;
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

/** A receipt names a device by its endpoint's SHA-256: the endpoint itself is a capability. */
export const endpointKey = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('base64url');

/** Ids per DELETE, so a release's URL stays short whatever the number of devices. */
const RELEASE_BATCH = 50;

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
    async devicesOf(members) {
      const userIds = supabaseUsers(members);
      if (userIds.length === 0) return [];
      const response = await call('rpc/push_devices_of', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_ids: userIds }),
      });
      if (!response.ok) {
        throw new StoreUnavailableError(`Supabase answered ${response.status} to the devices`);
      }
      const body: unknown = await response.json();
      return (Array.isArray(body) ? (body as Record<string, unknown>[]) : []).flatMap((row) =>
        typeof row.endpoint === 'string' &&
        typeof row.user_id === 'string' &&
        typeof row.p256dh === 'string' &&
        typeof row.auth === 'string'
          ? [{ endpoint: row.endpoint, userId: row.user_id, p256dh: row.p256dh, auth: row.auth }]
          : [],
      );
    },
    async claimReceipts(messageId, endpoints) {
      if (endpoints.length === 0) return new Set();
      const byKey = new Map(endpoints.map((endpoint) => [endpointKey(endpoint), endpoint]));
      const response = await call('push_receipts?select=endpoint_sha256', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'resolution=ignore-duplicates,return=representation',
        },
        body: JSON.stringify(
          [...byKey.keys()].map((key) => ({ message_id: messageId, endpoint_sha256: key })),
        ),
      });
      if (!response.ok) {
        throw new StoreUnavailableError(`Supabase answered ${response.status} to the claim`);
      }
      const body: unknown = await response.json();
      const claimed = new Set<string>();
      for (const row of Array.isArray(body) ? (body as Record<string, unknown>[]) : []) {
        const endpoint = byKey.get(String(row.endpoint_sha256));
        if (endpoint !== undefined) claimed.add(endpoint);
      }
      return claimed;
    },
    async releaseReceipts(messageId, endpoints) {
      const keys = endpoints.map(endpointKey);
      for (let start = 0; start < keys.length; start += RELEASE_BATCH) {
        const batch = keys.slice(start, start + RELEASE_BATCH);
        const response = await call(
          `push_receipts?message_id=eq.${encodeURIComponent(messageId)}&endpoint_sha256=${encodeURIComponent(inList(batch))}`,
          { method: 'DELETE', headers: { Prefer: 'return=minimal' } },
        );
        if (!response.ok) {
          throw new StoreUnavailableError(`Supabase answered ${response.status} to a release`);
        }
      }
    },
    async forgetReceipts(before) {
      const response = await call(
        `push_receipts?claimed_at=lt.${encodeURIComponent(before.toISOString())}`,
        { method: 'DELETE', headers: { Prefer: 'return=minimal' } },
      );
      if (!response.ok) {
        throw new StoreUnavailableError(`Supabase answered ${response.status} to the clean-up`);
      }
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
