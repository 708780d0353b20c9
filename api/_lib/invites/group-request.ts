/**
 * The group a request to the invite functions names: `channel_type` and `channel_id`, as the
 * invite_links table could keep them (supabase/migrations), or a distinct direct message's id,
 * which the functions refuse in words of their own.
 */
import { isDistinct } from './group-entry.ts';

export interface GroupRequest {
  channelType: string;
  channelId: string;
}

/** The table's own rules. */
const CHANNEL_TYPES = new Set(['messaging', 'team']);
const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The group the fields name, or undefined when they name none the table could keep. */
export function groupRequest(fields: Record<string, unknown>): GroupRequest | undefined {
  const { channel_type: type, channel_id: id } = fields;
  if (typeof type !== 'string' || !CHANNEL_TYPES.has(type)) return undefined;
  if (typeof id !== 'string' || !(CHANNEL_ID.test(id) || isDistinct(id))) return undefined;
  return { channelType: type, channelId: id };
}
