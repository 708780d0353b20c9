/**
 * Bans: in one channel (moderators, with `ban-channel-members`) or across the app (admins).
 * A banned member loses every capability in the channel, a globally banned user everywhere;
 * watchers get `user.banned` / `user.unbanned`. A ban with a `timeout` lifts itself when it
 * expires (also if the server was down meanwhile).
 */
import type { ChatApp } from '../app.ts';
import { findChannel } from '../channel-view.ts';
import { timestamp } from '../clock.ts';
import { actingUserId, type RequestContext } from '../context.ts';
import { intField, stringField } from '../json-fields.ts';
import { inputError, notAllowed, notFound } from '../errors.ts';
import { channelEvent, sendTo } from '../events.ts';
import type { ClientConnection } from '../hub.ts';
import { requireCapability, type Actor } from '../permissions.ts';
import { userById } from '../shapes/user.ts';
import type { Json } from '../json.ts';
import type { BanRecord, ChannelRecord } from '../store/records.ts';
import { timersOf, type DueTimers } from '../timers.ts';

export const banKey = (userId: string, cid?: string): string => `${cid ?? '*'}|${userId}`;

export interface BanRequest {
  targetId: string;
  cid?: string;
  reason?: string;
  /** Minutes, as Stream's `timeout`. */
  timeout?: number;
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
  const now = timestamp();
  const record: BanRecord = {
    user_id: request.targetId,
    ...(request.cid ? { cid: request.cid } : {}),
    created_by_id: actor.userId,
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.timeout
      ? { expires: new Date(Date.now() + request.timeout * 60_000).toISOString() }
      : {}),
    created_at: now,
  };
  app.state.put('bans', banKey(request.targetId, request.cid), record);
  setBannedFlag(app, request.targetId, request.cid, true);
  scheduleExpiry(app, timersOf(app), record);
  notify(app, 'user.banned', request.targetId, request.cid, {
    created_by: userById(app, actor.userId),
    reason: request.reason ?? '',
    shadow: false,
    ...(record.expires ? { expiration: record.expires } : {}),
  });
  return record;
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

function cidOf(type: unknown, id: unknown): string | undefined {
  if (typeof type === 'string' && typeof id === 'string' && type && id) return `${type}:${id}`;
  if (type || id) throw inputError('both type and id are needed to ban in a channel');
  return undefined;
}

function actorFor(ctx: RequestContext, named: unknown): Actor {
  return { ...ctx.actor, userId: actingUserId(ctx, named) };
}

/** `POST /moderation/ban {target_user_id, type?, id?, reason?, timeout?}`. */
export function banUser(ctx: RequestContext): Json {
  const targetId = stringField(ctx.body, 'target_user_id', true) as string;
  if (ctx.body.shadow === true) throw inputError('shadow bans are not supported by this server');
  const timeout = intField(ctx.body, 'timeout', 1);
  const reason = stringField(ctx.body, 'reason');
  ban(ctx.app, actorFor(ctx, ctx.body.banned_by_id ?? ctx.body.user_id), {
    targetId,
    cid: cidOf(ctx.body.type, ctx.body.id),
    ...(reason ? { reason } : {}),
    ...(timeout ? { timeout } : {}),
  });
  return {};
}

/** `DELETE /moderation/ban?target_user_id&type&id`. */
export function unbanUser(ctx: RequestContext): Json {
  const payload = Object.fromEntries(ctx.query.entries());
  const targetId = payload.target_user_id;
  if (!targetId) throw inputError('target_user_id is a required field');
  unban(
    ctx.app,
    actorFor(ctx, payload.unbanned_by_id ?? payload.user_id),
    targetId,
    cidOf(payload.type, payload.id),
  );
  return {};
}
