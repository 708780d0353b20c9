/** Channels: get-or-create and watch, queryChannels, updates, delete, truncate, hide/show, watching. */
import type { ChatApp } from '../app.ts';
import { CHANNEL_TYPES } from '../channel-types.ts';
import { channelFor, channelState, type StateOptions } from '../channel-view.ts';
import { timestamp } from '../clock.ts';
import {
  actingUserId,
  boolField,
  serverOrUserId,
  intField,
  memberIds,
  objectField,
  type RequestContext,
} from '../context.ts';
import { isObject } from '../json.ts';
import { inputError, notAllowed } from '../errors.ts';
import { channelEvent, toUser, toWatchers, toWatchersAndUsers } from '../events.ts';
import { comparator, matches, parseSort } from '../filters.ts';
import { parsePage } from '../paging.ts';
import { requireCapability, type Actor } from '../permissions.ts';
import { channelShape, memberShape } from '../shapes.ts';
import { userById } from '../user-shape.ts';
import type { Json } from '../json.ts';
import type { ChannelRecord } from '../store/records.ts';
import { checkChannelId, checkChannelType, distinctChannelId } from '../validate.ts';
import { applyMemberChanges } from './member-changes.ts';
import { addMembers } from './members.ts';
import { ensureUser } from './users.ts';

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

function stateOptions(body: Json, defaultMessages: number): StateOptions {
  const members = objectField(body, 'members') ?? {};
  const watchers = objectField(body, 'watchers') ?? {};
  return {
    messages: parsePage(objectField(body, 'messages'), defaultMessages),
    memberLimit: intField(members, 'limit', 0, 300) ?? 100,
    memberOffset: intField(members, 'offset', 0, 10_000) ?? 0,
    watcherLimit: intField(watchers, 'limit', 0, 300) ?? 100,
  };
}

function applyData(channel: ChannelRecord, data: Json, replace: boolean): ChannelRecord {
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

function cooldownValue(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 120) {
    throw inputError('cooldown must be an integer between 0 and 120 seconds');
  }
  return value;
}

export function watch(app: ChatApp, ctx: RequestContext, channel: ChannelRecord): void {
  const connection = ctx.connection;
  if (!connection || connection.userId !== ctx.actor.userId) return;
  if (!app.hub.watch(connection, channel.cid)) return;
  if (connection.anonymous) return;
  toWatchers(
    app,
    channel.cid,
    channelEvent('user.watching.start', channel, {
      user: userById(app, connection.userId),
      watcher_count: app.hub.watcherUserIds(channel.cid).length,
    }),
  );
}

/** `POST /channels/{type}[/{id}]/query`: creates the channel if needed, then answers its state. */
export function queryChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const type = ctx.params.type ?? '';
  checkChannelType(type);
  const data = objectField(ctx.body, 'data') ?? {};
  const members = memberIds(data, 'members');
  let id = ctx.params.id;
  if (id === undefined) {
    if (!members || members.length === 0) {
      throw inputError('When channel id is not provided, data.members is a required field');
    }
    id = distinctChannelId(members);
  }
  checkChannelId(id);
  const cid = `${type}:${id}`;
  let channel = app.state.get('channels', cid);
  if (!channel) channel = createChannel(ctx, type, id, data, members ?? []);
  const access = channelFor({ ...ctx, params: { type, id } });
  if (boolField(ctx.body, 'watch') === true) watch(app, ctx, channel);
  return channelState(app, access.channel, ctx.actor, stateOptions(ctx.body, 100));
}

