/** Read state: mark read (channel or thread), mark unread, mark all read, with their events. */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { justBefore, timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { stringField } from '../../http/json-fields.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { channelEvent, toUser, toWatchers } from '../../events/fan-out.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { featureOn, requireFeature } from '../../channels/features.ts';
import { threadUnread, unreadTotals } from '../../events/unread-totals.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';
import type { ChannelRecord, MessageRecord } from '../../store/records.ts';
import { countsAsUnread } from '../../store/state.ts';
import { threadShape } from '../threads/threads.ts';

function lastMessage(app: ChatApp, cid: string): MessageRecord | undefined {
  const ids = app.state.messageIds(cid);
  return ids.length > 0 ? app.state.get('messages', ids[ids.length - 1] as string) : undefined;
}

export function markChannelRead(app: ChatApp, channel: ChannelRecord, userId: string): Json {
  const member = app.state.member(channel.cid, userId);
  if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
  const now = timestamp();
  const last = lastMessage(app, channel.cid);
  app.state.put('members', `${channel.cid}|${userId}`, {
    ...member,
    last_read: now,
    ...(last ? { last_read_message_id: last.id } : {}),
  });
  app.state.setUnread(channel.cid, userId, 0);
  const event = channelEvent('message.read', channel, {
    user: userById(app, userId),
    ...(last ? { last_read_message_id: last.id } : {}),
    created_at: now,
  });
  toWatchers(app, channel.cid, event);
  toUser(app, userId, {
    ...event,
    type: 'notification.mark_read',
    ...unreadTotals(app, userId),
  });
  return event;
}

/** `POST /channels/{type}/{id}/read {thread_id?}`. */
export function markRead(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const { channel, member } = channelFor(ctx, userId);
  requireFeature(app, channel, 'read_events');
  requireCapability({ ...ctx.actor, userId }, channel, member, 'read-events', 'ReadChannel');
  const threadId = stringField(ctx.body, 'thread_id');
  if (!threadId) return { event: markChannelRead(app, channel, userId) };
  const parent = app.state.get('messages', threadId);
  if (!parent || parent.cid !== channel.cid) throw notFound(`thread "${threadId}" not found`);
  const now = timestamp();
  const replies = app.state.replyIds(threadId);
  const lastId = replies[replies.length - 1];
  app.state.put('threadReads', `${threadId}|${userId}`, {
    parent_id: threadId,
    user_id: userId,
    last_read: now,
    ...(lastId ? { last_read_message_id: lastId } : {}),
  });
  const event = channelEvent('message.read', channel, {
    user: userById(app, userId),
    thread: threadShape(app, parent, { userId, replyLimit: 0, participantLimit: 100 }),
    ...(lastId ? { last_read_message_id: lastId } : {}),
    created_at: now,
  });
  toWatchers(app, channel.cid, event);
  toUser(app, userId, {
    ...event,
    type: 'notification.mark_read',
    thread_id: threadId,
    ...unreadTotals(app, userId),
  });
  return { event };
}

/** `POST /channels/{type}/{id}/unread {message_id | thread_id}`: unread from that message on. */
export function markUnread(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  const { channel, member } = channelFor(ctx, userId);
  requireFeature(app, channel, 'read_events');
  if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
  const threadId = stringField(ctx.body, 'thread_id');
  if (threadId) {
    const parent = app.state.get('messages', threadId);
    if (!parent) throw notFound(`thread "${threadId}" not found`);
    app.state.put('threadReads', `${threadId}|${userId}`, {
      parent_id: threadId,
      user_id: userId,
      last_read: parent.created_at,
    });
    // Hosted names the parent as the first unread and sends no last_read_message_id: how the
    // SDKs tell a thread's event from a channel's.
    toUser(
      app,
      userId,
      channelEvent('notification.mark_unread', channel, {
        user: userById(app, userId),
        thread_id: threadId,
        first_unread_message_id: threadId,
        last_read_at: parent.created_at,
        unread_messages: threadUnread(app, threadId, userId),
        ...unreadTotals(app, userId),
      }),
    );
    return {};
  }
  const messageId = stringField(ctx.body, 'message_id', true) as string;
  const message = app.state.get('messages', messageId);
  if (!message || message.cid !== channel.cid)
    throw notFound(`message with id ${messageId} not found`);
  const ids = app.state.messageIds(channel.cid);
  const index = ids.indexOf(messageId);
  const previousId = index > 0 ? ids[index - 1] : undefined;
  const previous = previousId ? app.state.get('messages', previousId) : undefined;
  // Just before the message, so it and everything after it count as unread.
  const lastRead = justBefore(message.created_at);
  let unread = 0;
  for (let i = Math.max(index, 0); i < ids.length; i++) {
    const m = app.state.get('messages', ids[i] as string);
    if (m && countsAsUnread(m, userId)) unread++;
  }
  app.state.put('members', `${channel.cid}|${userId}`, {
    ...member,
    last_read: lastRead,
    last_read_message_id: previous?.id,
  });
  app.state.setUnread(channel.cid, userId, unread);
  toUser(
    app,
    userId,
    channelEvent('notification.mark_unread', channel, {
      user: userById(app, userId),
      first_unread_message_id: message.id,
      last_read_at: lastRead,
      ...(previous ? { last_read_message_id: previous.id } : {}),
      unread_messages: unread,
      ...unreadTotals(app, userId),
    }),
  );
  return {};
}

/** `POST /channels/read`: every channel of the user with unread messages. */
export function markAllRead(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.body.user_id);
  for (const cid of [...app.state.channelsOf(userId)]) {
    const channel = app.state.get('channels', cid);
    if (!channel || !featureOn(app, channel.type, 'read_events')) continue;
    if (app.state.unreadOf(cid, userId) > 0) markChannelRead(app, channel, userId);
  }
  return {};
}

/** `GET /unread`: the user's unread counts per channel, channel type and thread. */
export function unreadCounts(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = actingUserId(ctx, ctx.query.get('user_id') ?? undefined);
  const channels: Json[] = [];
  const byType = new Map<string, { channel_count: number; unread_count: number }>();
  for (const cid of app.state.channelsOf(userId)) {
    const unread = app.state.unreadOf(cid, userId);
    const member = app.state.member(cid, userId);
    if (unread === 0 || !member) continue;
    channels.push({ channel_id: cid, last_read: member.last_read, unread_count: unread });
    const type = cid.split(':')[0] as string;
    const entry = byType.get(type) ?? { channel_count: 0, unread_count: 0 };
    byType.set(type, {
      channel_count: entry.channel_count + 1,
      unread_count: entry.unread_count + unread,
    });
  }
  const threads = [...app.state.tables.threadReads.values()]
    .filter((read) => read.user_id === userId)
    .map((read) => ({ read, unread: threadUnread(app, read.parent_id, userId) }))
    .filter(({ unread }) => unread > 0)
    .map(({ read, unread }) => ({
      parent_message_id: read.parent_id,
      last_read: read.last_read,
      last_read_message_id: read.last_read_message_id ?? '',
      unread_count: unread,
    }));
  return {
    total_unread_count: channels.reduce((sum, c) => sum + (c.unread_count as number), 0),
    total_unread_threads_count: threads.length,
    channels,
    channel_type: [...byType].map(([channel_type, counts]) => ({ channel_type, ...counts })),
    threads,
  };
}
