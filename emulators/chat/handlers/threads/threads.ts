/** Threads: queryThreads (page 25), getThread, updateThread, and the ThreadResponse shape. */
import type { ChatApp } from '../../app.ts';
import { findChannel, requireCapabilityOf } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { boolField, intField, setUnset, stringField } from '../../http/json-fields.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { channelEvent, toWatchers } from '../../events/fan-out.ts';
import { requireRead } from '../../auth/permissions.ts';
import { channelShape } from '../../shapes/channel.ts';
import { messageShape } from '../../shapes/message.ts';
import { threadUnread } from '../../events/unread-totals.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';
import type { MessageRecord } from '../../store/records.ts';
import { watch } from '../../channels/watching.ts';

interface ThreadOptions {
  userId: string;
  replyLimit: number;
  participantLimit: number;
}

export function threadShape(app: ChatApp, parent: MessageRecord, options: ThreadOptions): Json {
  const { state } = app;
  const thread = state.get('threads', parent.id);
  const channel = findChannel(app, parent.cid);
  const replies = state.replyIds(parent.id);
  const latest = replies
    .slice(Math.max(0, replies.length - options.replyLimit))
    .map((id) => state.get('messages', id))
    .filter((m): m is MessageRecord => m !== undefined);
  const reads = parent.thread_participant_ids.map((userId) => {
    const read = state.get('threadReads', `${parent.id}|${userId}`);
    return {
      user: userById(app, userId),
      last_read: read?.last_read ?? parent.created_at,
      unread_messages: threadUnread(app, parent.id, userId),
      ...(read?.last_read_message_id ? { last_read_message_id: read.last_read_message_id } : {}),
    };
  });
  const createdAt = thread?.created_at ?? parent.created_at;
  return {
    ...(thread?.custom ?? {}),
    channel_cid: parent.cid,
    channel: channelShape(app, channel, undefined),
    parent_message_id: parent.id,
    parent_message: messageShape(app, parent, options.userId || undefined),
    created_by_user_id: parent.user_id,
    created_by: userById(app, parent.user_id),
    reply_count: parent.reply_count,
    participant_count: parent.thread_participant_ids.length,
    active_participant_count: parent.thread_participant_ids.length,
    thread_participants: parent.thread_participant_ids
      .slice(0, options.participantLimit)
      .map((userId) => ({
        channel_cid: parent.cid,
        user_id: userId,
        user: userById(app, userId),
        created_at: createdAt,
        last_read_at: state.get('threadReads', `${parent.id}|${userId}`)?.last_read ?? createdAt,
      })),
    last_message_at: thread?.last_message_at ?? parent.created_at,
    created_at: createdAt,
    updated_at: thread?.updated_at ?? parent.updated_at,
    title: thread?.title ?? parent.text.slice(0, 80),
    latest_replies: latest.map((m) => messageShape(app, m, options.userId || undefined)),
    read: reads,
  };
}

/** `POST /threads {limit, reply_limit, participant_limit, watch, next}`: threads the user takes part in. */
export function queryThreads(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = ctx.actor.userId;
  const limit = intField(ctx.body, 'limit', 0, 100) ?? 25;
  const offset = Number(stringField(ctx.body, 'next') ?? '0') || 0;
  const options: ThreadOptions = {
    userId,
    replyLimit: intField(ctx.body, 'reply_limit', 0, 50) ?? 2,
    participantLimit: intField(ctx.body, 'participant_limit', 0, 100) ?? 100,
  };
  const threads = [...app.state.tables.threads.values()]
    .filter(
      (t) =>
        app.state.member(t.cid, userId) && app.state.get('threadReads', `${t.parent_id}|${userId}`),
    )
    .sort((a, b) => ((a.last_message_at ?? '') < (b.last_message_at ?? '') ? 1 : -1));
  const page = threads.slice(offset, offset + limit);
  const result: Json = {
    threads: page
      .map((t) => app.state.get('messages', t.parent_id))
      .filter((m): m is MessageRecord => m !== undefined)
      .map((parent) => {
        if (boolField(ctx.body, 'watch') === true) watch(ctx, findChannel(app, parent.cid));
        return threadShape(app, parent, options);
      }),
  };
  if (offset + limit < threads.length) result.next = String(offset + limit);
  return result;
}

function parentFor(ctx: RequestContext): MessageRecord {
  const id = ctx.params.id ?? '';
  const parent = ctx.app.state.get('messages', id);
  if (!parent || parent.parent_id) throw notFound(`thread with parent message id ${id} not found`);
  requireRead(
    ctx.actor,
    findChannel(ctx.app, parent.cid),
    ctx.app.state.member(parent.cid, ctx.actor.userId),
  );
  return parent;
}

export function getThread(ctx: RequestContext): Json {
  const parent = parentFor(ctx);
  const query = Object.fromEntries(ctx.query.entries());
  if (query.watch === 'true') watch(ctx, findChannel(ctx.app, parent.cid));
  return {
    thread: threadShape(ctx.app, parent, {
      userId: ctx.actor.userId,
      replyLimit: intField(query, 'reply_limit', 0, 50) ?? 2,
      participantLimit: intField(query, 'participant_limit', 0, 100) ?? 100,
    }),
  };
}

/** `PATCH /threads/{id} {set: {title, ...custom}, unset}`. */
export function updateThread(ctx: RequestContext): Json {
  const { app } = ctx;
  const parent = parentFor(ctx);
  const channel = findChannel(app, parent.cid);
  requireCapabilityOf(ctx, ctx.actor.userId, channel, 'update-thread', 'UpdateThread');
  const { set, unset } = setUnset(ctx.body);
  if (Object.keys(set).length === 0 && unset.length === 0)
    throw inputError('set or unset must not be empty');
  const now = timestamp();
  const current = app.state.get('threads', parent.id) ?? {
    parent_id: parent.id,
    cid: parent.cid,
    custom: {},
    created_at: parent.created_at,
    updated_at: now,
  };
  const next = { ...current, custom: { ...current.custom }, updated_at: now };
  for (const [key, value] of Object.entries(set)) {
    if (key === 'title') next.title = String(value);
    else next.custom[key] = value;
  }
  for (const key of unset) {
    if (key === 'title') delete next.title;
    else delete next.custom[key];
  }
  app.state.put('threads', parent.id, next);
  const thread = threadShape(app, parent, {
    userId: ctx.actor.userId,
    replyLimit: 0,
    participantLimit: 100,
  });
  toWatchers(app, channel.cid, channelEvent('thread.updated', channel, { thread }));
  return { thread };
}