function createChannel(
  ctx: RequestContext,
  type: string,
  id: string,
  data: Json,
  members: string[],
): ChannelRecord {
  const { app } = ctx;
  if (ctx.actor.role === 'anonymous') {
    throw notAllowed(
      `User '${ctx.actor.userId}' with role 'anonymous' is not allowed to perform action CreateChannel in scope '${type}'`,
    );
  }
  const createdBy = isObject(data.created_by) ? data.created_by.id : data.created_by_id;
  const creatorId = actingUserId(ctx, createdBy);
  ensureUser(app, creatorId);
  for (const memberId of members) {
    if (!app.state.get('users', memberId))
      throw inputError(
        `The following users are involved in channel create operation, but don't exist: [${memberId}]. Please create the user objects before setting up the channel.`,
      );
  }
  const now = timestamp();
  const channel = applyData(
    {
      cid: `${type}:${id}`,
      type,
      id,
      custom: {},
      created_by_id: creatorId,
      created_at: now,
      updated_at: now,
      frozen: false,
      disabled: false,
      cooldown: 0,
    },
    data,
    false,
  );
  app.state.put('channels', channel.cid, channel);
  addMembers(app, channel, members, { invited: false, actorId: creatorId, notifyActor: false });
  return channel;
}

export function queryChannels(ctx: RequestContext): Json {
  const { app } = ctx;
  const { state } = app;
  const limit = intField(ctx.body, 'limit', 0, 30) ?? 10;
  const offset = intField(ctx.body, 'offset', 0, 1000) ?? 0;
  const messageLimit = intField(ctx.body, 'message_limit', 0, 300) ?? 25;
  const memberLimit = intField(ctx.body, 'member_limit', 0, 100) ?? 100;
  const filter = ctx.body.filter_conditions ?? {};
  if (!isObject(filter)) throw inputError('filter_conditions must be an object');
  const sort = parseSort(ctx.body.sort, [{ field: 'last_updated', direction: -1 }]);
  const userId = ctx.actor.userId;
  const everything = ctx.caller.kind === 'server' || ctx.actor.role === 'admin';
  const candidates = everything
    ? [...state.tables.channels.values()]
    : [...state.channelsOf(userId)]
        .map((cid) => state.get('channels', cid))
        .filter((c) => c !== undefined);
  const filtersHidden = JSON.stringify(filter).includes('"hidden"');
  const field = (channel: ChannelRecord, name: string): unknown =>
    channelField(app, channel, userId, name);
  const found = candidates
    .filter((channel) => (filtersHidden ? true : field(channel, 'hidden') !== true))
    .filter((channel) => matches(filter, (name) => field(channel, name)))
    .sort(comparator(sort, field))
    .slice(offset, offset + limit);
  const watching = boolField(ctx.body, 'watch') !== false;
  const options: StateOptions = {
    messages: { limit: messageLimit },
    memberLimit,
    memberOffset: 0,
    watcherLimit: 100,
  };
  return {
    channels: found.map((channel) => {
      if (watching) watch(app, ctx, channel);
      return channelState(app, channel, ctx.actor, options);
    }),
  };
}

function channelField(app: ChatApp, channel: ChannelRecord, userId: string, name: string): unknown {
  const member = app.state.member(channel.cid, userId);
  switch (name) {
    case 'members':
      return [...app.state.members(channel.cid).keys()];
    case 'member_count':
      return app.state.members(channel.cid).size;
    case 'hidden':
      return member?.hidden ?? false;
    case 'pinned':
      return member?.pinned_at !== undefined && member !== undefined;
    case 'archived':
      return member?.archived_at !== undefined && member !== undefined;
    case 'pinned_at':
      return member?.pinned_at;
    case 'joined':
      return member !== undefined && (!member.invited || member.invite_accepted_at !== undefined);
    case 'invite':
      if (!member?.invited) return undefined;
      return member.invite_accepted_at
        ? 'accepted'
        : member.invite_rejected_at
          ? 'rejected'
          : 'pending';
    case 'muted':
      return app.state.get('channelMutes', `${userId}|${channel.cid}`) !== undefined;
    case 'last_updated':
      return channel.last_message_at ?? channel.created_at;
    case 'has_unread':
      return app.state.unreadOf(channel.cid, userId) > 0 ? 1 : 0;
    case 'unread_count':
      return app.state.unreadOf(channel.cid, userId);
    case 'type':
    case 'id':
    case 'cid':
    case 'created_at':
    case 'updated_at':
    case 'last_message_at':
    case 'frozen':
    case 'disabled':
    case 'team':
    case 'created_by_id':
      return channel[name];
    default:
      return channel.custom[name];
  }
}

