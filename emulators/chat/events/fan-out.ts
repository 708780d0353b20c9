/**
 * Event building and fan-out: who receives what. Channel events go to the connections watching
 * the channel; notification.* events to the user's own connections; a new message to the
 * watchers (message.new) and to members who are online but not watching (notification.message_new),
 * each with their own unread totals. A new message also goes to the app's push webhooks.
 */
import type { ChatApp } from '../app.ts';
import { timestamp } from '../time/clock.ts';
import type { ClientConnection } from '../connections/hub.ts';
import { channelShape } from '../shapes/channel.ts';
import { messageShape } from '../shapes/message.ts';
import { unreadTotals } from './unread-totals.ts';
import { userById } from '../shapes/user.ts';
import type { Json } from '../http/json.ts';
import type { ChannelRecord, MessageRecord } from '../store/records.ts';
import { keepForSync } from './sync-log.ts';
import { featureOn } from '../channels/features.ts';
import { emitChannelWebhook } from '../webhooks/emit.ts';

export function channelEvent(type: string, channel: ChannelRecord, fields: Json = {}): Json {
  return {
    type,
    cid: channel.cid,
    channel_id: channel.id,
    channel_type: channel.type,
    created_at: timestamp(),
    ...fields,
  };
}

/**
 * The events of the spec that carry the channel's member count: those of channels, members,
 * messages, reactions, bans and the notifications about them (not typing, watching, drafts,
 * polls, reminders, threads or a freeze).
 */
const COUNTED =
  /^(channel\.(created|deleted|hidden|kicked|truncated|updated|visible)|member\.|message\.|reaction\.|user\.(banned|unbanned|messages\.deleted)|notification\.)/;
/** The spec's reaction and member events carry their channel (a required field). */
const WITH_CHANNEL = /^(reaction|member)\./;

/** What the spec's channel events carry of their channel, added as each goes out. */
function withChannelFields(app: ChatApp, event: Json): Json {
  const cid = typeof event.cid === 'string' ? event.cid : undefined;
  const type = typeof event.type === 'string' ? event.type : '';
  const channel = cid ? app.state.get('channels', cid) : undefined;
  if (!channel) return event;
  const added: Json = {};
  if (COUNTED.test(type) && event.channel_member_count === undefined) {
    added.channel_member_count = app.state.members(channel.cid).size;
  }
  if (WITH_CHANNEL.test(type) && event.channel === undefined) {
    added.channel = channelShape(app, channel, undefined);
  }
  return Object.keys(added).length > 0 ? { ...event, ...added } : event;
}

export function sendTo(connections: Iterable<ClientConnection>, event: Json): void {
  const frame = JSON.stringify(event);
  for (const connection of connections) connection.send(frame);
}

export function toWatchers(app: ChatApp, cid: string, shown: Json): void {
  const event = withChannelFields(app, shown);
  keepForSync(app, event);
  sendTo(app.hub.watchersOf(cid), event);
}

export function toUser(app: ChatApp, userId: string, shown: Json): void {
  const event = withChannelFields(app, shown);
  keepForSync(app, event, userId);
  sendTo(app.hub.connectionsOf(userId), event);
}

/** Watchers plus every connection of the named users, each connection once. */
export function toWatchersAndUsers(
  app: ChatApp,
  cid: string,
  userIds: Iterable<string>,
  shown: Json,
): void {
  const event = withChannelFields(app, shown);
  keepForSync(app, event);
  const targets = new Set(app.hub.watchersOf(cid));
  for (const userId of userIds) for (const c of app.hub.connectionsOf(userId)) targets.add(c);
  sendTo(targets, event);
}

/** Appends per-user fields to an already serialised event without serialising it again. */
function withFields(frame: string, fields: Json): string {
  return `${frame.slice(0, -1)},${JSON.stringify(fields).slice(1)}`;
}

