/** A channel's settable data: the columns Stream validates (cooldown, frozen…) and the custom rest. */
import { inputError } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import type { ChannelRecord } from '../../store/records.ts';

/** Channel data keys that are columns, not custom data. */
const CHANNEL_COLUMNS = new Set([
  'frozen',
  'disabled',
  'cooldown',
  'team',
  'members',
  'created_by',
  'created_by_id',
  'own_capabilities',
  'config',
  'cid',
  'id',
  'type',
  'created_at',
  'updated_at',
  'member_count',
  'last_message_at',
  'hidden',
  'truncated_at',
  'config_overrides',
]);

export function applyChannelData(
  channel: ChannelRecord,
  data: Json,
  replace: boolean,
): ChannelRecord {
  const next: ChannelRecord = { ...channel, custom: replace ? {} : { ...channel.custom } };
  for (const [key, value] of Object.entries(data)) {
    if (key === 'frozen') next.frozen = Boolean(value);
    else if (key === 'disabled') next.disabled = Boolean(value);
    else if (key === 'cooldown') next.cooldown = cooldownValue(value);
    else if (key === 'team') next.team = value === null ? undefined : String(value);
    else if (!CHANNEL_COLUMNS.has(key)) next.custom[key] = value;
  }
  return next;
}

export function cooldownValue(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 120) {
    throw inputError('cooldown must be an integer between 0 and 120 seconds');
  }
  return value;
}
