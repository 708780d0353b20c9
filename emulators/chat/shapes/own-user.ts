/**
 * The connected user as `health.check` and notification events carry it: the user shape plus
 * their mutes, channel mutes, push preferences and unread totals, which only they see; and a
 * user as QueryUsers and UpdateUsers answer (the spec's FullUserResponse), with the same fields.
 */
import type { ChatApp } from '../app.ts';
import { channelShape } from './channel.ts';
import { pushPreferencesOf } from './push-preference.ts';
import type { Json } from '../http/json.ts';
import type { ChannelRecord, UserRecord } from '../store/records.ts';
import { unreadTotals } from '../events/unread-totals.ts';
import { userById, userShape } from './user.ts';

/** The own user as in `health.check` and notification events: mutes and unread totals included. */
export function ownUserShape(app: ChatApp, userId: string): Json {
  return {
    ...userById(app, userId),
    ...privateFields(app, userId),
    ...pushPreferencesOf(app, userId),
  };
}

/** FullUserResponse's private fields for a viewer who may not see them: present, and empty. */
const UNSEEN: Json = {
  mutes: [],
  channel_mutes: [],
  unread_count: 0,
  total_unread_count: 0,
  unread_channels: 0,
  unread_threads: 0,
};

/**
 * A user in QueryUsers and UpdateUsers answers: the spec's FullUserResponse requires the own
 * user's mutes and unread totals on every user. Filled in only where the viewer may see them
 * (`seesPrivate`: the user themself, or the server); anyone else gets them empty and zero (as
 * the QueryUsers fixture of Stream's Swift SDK has them), so no user reads another's mutes or
 * unread counts.
 */
export function fullUserShape(app: ChatApp, user: UserRecord, seesPrivate: boolean): Json {
  return { ...userShape(app, user), ...(seesPrivate ? privateFields(app, user.id) : UNSEEN) };
}

function privateFields(app: ChatApp, userId: string): Json {
  const mutes = [...app.state.tables.userMutes.values()]
    .filter((m) => m.user_id === userId)
    .map((m) => ({
      user: userById(app, m.user_id),
      target: userById(app, m.target_id),
      created_at: m.created_at,
      updated_at: m.updated_at,
      ...(m.expires ? { expires: m.expires } : {}),
    }));
  return {
    mutes,
    channel_mutes: channelMutesOf(app, userId),
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