/** `POST /channels/{type}/{id}`: full update, member changes, invites, moderators, cooldown. */
export function updateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const actorId = serverOrUserId(ctx, ctx.body.user_id);
  const { channel: current, member } = channelFor(ctx, actorId);
  let channel = current;
  const actor: Actor = { ...ctx.actor, userId: actorId };
  const data = objectField(ctx.body, 'data');
  const cooldown = ctx.body.cooldown;
  if (data || cooldown !== undefined) {
    if (data) requireCapability(actor, channel, member, 'update-channel', 'UpdateChannel');
    if (data && 'frozen' in data && Boolean(data.frozen) !== channel.frozen) {
      requireCapability(actor, channel, member, 'freeze-channel', 'FreezeChannel');
    }
    if (cooldown !== undefined)
      requireCapability(actor, channel, member, 'set-channel-cooldown', 'UpdateChannelCooldown');
    let next = data ? applyData(channel, data, true) : channel;
    if (cooldown !== undefined) next = { ...next, cooldown: cooldownValue(cooldown) };
    channel = { ...next, updated_at: timestamp() };
    app.state.put('channels', channel.cid, channel);
    toWatchers(
      app,
      channel.cid,
      channelEvent('channel.updated', channel, {
        channel: channelShape(app, channel, undefined),
        user: userById(app, actorId),
      }),
    );
  }
  applyMemberChanges(ctx, channel, actor, member);
  return {
    channel: channelShape(app, channel, actor),
    members: [...app.state.members(channel.cid).values()].map((m) => memberShape(app, m, channel)),
  };
}

/** `PATCH /channels/{type}/{id} {set, unset}`. */
export function partialUpdateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const actorId = serverOrUserId(ctx, ctx.body.user_id);
  const actor: Actor = { ...ctx.actor, userId: actorId };
  const { channel, member } = channelFor(ctx, actorId);
  const set = objectField(ctx.body, 'set') ?? {};
  const unset = Array.isArray(ctx.body.unset) ? ctx.body.unset.map(String) : [];
  const keys = [...Object.keys(set), ...unset];
  if (keys.length === 0) throw inputError('set or unset must not be empty');
  if ('frozen' in set) requireCapability(actor, channel, member, 'freeze-channel', 'FreezeChannel');
  if ('cooldown' in set)
    requireCapability(actor, channel, member, 'set-channel-cooldown', 'UpdateChannelCooldown');
  if (keys.some((k) => k !== 'frozen' && k !== 'cooldown'))
    requireCapability(actor, channel, member, 'update-channel', 'UpdateChannel');
  const next = applyData(channel, set, false);
  for (const key of unset) delete next.custom[key];
  const saved = { ...next, updated_at: timestamp() };
  app.state.put('channels', saved.cid, saved);
  toWatchers(
    app,
    saved.cid,
    channelEvent('channel.updated', saved, {
      channel: channelShape(app, saved, undefined),
      user: userById(app, actorId),
    }),
  );
  return {
    channel: channelShape(app, saved, actor),
    members: [...app.state.members(saved.cid).values()].map((m) => memberShape(app, m, saved)),
  };
}

/** `DELETE /channels/{type}/{id}`: gone with its messages; members and watchers are told. */
export function deleteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'delete-channel', 'DeleteChannel');
  const shape = { ...channelShape(app, channel, undefined), deleted_at: timestamp() };
  const memberIdsBefore = [...app.state.members(channel.cid).keys()];
  const event = channelEvent('channel.deleted', channel, { channel: shape });
  toWatchersAndUsers(app, channel.cid, memberIdsBefore, event);
  removeChannelData(app, channel.cid, true);
  return { channel: shape };
}

