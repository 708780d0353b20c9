/**
 * A user's push preferences as the own user (`push_preferences`) and a channel's state carry
 * them: the spec's PushPreferencesResponse and ChannelPushPreferencesResponse.
 */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import type { PushPreferenceRecord } from '../store/records.ts';

export const pushPreferenceKey = (userId: string, cid = ''): string => `${userId}|${cid}`;

export function pushPreferenceShape(record: PushPreferenceRecord): Json {
  const shape: Json = {};
  if (record.chat_level) shape.chat_level = record.chat_level;
  if (record.call_level && !record.channel_cid) shape.call_level = record.call_level;
  if (record.chat_preferences && !record.channel_cid)
    shape.chat_preferences = record.chat_preferences;
  if (record.disabled_until) shape.disabled_until = record.disabled_until;
  return shape;
}

/** `{push_preferences}` for a user's own user or one channel of theirs, or {} when none is set. */
export function pushPreferencesOf(app: ChatApp, userId: string, cid?: string): Json {
  const record = app.state.get('pushPreferences', pushPreferenceKey(userId, cid));
  return record ? { push_preferences: pushPreferenceShape(record) } : {};
}
