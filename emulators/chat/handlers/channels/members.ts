/** Members: adding (with the events each side receives), per-member settings, queryMembers. */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { serverOrUserId, type RequestContext } from '../../http/context.ts';
import { intField, setUnset } from '../../http/json-fields.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { channelEvent, toUser, toWatchersAndUsers } from '../../events/fan-out.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { channelShape } from '../../shapes/channel.ts';
import { memberShape } from '../../shapes/member.ts';
import { unreadTotals } from '../../events/unread-totals.ts';
import { userById } from '../../shapes/user.ts';
import type { Json } from '../../http/json.ts';
import type { ChannelRecord, MemberRecord } from '../../store/records.ts';
import { checkChannelId, checkChannelType } from '../../http/validate.ts';

export function addMembers(
  app: ChatApp,
  channel: ChannelRecord,
  userIds: string[],
  options: { invited: boolean; actorId: string; notifyActor: boolean },
): void {
  const now = timestamp();
  const added: MemberRecord[] = [];
  for (const userId of new Set(userIds)) {
    if (app.state.member(channel.cid, userId)) continue;
    const member: MemberRecord = {
      cid: channel.cid,
      user_id: userId,
      channel_role: 'channel_member',
      created_at: now,
      updated_at: now,
      invited: options.invited,
      hidden: false,
      notifications_muted: false,
      banned: false,
      last_read: now,
    };
    app.state.put('members', `${channel.cid}|${userId}`, member);
    app.state.setUnread(channel.cid, userId, 0);
    added.push(member);
  }
  for (const member of added) {
    const shape = memberShape(app, member, channel);
    toWatchersAndUsers(
      app,
      channel.cid,
      [member.user_id],
      channelEvent('member.added', channel, {
        member: shape,
        user: userById(app, member.user_id),
        ...(channel.last_message_at ? { channel_last_message_at: channel.last_message_at } : {}),
      }),
    );
    if (member.user_id === options.actorId && !options.notifyActor) continue;
    const channelJson = {
      ...channelShape(app, channel, undefined),
      members: [...app.state.members(channel.cid).values()].map((m) =>
        memberShape(app, m, channel),
      ),
    };
    toUser(
      app,
      member.user_id,
      channelEvent(
        options.invited ? 'notification.invited' : 'notification.added_to_channel',
        channel,
        {
          channel: channelJson,
          member: shape,
          user: userById(app, options.actorId || member.user_id),
          ...unreadTotals(app, member.user_id),
        },
      ),
    );
  }
}

/** Member fields the server keeps itself: custom data may not take their names. */
const MEMBER_FIELDS = new Set([
  'user_id',
  'user',
  'status',
  'created_at',
  'updated_at',
  'banned',
  'shadow_banned',
  'ban_expires',
  'role',
  'channel_role',
  'is_moderator',
  'invited',
  'invite_accepted_at',
  'invite_rejected_at',
  'pinned_at',
  'archived_at',
  'deleted_at',
]);

/**
 * `PATCH /channels/{type}/{id}/member[/{user_id}] {set, unset}`: pinned, archived, muted
 * notifications and custom data, which the spec's UpdateMemberPartialRequest `set` takes as
 * additional properties and every member answer then carries.
 */
export function updateMemberPartial(ctx: RequestContext): Json {
  const { app } = ctx;
  const named = ctx.params.user_id ?? ctx.query.get('user_id') ?? undefined;
  const userId = ctx.caller.kind === 'server' ? serverOrUserId(ctx, named) : ctx.actor.userId;
  if (named && named !== userId && ctx.actor.role !== 'admin') {
    throw notAllowed(
      `User '${ctx.actor.userId}' is not allowed to update the membership of '${named}'`,
    );
  }
  const { channel, member } = channelFor(ctx, userId);
  if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
  const { set, unset } = setUnset(ctx.body);
  const now = timestamp();
  const next: MemberRecord = { ...member, custom: { ...member.custom }, updated_at: now };
  const custom = next.custom as Json;
  for (const [key, value] of Object.entries(set)) {
    if (key === 'pinned') next.pinned_at = value === true ? now : undefined;
    else if (key === 'archived') next.archived_at = value === true ? now : undefined;
    else if (key === 'notifications_muted') next.notifications_muted = value === true;
    else if (MEMBER_FIELDS.has(key))
      throw inputError(`field "${key}" cannot be set on a channel member`);
    else custom[key] = value;
  }
  for (const key of unset) {
    if (key === 'pinned') next.pinned_at = undefined;
    else if (key === 'archived') next.archived_at = undefined;
    else delete custom[key];
  }
  app.state.put('members', `${channel.cid}|${userId}`, next);
  const shape = memberShape(app, next, channel);
  toWatchersAndUsers(
    app,
    channel.cid,
    [userId],
    channelEvent('member.updated', channel, {
      member: shape,
      user: userById(app, userId),
    }),
  );
  return { channel_member: shape };
}

/** `GET /members?payload={type, id, filter_conditions, sort, limit, offset}`. */
export function queryMembers(ctx: RequestContext): Json {
  const { app } = ctx;
  const type = String(ctx.body.type ?? '');
  const id = String(ctx.body.id ?? '');
  checkChannelType(type);
  checkChannelId(id);
  const { channel } = channelFor({ ...ctx, params: { type, id } });
  const limit = intField(ctx.body, 'limit', 0, 300) ?? 100;
  const offset = intField(ctx.body, 'offset', 0, 10_000) ?? 0;
  const sort = parseSort(ctx.body.sort, [{ field: 'created_at', direction: 1 }]);
  const field = (member: MemberRecord, name: string): unknown => {
    const user = app.state.get('users', member.user_id);
    if (name === 'id' || name === 'user_id') return member.user_id;
    if (name === 'name') return user?.name;
    if (name === 'channel_role') return member.channel_role;
    if (name === 'is_moderator') return member.channel_role === 'channel_moderator';
    if (name === 'invite')
      return member.invited
        ? member.invite_accepted_at
          ? 'accepted'
          : member.invite_rejected_at
            ? 'rejected'
            : 'pending'
        : undefined;
    if (name === 'created_at' || name === 'updated_at' || name === 'banned') return member[name];
    return user?.custom[name];
  };
  const members = [...app.state.members(channel.cid).values()]
    .filter((m) => matches(ctx.body.filter_conditions ?? {}, (name) => field(m, name)))
    .sort(comparator(sort, field))
    .slice(offset, offset + limit);
  return { members: members.map((m) => memberShape(app, m, channel)) };
}
