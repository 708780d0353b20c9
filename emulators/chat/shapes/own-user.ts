/**
 * The connected user as `health.check` and notification events carry it: the user shape plus
 * their mutes, channel mutes, push devices and preferences and unread totals, which only they see.
 */
import type { ChatApp } from '../app.ts';
import { channelShape } from './channel.ts';
import { devicesOf } from './device.ts';
import { pushPreferencesOf } from './push-preference.ts';
import type { Json } from '../json.ts';
import type { ChannelRecord } from '../store/records.ts';
import { unreadTotals } from '../unread-totals.ts';
import { userById } from './user.ts';

/** The own user as in `health.check` and notification events: mutes and unread totals included. */
export function ownUserShape(app: ChatApp, userId: string): Json {
  const { state } = app;
  const mutes = [...state.tables.userMutes.values()]
    .filter((m) => m.user_id === userId)
    .map((m) => ({
      user: userById(app, m.user_id),
      target: userById(app, m.target_id),
      created_at: m.created_at,
      updated_at: m.updated_at,
      ...(m.expires ? { expires: m.expires } : {}),
    }));
  return {
    ...userById(app, userId),
    mutes,
    channel_mutes: channelMutesOf(app, userId),
    devices: devicesOf(app, userId),
    ...pushPreferencesOf(app, userId),
    ...unreadTotals(app, userId),
  };
}

export function channelMutesOf(app: ChatApp, userId: string): Json[] {
  return [...app.state.tables.channelMutes.values()]
    .filter((m) => m.user_id === userId && app.state.get('channels', m.cid))
    .map((m) => ({
      user: userById(app, userId),
      channel: channelShape(app, app.state.get('channels', m.cid) as ChannelRecord, undefined),
      created_at: m.created_at,
      updated_at: m.updated_at,
      ...(m.expires ? { expires: m.expires } : {}),
    }));
}
