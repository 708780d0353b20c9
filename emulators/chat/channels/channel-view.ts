/**
 * Loading a channel for a request (404 and read checks in one place) and building the channel
 * state Stream answers queries with: channel, messages, members, read, watchers, membership.
 */
import { pushPreferencesOf } from '../shapes/push-preference.ts';
import type { ChatApp } from '../app.ts';
import type { RequestContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { pageMessages, type PageOptions } from '../queries/paging.ts';
import { requireCapability, requireRead, type Actor } from '../auth/permissions.ts';
import { channelShape } from '../shapes/channel.ts';
import { memberShape } from '../shapes/member.ts';
import { messageShape } from '../shapes/message.ts';
import { readShape } from '../shapes/read.ts';
import { userById } from '../shapes/user.ts';
import type { Json } from '../http/json.ts';
import type { ChannelRecord, MemberRecord, MessageRecord } from '../store/records.ts';
import { checkChannelId, checkChannelType } from '../http/validate.ts';
import { draftKey, draftShape } from '../shapes/draft.ts';

export interface ChannelAccess {
  channel: ChannelRecord;
  member: MemberRecord | undefined;
}

export function findChannel(app: ChatApp, cid: string): ChannelRecord {
  const channel = app.state.get('channels', cid);
  if (!channel) throw notFound(`Can't find channel with id "${cid}"`);
  return channel;
}

/** The channel named by `:type/:id`, which the actor must be allowed to read. */
export function channelFor(ctx: RequestContext, userId = ctx.actor.userId): ChannelAccess {
  const type = ctx.params.type ?? '';
  const id = ctx.params.id ?? '';
  checkChannelType(type);
  checkChannelId(id);
  const channel = findChannel(ctx.app, `${type}:${id}`);
  const member = ctx.app.state.member(channel.cid, userId);
  requireRead(ctx.actor, channel, member);
  return { channel, member };
}

/** Checks a capability in `channel` of the user the request acts as (a server-side call names one). */
export function requireCapabilityOf(
  ctx: RequestContext,
  userId: string,
  channel: ChannelRecord,
  capability: string,
  action: string,
): void {
  const member = ctx.app.state.member(channel.cid, userId);
  requireCapability({ ...ctx.actor, userId }, channel, member, capability, action);
}

/**
 * What a member sees of a channel's history: nothing up to the channel's truncation (a truncate
 * hides messages unless it hard-deletes them) or up to the member's own hidden history.
 */
export function visibleTo(
  channel: ChannelRecord,
  member: MemberRecord | undefined,
): (message: MessageRecord) => boolean {
  const before = [channel.truncated_at, member?.hide_messages_before]
    .filter((at): at is string => at !== undefined)
    .sort()
    .pop();
  return before ? (message) => message.created_at > before : () => true;
}

export interface StateOptions {
  messages: PageOptions;
  memberLimit: number;
  memberOffset: number;
  watcherLimit: number;
}

export function channelState(
  app: ChatApp,
  channel: ChannelRecord,
  actor: Actor,
  options: StateOptions,
): Json {
  const { state, hub } = app;
  const member = state.member(channel.cid, actor.userId);
  const lookup = (id: string): MessageRecord | undefined => state.get('messages', id);
  const visible = visibleTo(channel, member);
  const messages = pageMessages(state.messageIds(channel.cid), lookup, options.messages, visible);
  const pinned: MessageRecord[] = [];
  const ids = state.messageIds(channel.cid);
  for (let i = ids.length - 1; i >= 0 && pinned.length < 10; i--) {
    const message = lookup(ids[i] as string);
    if (message?.pinned && message.type !== 'deleted' && visible(message)) pinned.push(message);
  }
  const members = [...state.members(channel.cid).values()];
  const watcherIds = hub.watcherUserIds(channel.cid);
  const result: Json = {
    channel: channelShape(app, channel, actor),
    messages: messages.map((m) => messageShape(app, m, actor.userId)),
    pinned_messages: pinned.reverse().map((m) => messageShape(app, m, actor.userId)),
    watcher_count: watcherIds.length,
    watchers: watcherIds.slice(0, options.watcherLimit).map((id) => userById(app, id)),
    read: members.map((m) => readShape(app, m)),
    members: members
      .slice(options.memberOffset, options.memberOffset + options.memberLimit)
      .map((m) => memberShape(app, m, channel)),
    threads: [],
  };
  if (member) result.membership = memberShape(app, member, channel);
  const draft = state.get('drafts', draftKey(actor.userId, channel.cid, undefined));
  if (draft) result.draft = draftShape(app, draft);
  if (member) Object.assign(result, pushPreferencesOf(app, actor.userId, channel.cid));
  return result;
}
