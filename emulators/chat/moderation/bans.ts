/**
 * Bans: in one channel (moderators, with `ban-channel-members`) or across the app (admins).
 * A banned member loses every capability in the channel, a globally banned user everywhere;
 * watchers get `user.banned` / `user.unbanned`. A ban with a `timeout` lifts itself when it
 * expires (also if the server was down meanwhile). A channel ban may also reach every channel the
 * banner creates later (`ban_from_future_channels`, stream-chat's BanUserOptions): such a channel
 * starts with the same ban. Made through the ban endpoints, slash commands and the review queue.
 */
import type { ChatApp } from '../app.ts';
import { requireCapability, type Actor } from '../auth/permissions.ts';
import { findChannel } from '../channels/channel-view.ts';
import type { ClientConnection } from '../connections/hub.ts';
import { channelEvent, sendTo } from '../events/fan-out.ts';
import { inputError, notAllowed, notFound } from '../http/errors.ts';
import type { Json } from '../http/json.ts';
import { userById } from '../shapes/user.ts';
import type { BanRecord, FutureBanRecord } from '../store/moderation-records.ts';
import type { ChannelRecord } from '../store/records.ts';
import { timestamp } from '../time/clock.ts';
import { deleteMessagesOf, deleteReactionsOf, type MessageDeletion } from './ban-cleanup.ts';
import { timersOf, type DueTimers } from '../time/timers.ts';

export const banKey = (userId: string, cid?: string): string => `${cid ?? '*'}|${userId}`;
export const futureBanKey = (bannerId: string, userId: string): string => `${bannerId}|${userId}`;

export interface BanRequest {
  targetId: string;
  cid?: string;
  reason?: string;
  /** Minutes, as Stream's `timeout`. */
  timeout?: number;
  /** Also ban from every channel the banner creates from now on. */
  futureChannels?: boolean;
  deleteMessages?: MessageDeletion;
  deleteReactions?: boolean;
}

function requireBanRight(app: ChatApp, actor: Actor, channel: ChannelRecord | undefined): void {
  if (channel) {
    requireCapability(
      actor,
      channel,
      app.state.member(channel.cid, actor.userId),
      'ban-channel-members',
      'BanChannelMember',
    );
  } else if (actor.caller.kind !== 'server' && actor.role !== 'admin') {
    throw notAllowed(
      `User '${actor.userId}' with role '${actor.role}' is not allowed to perform action BanUser in scope 'app'`,
    );
  }
}

/** Watchers of the channel, or of every channel the user is in for an app-wide ban. */
function notify(
  app: ChatApp,
  type: string,
  targetId: string,
  cid: string | undefined,
  fields: Json,
): void {
  const cids = cid ? [cid] : [...app.state.channelsOf(targetId)];
  const sent = new Set<ClientConnection>();
  for (const one of cids) {
    const channel = app.state.get('channels', one);
    if (!channel) continue;
    const event = channelEvent(type, channel, { user: userById(app, targetId), ...fields });
    const targets = [...app.hub.watchersOf(one), ...app.hub.connectionsOf(targetId)].filter(
      (c) => !sent.has(c),
    );
    targets.forEach((c) => sent.add(c));
    sendTo(targets, event);
  }
}

function setBannedFlag(
  app: ChatApp,
  targetId: string,
  cid: string | undefined,
  banned: boolean,
): void {
  if (cid) {
    const member = app.state.member(cid, targetId);
    if (member)
      app.state.put('members', `${cid}|${targetId}`, {
        ...member,
        banned,
        updated_at: timestamp(),
      });
    return;
  }
  const user = app.state.get('users', targetId);
  if (user) app.state.put('users', targetId, { ...user, banned, updated_at: timestamp() });
}

export function ban(app: ChatApp, actor: Actor, request: BanRequest): BanRecord {
  const channel = request.cid ? findChannel(app, request.cid) : undefined;
  requireBanRight(app, actor, channel);
  if (!app.state.get('users', request.targetId))
    throw notFound(`target user ${request.targetId} not found`);
  if (request.targetId === actor.userId) throw inputError('a user cannot ban themselves');
  if (request.futureChannels && !request.cid)
    throw inputError('ban_from_future_channels needs a channel ban: type and id are required');
  const now = timestamp();
  const terms = {
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.timeout
      ? { expires: new Date(Date.now() + request.timeout * 60_000).toISOString() }
      : {}),
    created_at: now,
  };
  const record = putBan(app, {
    user_id: request.targetId,
    ...(request.cid ? { cid: request.cid } : {}),
    created_by_id: actor.userId,
    ...terms,
  });
  if (request.futureChannels) {
    const future: FutureBanRecord = {
      user_id: request.targetId,
      created_by_id: actor.userId,
      ...terms,
    };
    app.state.put('futureBans', futureBanKey(actor.userId, request.targetId), future);
  }
  notify(app, 'user.banned', request.targetId, request.cid, {
    created_by: userById(app, actor.userId),
    reason: request.reason ?? '',
    shadow: false,
    ...(record.expires ? { expiration: record.expires } : {}),
  });
  if (request.deleteMessages)
    deleteMessagesOf(app, request.targetId, request.cid, request.deleteMessages);
  if (request.deleteReactions) deleteReactionsOf(app, request.targetId, request.cid);
  return record;
}

function putBan(app: ChatApp, record: BanRecord): BanRecord {
  app.state.put('bans', banKey(record.user_id, record.cid), record);
  setBannedFlag(app, record.user_id, record.cid, true);
  scheduleExpiry(app, timersOf(app), record);
  return record;
}

/**
 * A channel just created starts with the future-channel bans of its creator that still stand.
 * No `user.banned` goes out: nobody watches the channel yet.
 */
export function applyFutureBans(app: ChatApp, channel: ChannelRecord): void {
  const now = new Date().toISOString();
  for (const future of app.state.tables.futureBans.values()) {
    if (future.created_by_id !== channel.created_by_id) continue;
    if (future.expires && future.expires <= now) continue;
    putBan(app, { ...future, cid: channel.cid, created_at: timestamp() });
  }
}

export function unban(app: ChatApp, actor: Actor, targetId: string, cid: string | undefined): void {
  const channel = cid ? findChannel(app, cid) : undefined;
  requireBanRight(app, actor, channel);
  lift(app, targetId, cid);
}

function lift(app: ChatApp, targetId: string, cid: string | undefined): void {
  const key = banKey(targetId, cid);
  timersOf(app).cancel(`ban|${key}`);
  app.state.remove('bans', key);
  setBannedFlag(app, targetId, cid, false);
  notify(app, 'user.unbanned', targetId, cid, { shadow: false });
}

function scheduleExpiry(app: ChatApp, timers: DueTimers, record: BanRecord): void {
  if (!record.expires) return;
  const key = banKey(record.user_id, record.cid);
  timers.at(`ban|${key}`, Date.parse(record.expires), () => {
    if (app.state.get('bans', key)?.expires === record.expires)
      lift(app, record.user_id, record.cid);
  });
}

export function startBanExpiries(app: ChatApp, timers: DueTimers): void {
  for (const record of app.state.tables.bans.values()) scheduleExpiry(app, timers, record);
}
