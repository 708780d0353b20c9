/** Messages: send (idempotent by client id), get, update, partial update and pin, delete, replies. */
import type { ChatApp } from '../app.ts';
import { CHANNEL_TYPES } from '../channel-types.ts';
import { channelFor, findChannel, visibleTo } from '../channel-view.ts';
import { timestamp } from '../clock.ts';
import { actingUserId, objectField, type RequestContext } from '../context.ts';
import { isObject } from '../json.ts';
import { cooldown, inputError, messageTooLong, notFound } from '../errors.ts';
import { channelEvent, fanOutNewMessage, messageUpdated, toUser } from '../events.ts';
import { attachExtras, hasExtras } from '../message-extras.ts';
import { pageMessages, parsePage } from '../paging.ts';
import { capabilities, requireCapability, requireRead, type Actor } from '../permissions.ts';
import { channelShape, messageShape } from '../shapes.ts';
import { userById } from '../user-shape.ts';
import type { Json } from '../json.ts';
import type { ChannelRecord, MessageRecord } from '../store/records.ts';
import { newMessageRecord } from '../store/records.ts';
import { countsAsUnread } from '../store/state.ts';

/** Fields the server computes: ignored when a client sends them as message data. */
const RESERVED = new Set([
  'id',
  'text',
  'html',
  'type',
  'user',
  'user_id',
  'attachments',
  'mentioned_users',
  'parent_id',
  'show_in_channel',
  'quoted_message_id',
  'quoted_message',
  'silent',
  'pinned',
  'pinned_at',
  'pinned_by',
  'pin_expires',
  'created_at',
  'updated_at',
  'deleted_at',
  'latest_reactions',
  'own_reactions',
  'reaction_counts',
  'reaction_scores',
  'reaction_groups',
  'reply_count',
  'deleted_reply_count',
  'cid',
  'thread_participants',
  'message_text_updated_at',
  'member',
  'shadowed',
  'mentioned_channel',
  'mentioned_here',
  'restricted_visibility',
  'status',
  'command',
  'i18n',
  'poll',
  'poll_id',
  'shared_location',
  'reminder',
  'channel',
  'error',
]);
const MAX_ID_LENGTH = 255;

/** Per server: when each user last sent in each channel, for slow mode. */
const lastSentByApp = new WeakMap<ChatApp, Map<string, number>>();

function lastSentIn(app: ChatApp): Map<string, number> {
  let map = lastSentByApp.get(app);
  if (!map) lastSentByApp.set(app, (map = new Map()));
  return map;
}

function textOf(data: Json): string {
  const text = data.text ?? '';
  if (typeof text !== 'string') throw inputError('message.text must be a string');
  return text;
}

function attachmentsOf(data: Json): Json[] {
  const attachments = data.attachments ?? [];
  if (!Array.isArray(attachments) || !attachments.every(isObject))
    throw inputError('message.attachments must be an array of objects');
  return attachments;
}

function mentionsOf(app: ChatApp, data: Json): string[] {
  const raw = data.mentioned_users ?? [];
  if (!Array.isArray(raw)) throw inputError('message.mentioned_users must be an array');
  const ids = raw.map((entry) => (isObject(entry) ? entry.id : entry));
  if (ids.some((id) => typeof id !== 'string'))
    throw inputError('message.mentioned_users must hold user ids');
  return [...new Set(ids as string[])].filter((id) => app.state.get('users', id));
}

function customOf(data: Json): Json {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RESERVED.has(key)));
}

function checkLength(channel: ChannelRecord, text: string, attachments: Json[]): void {
  const max = CHANNEL_TYPES.get(channel.type)?.max_message_length ?? 5000;
  if (text.trim().length === 0 && attachments.length === 0)
    throw messageTooLong('message text is empty: a message needs text or attachments');
  if ([...text].length > max)
    throw messageTooLong(
      `message is too long: ${[...text].length} characters, the maximum is ${max}`,
    );
}

