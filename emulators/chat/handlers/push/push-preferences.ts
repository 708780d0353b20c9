/**
 * `POST /push_preferences {preferences: [...]}` (UpsertPushPreferences in Stream's client-side
 * OpenAPI spec; stream-chat's `setPushPreferences`): a user's push levels, for all their
 * conversations or for one (`channel_cid`), with `disabled_until` to snooze and `remove_disable`
 * to end a snooze. A client-side call sets its own user's; a server-side one names `user_id`.
 * The answer maps each user to their user-level preferences and each user and channel to the
 * channel's; the user-level ones come back in the own user's `push_preferences`, a channel's in
 * its state's. This server sends no mobile pushes: they are kept so the SDK's calls answer as
 * hosted ones do (Parley's Web Push follows its own notification settings).
 */
import { findChannel } from '../../channels/channel-view.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { objectField, stringField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { parseTime } from '../../messages/message-extras.ts';
import type { PushPreferenceRecord } from '../../store/records.ts';
import { pushPreferenceKey, pushPreferenceShape } from '../../shapes/push-preference.ts';

const CHAT_LEVELS = ['all', 'mentions', 'direct_mentions', 'all_mentions', 'none', 'default'];
const CALL_LEVELS = ['all', 'none', 'default'];
const PREFERENCE_LEVELS = ['all', 'none'];
const MAX_PREFERENCES = 100;

function level(body: Json, name: string, allowed: string[]): string | undefined {
  const value = stringField(body, name);
  if (value !== undefined && !allowed.includes(value)) {
    throw inputError(`${name} must be one of ${allowed.join(', ')}`);
  }
  return value;
}

function chatPreferences(body: Json): Record<string, string> | undefined {
  const raw = objectField(body, 'chat_preferences');
  if (!raw) return undefined;
  return Object.fromEntries(
    Object.keys(raw).map((name) => [name, level(raw, name, PREFERENCE_LEVELS) as string]),
  );
}

function disabledUntil(body: Json): string | undefined {
  const raw = body.disabled_until;
  return raw === undefined || raw === null ? undefined : parseTime(raw, 'disabled_until');
}

function apply(ctx: RequestContext, input: Json): PushPreferenceRecord {
  const userId = actingUserId(ctx, input.user_id);
  const cid = stringField(input, 'channel_cid');
  if (cid !== undefined) {
    const channel = findChannel(ctx.app, cid);
    if (!ctx.app.state.member(channel.cid, userId)) {
      throw notAllowed(`user ${userId} is not a member of channel ${cid}`);
    }
  }
  const key = pushPreferenceKey(userId, cid);
  const previous = ctx.app.state.get('pushPreferences', key);
  const next: PushPreferenceRecord = { ...previous, user_id: userId };
  if (cid !== undefined) next.channel_cid = cid;
  const chat = level(input, 'chat_level', CHAT_LEVELS);
  if (chat !== undefined) next.chat_level = chat;
  if (cid === undefined) {
    const call = level(input, 'call_level', CALL_LEVELS);
    if (call !== undefined) next.call_level = call;
    const preferences = chatPreferences(input);
    if (preferences) next.chat_preferences = { ...next.chat_preferences, ...preferences };
  }
  const until = disabledUntil(input);
  if (until !== undefined) next.disabled_until = until;
  if (input.remove_disable === true) delete next.disabled_until;
  ctx.app.state.put('pushPreferences', key, next);
  return next;
}

export function upsertPushPreferences(ctx: RequestContext): Json {
  const list = ctx.body.preferences;
  if (!Array.isArray(list) || list.length === 0) {
    throw inputError('preferences is a required field');
  }
  if (list.length > MAX_PREFERENCES) {
    throw inputError(`preferences must hold at most ${MAX_PREFERENCES} entries`);
  }
  const users: Record<string, Json> = {};
  const channels: Record<string, Record<string, Json>> = {};
  for (const input of list) {
    if (!isObject(input)) throw inputError('preferences must be a list of objects');
    const record = apply(ctx, input);
    if (record.channel_cid) {
      channels[record.user_id] = {
        ...channels[record.user_id],
        [record.channel_cid]: pushPreferenceShape(record),
      };
    } else users[record.user_id] = pushPreferenceShape(record);
  }
  return { user_preferences: users, user_channel_preferences: channels };
}