export function fanOutNewMessage(
  app: ChatApp,
  channel: ChannelRecord,
  message: MessageRecord,
): void {
  const { hub, state } = app;
  const watchers = hub.watchersOf(channel.cid);
  const messageJson = messageShape(app, message, undefined);
  const base = channelEvent('message.new', channel, {
    message_id: message.id,
    message: messageJson,
    user: userById(app, message.user_id),
    watcher_count: hub.watcherUserIds(channel.cid).length,
    channel_member_count: state.members(channel.cid).size,
    channel_message_count: state.messageIds(channel.cid).length,
    channel_custom: channel.custom,
  });
  keepForSync(app, base);
  emitChannelWebhook(app, channel, base);
  const frame = JSON.stringify(base);
  const totals = new Map<string, Json>();
  const totalsOf = (userId: string): Json => {
    let t = totals.get(userId);
    if (!t) {
      const all = unreadTotals(app, userId);
      t = {
        unread_count: all.unread_count,
        total_unread_count: all.total_unread_count,
        unread_channels: all.unread_channels,
      };
      totals.set(userId, t);
    }
    return t;
  };
  for (const connection of watchers)
    connection.send(withFields(frame, totalsOf(connection.userId)));

  const inThreadOnly = message.parent_id !== undefined && message.show_in_channel !== true;
  if (!inThreadOnly) {
    let channelJson: Json | undefined;
    for (const userId of state.members(channel.cid).keys()) {
      for (const connection of hub.connectionsOf(userId)) {
        if (connection.watching.has(channel.cid)) continue;
        channelJson ??= channelShape(app, channel, undefined);
        connection.send(
          JSON.stringify({
            ...base,
            type: 'notification.message_new',
            channel: channelJson,
            ...totalsOf(userId),
          }),
        );
      }
    }
  }
  if (message.parent_id) {
    const parent = state.get('messages', message.parent_id);
    // The spec's NotificationThreadMessageNewEvent names the thread and carries its channel.
    let channelJson: Json | undefined;
    for (const userId of parent?.thread_participant_ids ?? []) {
      if (userId === message.user_id) continue;
      channelJson ??= channelShape(app, channel, undefined);
      toUser(app, userId, {
        ...base,
        type: 'notification.thread_message_new',
        thread_id: message.parent_id,
        channel: channelJson,
        ...totalsOf(userId),
        unread_threads: unreadTotals(app, userId).unread_threads,
      });
    }
  }
}

/**
 * A channel event to its watchers, and as `notificationType` (with their unread totals) to the
 * members' connections that do not watch the channel: the spec pairs each channel event members
 * must hear of with a notification (ChannelTruncatedEvent, NotificationChannelTruncatedEvent).
 */
export function toWatchersAndMembers(
  app: ChatApp,
  channel: ChannelRecord,
  shown: Json,
  notificationType: string,
): void {
  toWatchers(app, channel.cid, shown);
  for (const userId of app.state.members(channel.cid).keys()) {
    const away = [...app.hub.connectionsOf(userId)].filter(
      (connection) => !connection.watching.has(channel.cid),
    );
    if (away.length === 0) continue;
    const notification = { ...shown, type: notificationType, ...unreadTotals(app, userId) };
    sendTo(away, withChannelFields(app, notification));
  }
}

export function messageUpdated(
  app: ChatApp,
  channel: ChannelRecord,
  message: MessageRecord,
  type = 'message.updated',
  fields: Json = {},
): void {
  toWatchers(
    app,
    channel.cid,
    channelEvent(type, channel, {
      message_id: message.id,
      message: messageShape(app, message, undefined),
      user: userById(app, message.user_id),
      ...fields,
    }),
  );
}

/**
 * Events about these connections alone (their subscription ended, say): sent as they are, with
 * their channel's fields, and never replayed by /sync.
 */
export function toConnections(
  app: ChatApp,
  connections: Iterable<ClientConnection>,
  shown: Json,
): void {
  sendTo(connections, withChannelFields(app, shown));
}

/**
 * Who hears of a user's presence and details: the watchers of their channels and their own tabs.
 * Presence goes only through channels whose type has `connect_events` on (the Channel Types
 * docs: whether events are fired for connecting and disconnecting).
 */
function presenceSubscribers(
  app: ChatApp,
  userId: string,
  through: (cid: string) => boolean = () => true,
): Set<ClientConnection> {
  const targets = new Set<ClientConnection>();
  for (const cid of app.state.channelsOf(userId)) {
    if (!through(cid)) continue;
    for (const connection of app.hub.watchersOf(cid)) targets.add(connection);
  }
  for (const connection of app.hub.connectionsOf(userId)) targets.add(connection);
  return targets;
}

/**
 * Tells of a user coming online or going offline; never of an invisible user, unless the change
 * is the user turning invisible (seen going offline) or visible again.
 */
export function presenceChanged(app: ChatApp, userId: string, visibilityChanged = false): void {
  if (app.state.get('users', userId)?.invisible && !visibilityChanged) return;
  const connectEvents = (cid: string): boolean =>
    featureOn(app, cid.slice(0, cid.indexOf(':')), 'connect_events');
  sendTo(presenceSubscribers(app, userId, connectEvents), {
    type: 'user.presence.changed',
    user: userById(app, userId),
    created_at: timestamp(),
  });
}

/**
 * A user's details changed (the spec's UserUpdatedEvent): told to whom presence changes go, as
 * the User Presence docs have watching a user's channels subscribe to both. Its user is the
 * spec's UserResponsePrivacyFields, without `devices`: stream-chat copies an event about the own
 * user onto `client.user`, where an empty list would hide the user's devices.
 */
export function userUpdated(app: ChatApp, userId: string): void {
  const { devices: _devices, ...user } = userById(app, userId);
  sendTo(presenceSubscribers(app, userId), {
    type: 'user.updated',
    user,
    created_at: timestamp(),
  });
}