/** `POST /channels/{type}/{id}/message {message}`. */
export function sendMessage(ctx: RequestContext): Json {
  const { app } = ctx;
  const data = objectField(ctx.body, 'message', true) as Json;
  const userId = actingUserId(ctx, isObject(data.user) ? data.user.id : data.user_id);
  const { channel } = channelFor(ctx, userId);
  const member = app.state.member(channel.cid, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const id = data.id ?? crypto.randomUUID();
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
    throw inputError('message.id must be a non-empty string of at most 255 characters');
  if (app.state.get('messages', id)) throw inputError(`message with id ${id} already exists`);
  const parentId = data.parent_id;
  if (parentId !== undefined && parentId !== null && typeof parentId !== 'string')
    throw inputError('message.parent_id must be a string');
  const text = textOf(data);
  const attachments = attachmentsOf(data);
  requireCapability(
    actor,
    channel,
    member,
    parentId ? 'send-reply' : 'send-message',
    parentId ? 'SendReply' : 'CreateMessage',
  );
  if (!hasExtras(data)) checkLength(channel, text, attachments);
  if (attachments.length > 0)
    requireCapability(actor, channel, member, 'upload-file', 'UploadAttachment');
  const parent = parentId ? app.state.get('messages', parentId) : undefined;
  if (parentId && (!parent || parent.cid !== channel.cid))
    throw inputError(`parent message "${parentId}" does not exist in this channel`);
  if (parent?.parent_id)
    throw inputError('replies to replies are not allowed: parent_id must be a top-level message');
  const quotedId = typeof data.quoted_message_id === 'string' ? data.quoted_message_id : undefined;
  if (quotedId && app.state.get('messages', quotedId)?.cid !== channel.cid)
    throw inputError(`quoted message "${quotedId}" does not exist in this channel`);
  const caps = capabilities(actor, channel, member);
  const slowKey = `${channel.cid}|${userId}`;
  if (channel.cooldown > 0 && !caps.includes('skip-slow-mode')) {
    const last = lastSentIn(app).get(slowKey) ?? 0;
    const wait = channel.cooldown * 1000 - (Date.now() - last);
    if (wait > 0)
      throw cooldown(
        `slow mode is on: you can send one message every ${channel.cooldown} seconds (wait ${Math.ceil(wait / 1000)} more)`,
      );
  }
  const now = timestamp();
  const pinned = data.pinned === true && caps.includes('pin-message');
  const message = newMessageRecord({
    id,
    cid: channel.cid,
    user_id: userId,
    text,
    type: parent ? 'reply' : 'regular',
    attachments,
    mentioned_user_ids: mentionsOf(app, data),
    ...(parent ? { parent_id: parent.id, show_in_channel: data.show_in_channel === true } : {}),
    ...(quotedId ? { quoted_message_id: quotedId } : {}),
    silent: data.silent === true,
    pinned,
    ...(pinned ? { pinned_at: now, pinned_by_id: userId } : {}),
    created_at: now,
    updated_at: now,
    custom: customOf(data),
  });
  attachExtras(app, actor, channel, member, data, message);
  app.state.put('messages', id, message);
  lastSentIn(app).set(slowKey, Date.now());
  const inChannel = !parent || message.show_in_channel === true;
  let current = channel;
  if (inChannel && !message.silent) {
    current = { ...channel, last_message_at: now };
    app.state.put('channels', channel.cid, current);
  }
  countUnread(app, current, message);
  if (parent) recordReply(app, parent, message);
  fanOutNewMessage(app, current, message);
  if (parent) {
    const updatedParent = app.state.get('messages', parent.id) as MessageRecord;
    messageUpdated(app, current, updatedParent);
  }
  return { message: messageShape(app, message, userId) };
}

/** Others' unread counts go up; members who had hidden the channel see it again. */
function countUnread(app: ChatApp, channel: ChannelRecord, message: MessageRecord): void {
  for (const member of app.state.members(channel.cid).values()) {
    if (member.user_id === message.user_id) {
      // Sending reads the channel, as on Stream. Logged only when something was unread: the
      // common send then writes no member line, and a restart still recounts correctly.
      if (app.state.unreadOf(channel.cid, member.user_id) > 0) {
        app.state.put('members', `${channel.cid}|${member.user_id}`, {
          ...member,
          last_read: message.created_at,
          last_read_message_id: message.id,
        });
      }
      app.state.setUnread(channel.cid, member.user_id, 0);
      continue;
    }
    if (!countsAsUnread(message, member.user_id)) continue;
    app.state.setUnread(
      channel.cid,
      member.user_id,
      app.state.unreadOf(channel.cid, member.user_id) + 1,
    );
    if (member.hidden) {
      app.state.put('members', `${channel.cid}|${member.user_id}`, { ...member, hidden: false });
      toUser(
        app,
        member.user_id,
        channelEvent('channel.visible', channel, {
          channel: channelShape(app, channel, undefined),
          user: userById(app, member.user_id),
        }),
      );
    }
  }
}

/** A reply bumps the parent's count and participants and keeps the thread's read state. */
function recordReply(app: ChatApp, parent: MessageRecord, reply: MessageRecord): void {
  const participants =
    parent.thread_participant_ids.length > 0
      ? [...parent.thread_participant_ids]
      : [parent.user_id];
  if (!participants.includes(reply.user_id)) participants.push(reply.user_id);
  app.state.put('messages', parent.id, {
    ...parent,
    reply_count: parent.reply_count + 1,
    thread_participant_ids: participants,
    updated_at: parent.updated_at,
  });
  const thread = app.state.get('threads', parent.id);
  app.state.put('threads', parent.id, {
    parent_id: parent.id,
    cid: parent.cid,
    custom: thread?.custom ?? {},
    ...(thread?.title ? { title: thread.title } : {}),
    created_at: thread?.created_at ?? reply.created_at,
    updated_at: reply.created_at,
    last_message_at: reply.created_at,
  });
  for (const userId of participants) {
    const key = `${parent.id}|${userId}`;
    if (userId === reply.user_id) {
      app.state.put('threadReads', key, {
        parent_id: parent.id,
        user_id: userId,
        last_read: reply.created_at,
        last_read_message_id: reply.id,
      });
    } else if (!app.state.get('threadReads', key)) {
      app.state.put('threadReads', key, {
        parent_id: parent.id,
        user_id: userId,
        last_read: parent.created_at,
      });
    }
  }
}

export function messageFor(
  ctx: RequestContext,
  userId = ctx.actor.userId,
): { message: MessageRecord; channel: ChannelRecord } {
  const id = ctx.params.id ?? '';
  const message = ctx.app.state.get('messages', id);
  if (!message) throw notFound(`message with id ${id} not found`);
  const channel = findChannel(ctx.app, message.cid);
  requireRead(ctx.actor, channel, ctx.app.state.member(channel.cid, userId));
  return { message, channel };
}

export function getMessage(ctx: RequestContext): Json {
  const { message } = messageFor(ctx);
  return { message: messageShape(ctx.app, message, ctx.actor.userId) };
}

/** `GET /channels/{type}/{id}/messages?ids=a,b`. */
export function getManyMessages(ctx: RequestContext): Json {
  const { channel } = channelFor(ctx);
  const ids = (ctx.query.get('ids') ?? '').split(',').filter((id) => id.length > 0);
  const messages = ids
    .map((id) => ctx.app.state.get('messages', id))
    .filter((m): m is MessageRecord => m !== undefined && m.cid === channel.cid);
  return { messages: messages.map((m) => messageShape(ctx.app, m, ctx.actor.userId)) };
}

function requireEdit(
  actor: Actor,
  channel: ChannelRecord,
  message: MessageRecord,
  app: ChatApp,
): void {
  const member = app.state.member(channel.cid, actor.userId);
  if (message.user_id === actor.userId)
    requireCapability(actor, channel, member, 'update-own-message', 'UpdateOwnMessage');
  else requireCapability(actor, channel, member, 'update-any-message', 'UpdateMessage');
}

function saveEdited(ctx: RequestContext, channel: ChannelRecord, next: MessageRecord): Json {
  ctx.app.state.put('messages', next.id, next);
  messageUpdated(ctx.app, channel, next);
  return { message: messageShape(ctx.app, next, ctx.actor.userId) };
}

/** `POST /messages/{id} {message}`: replaces the editable fields. */
export function updateMessage(ctx: RequestContext): Json {
  const data = objectField(ctx.body, 'message', true) as Json;
  const userId = actingUserId(
    ctx,
    isObject(data.user) ? data.user.id : (data.user_id ?? ctx.body.user_id),
  );
  const { message, channel } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  requireEdit(actor, channel, message, ctx.app);
  const text = textOf(data);
  const attachments = attachmentsOf(data);
  checkLength(channel, text, attachments);
  const now = timestamp();
  return saveEdited(ctx, channel, {
    ...message,
    text,
    attachments,
    mentioned_user_ids: mentionsOf(ctx.app, data),
    custom: customOf(data),
    updated_at: now,
    ...(text !== message.text ? { message_text_updated_at: now } : {}),
    ...(typeof data.quoted_message_id === 'string'
      ? { quoted_message_id: data.quoted_message_id }
      : {}),
  });
}

/** `PUT /messages/{id} {set, unset}`: also how pin/unpin travel. */
export function partialUpdateMessage(ctx: RequestContext): Json {
  const set = objectField(ctx.body, 'set') ?? {};
  const unset = Array.isArray(ctx.body.unset) ? ctx.body.unset.map(String) : [];
  const userId = actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : ctx.body.user_id);
  const { message, channel } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const member = ctx.app.state.member(channel.cid, userId);
  const now = timestamp();
  const next: MessageRecord = { ...message, custom: { ...message.custom }, updated_at: now };
  const pinOnly = [...Object.keys(set), ...unset].every(
    (k) => k === 'pinned' || k === 'pin_expires' || k === 'pinned_at',
  );
  if (pinOnly) requireCapability(actor, channel, member, 'pin-message', 'PinMessage');
  else requireEdit(actor, channel, message, ctx.app);
  for (const [key, value] of Object.entries(set)) {
    if (key === 'pinned') {
      next.pinned = value === true;
      next.pinned_at = next.pinned ? now : undefined;
      next.pinned_by_id = next.pinned ? userId : undefined;
      if (!next.pinned) next.pin_expires = undefined;
    } else if (key === 'pin_expires')
      next.pin_expires = typeof value === 'string' ? value : undefined;
    else if (key === 'pinned_at') continue;
    else if (key === 'text') {
      if (typeof value !== 'string') throw inputError('text must be a string');
      next.text = value;
      next.message_text_updated_at = now;
    } else if (key === 'attachments') next.attachments = attachmentsOf({ attachments: value });
    else if (key === 'mentioned_users')
      next.mentioned_user_ids = mentionsOf(ctx.app, { mentioned_users: value });
    else if (!RESERVED.has(key)) next.custom[key] = value;
  }
  for (const key of unset) {
    if (key === 'pinned') next.pinned = false;
    else delete next.custom[key];
  }
  checkLength(channel, next.text, next.attachments);
  return saveEdited(ctx, channel, next);
}