function removeChannelData(app: ChatApp, cid: string, everything: boolean): void {
  const { state } = app;
  for (const id of [...state.messageIds(cid)]) {
    for (const reply of [...state.replyIds(id)]) state.remove('messages', reply);
    state.remove('messages', id);
  }
  if (!everything) return;
  for (const userId of [...state.members(cid).keys()]) state.remove('members', `${cid}|${userId}`);
  state.remove('channels', cid);
}

/** `POST /channels/{type}/{id}/truncate`: every message removed; unread counts reset. */
export function truncateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'update-channel', 'TruncateChannel');
  removeChannelData(app, channel.cid, false);
  const now = timestamp();
  const next: ChannelRecord = {
    ...channel,
    truncated_at: now,
    updated_at: now,
    last_message_at: undefined,
  };
  app.state.put('channels', next.cid, next);
  for (const userId of app.state.members(next.cid).keys()) app.state.setUnread(next.cid, userId, 0);
  toWatchers(
    app,
    next.cid,
    channelEvent('channel.truncated', next, { channel: channelShape(app, next, undefined) }),
  );
  return { channel: channelShape(app, next, ctx.actor) };
}

/** `POST /channels/{type}/{id}/hide|show`: per member; only the member's own connections hear of it. */
export function setHidden(hidden: boolean) {
  return (ctx: RequestContext): Json => {
    const { app } = ctx;
    const userId = actingUserId(ctx, ctx.body.user_id ?? undefined);
    const { channel } = channelFor(ctx, userId);
    const member = app.state.member(channel.cid, userId);
    if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
    const clearHistory = hidden && ctx.body.clear_history === true;
    const now = timestamp();
    app.state.put('members', `${channel.cid}|${userId}`, {
      ...member,
      hidden,
      updated_at: now,
      ...(clearHistory ? { hide_messages_before: now } : {}),
    });
    toUser(
      app,
      userId,
      channelEvent(hidden ? 'channel.hidden' : 'channel.visible', channel, {
        channel: channelShape(app, channel, undefined),
        user: userById(app, userId),
        ...(hidden ? { clear_history: clearHistory } : {}),
      }),
    );
    return {};
  };
}

export function stopWatching(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel } = channelFor(ctx);
  const connection = ctx.connection;
  if (connection && app.hub.unwatch(connection, channel.cid)) {
    toWatchers(
      app,
      channel.cid,
      channelEvent('user.watching.stop', channel, {
        user: userById(app, connection.userId),
        watcher_count: app.hub.watcherUserIds(channel.cid).length,
      }),
    );
  }
  return {};
}

/** `POST /channels/{type}/{id}/event`: typing and custom events, to the channel's watchers. */
export function sendEvent(ctx: RequestContext): Json {
  const { app } = ctx;
  const raw = objectField(ctx.body, 'event', true) as Json;
  if (typeof raw.type !== 'string' || raw.type.length === 0)
    throw inputError('event.type is a required field');
  const userId = actingUserId(ctx, isObject(raw.user) ? raw.user.id : raw.user_id);
  const { channel, member } = channelFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const typing = raw.type === 'typing.start' || raw.type === 'typing.stop';
  const config = CHANNEL_TYPES.get(channel.type);
  if (typing) {
    if (!config?.typing_events)
      throw inputError('typing events are disabled for this channel type');
    requireCapability(actor, channel, member, 'send-typing-events', 'SendTypingEvent');
  } else {
    // Stream's names (message.new, reaction.new…) all hold a '.'; a custom type may not, so a
    // member cannot forge a message or any other event in someone else's name.
    if (raw.type.includes('.'))
      throw inputError(
        `event type "${raw.type}" is reserved: custom event types cannot contain "."`,
      );
    if (!config?.custom_events)
      throw inputError('custom events are disabled for this channel type');
    requireCapability(actor, channel, member, 'send-custom-events', 'SendCustomEvent');
  }
  const event = channelEvent(raw.type, channel, {
    ...raw,
    type: raw.type,
    user: userById(app, userId),
  });
  event.cid = channel.cid;
  toWatchers(app, channel.cid, event);
  return { event };
}