/** `DELETE /messages/{id}[?hard=true]`: soft by default, hard removes it and its reactions. */
export function deleteMessage(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId =
    ctx.caller.kind === 'server' ? (ctx.query.get('deleted_by') ?? '') : ctx.actor.userId;
  const { message, channel } = messageFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const member = app.state.member(channel.cid, userId);
  const hard = ctx.query.get('hard') === 'true';
  if (message.user_id === userId && !hard)
    requireCapability(actor, channel, member, 'delete-own-message', 'DeleteOwnMessage');
  else requireCapability(actor, channel, member, 'delete-any-message', 'DeleteMessage');
  const now = timestamp();
  const deleted: MessageRecord = { ...message, type: 'deleted', deleted_at: now, updated_at: now };
  if (hard) app.state.remove('messages', message.id);
  else app.state.put('messages', message.id, deleted);
  for (const m of app.state.members(channel.cid).values()) {
    if (
      m.user_id !== message.user_id &&
      message.created_at > m.last_read &&
      countsAsUnread(message, m.user_id)
    ) {
      app.state.setUnread(
        channel.cid,
        m.user_id,
        Math.max(0, app.state.unreadOf(channel.cid, m.user_id) - 1),
      );
    }
  }
  const parent = message.parent_id ? app.state.get('messages', message.parent_id) : undefined;
  if (parent) {
    const nextParent = hard
      ? { ...parent, reply_count: Math.max(0, parent.reply_count - 1) }
      : { ...parent, deleted_reply_count: parent.deleted_reply_count + 1 };
    app.state.put('messages', parent.id, nextParent);
  }
  messageUpdated(app, channel, deleted, 'message.deleted', {
    hard_delete: hard,
    deleted_for_me: false,
  });
  if (parent) messageUpdated(app, channel, app.state.get('messages', parent.id) as MessageRecord);
  return { message: messageShape(app, deleted, ctx.actor.userId) };
}

/** `GET /messages/{id}/replies`: a page of the thread, oldest first. */
export function getReplies(ctx: RequestContext): Json {
  const { app } = ctx;
  const { message, channel } = messageFor(ctx);
  const query = Object.fromEntries(ctx.query.entries());
  const page = parsePage(query, 50);
  const member = app.state.member(channel.cid, ctx.actor.userId);
  const replies = pageMessages(
    app.state.replyIds(message.id),
    (id) => app.state.get('messages', id),
    page,
    visibleTo(member),
  );
  return { messages: replies.map((m) => messageShape(app, m, ctx.actor.userId)) };
}
