/**
 * Member changes that travel with `POST /channels/{type}/{id}`: add and remove members, invites
 * and their answers, moderators; each with the events the member and the watchers receive.
 */
import type { ChatApp } from '../../app.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { memberIds } from '../../http/json-fields.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { channelEvent, toConnections, toUser, toWatchersAndUsers } from '../../events/fan-out.ts';
import { isStaff } from '../../auth/app-staff.ts';
import { canRead, requireCapability, type Actor } from '../../auth/permissions.ts';
import { channelShape } from '../../shapes/channel.ts';
import { memberShape } from '../../shapes/member.ts';
import { unreadTotals } from '../../events/unread-totals.ts';
import { userById } from '../../shapes/user.ts';
import type { ChannelRecord, MemberRecord } from '../../store/records.ts';
import { addMembers } from './members.ts';
import { announceWatching } from '../../channels/watching.ts';

export function applyMemberChanges(
  ctx: RequestContext,
  channel: ChannelRecord,
  actor: Actor,
  member: MemberRecord | undefined,
): void {
  const { app } = ctx;
  const add = memberIds(ctx.body, 'add_members');
  const remove = memberIds(ctx.body, 'remove_members');
  const invites = memberIds(ctx.body, 'invites');
  const promote = memberIds(ctx.body, 'add_moderators');
  const demote = memberIds(ctx.body, 'demote_moderators');
  const selfOnly = (ids: string[]): boolean => ids.every((id) => id === actor.userId);
  if (add) {
    if (!selfOnly(add) || member)
      requireCapability(actor, channel, member, 'update-channel-members', 'UpdateChannelMembers');
    else if (channel.type !== 'team')
      requireCapability(actor, channel, member, 'join-channel', 'JoinChannel');
    for (const id of add)
      if (!app.state.get('users', id)) throw inputError(`user "${id}" does not exist`);
    addMembers(app, channel, add, { invited: false, actorId: actor.userId, notifyActor: true });
  }
  if (invites) {
    requireCapability(actor, channel, member, 'update-channel-members', 'UpdateChannelMembers');
    for (const id of invites)
      if (!app.state.get('users', id)) throw inputError(`user "${id}" does not exist`);
    addMembers(app, channel, invites, { invited: true, actorId: actor.userId, notifyActor: true });
  }
  if (remove) {
    if (!selfOnly(remove))
      requireCapability(actor, channel, member, 'update-channel-members', 'UpdateChannelMembers');
    else requireCapability(actor, channel, member, 'leave-channel', 'LeaveChannel');
    for (const id of remove) removeMember(app, channel, id, actor.userId);
  }
  if (promote || demote) {
    requireModeratorChange(actor, channel, member, promote ?? []);
    for (const id of promote ?? []) setRole(app, channel, id, 'channel_moderator', actor.userId);
    for (const id of demote ?? []) setRole(app, channel, id, 'channel_member', actor.userId);
  }
  if (ctx.body.accept_invite === true || ctx.body.reject_invite === true) {
    if (!member?.invited)
      throw inputError(`user "${actor.userId}" has no pending invite for this channel`);
    const accept = ctx.body.accept_invite === true;
    const now = timestamp();
    const next: MemberRecord = {
      ...member,
      updated_at: now,
      ...(accept
        ? { invite_accepted_at: now, invite_rejected_at: undefined }
        : { invite_rejected_at: now }),
    };
    app.state.put('members', `${channel.cid}|${member.user_id}`, next);
    const shape = memberShape(app, next, channel);
    toUser(
      app,
      member.user_id,
      channelEvent(
        accept ? 'notification.invite_accepted' : 'notification.invite_rejected',
        channel,
        {
          channel: channelShape(app, channel, undefined),
          member: shape,
          user: userById(app, member.user_id),
          ...unreadTotals(app, member.user_id),
        },
      ),
    );
    toWatchersAndUsers(
      app,
      channel.cid,
      [],
      channelEvent('member.updated', channel, {
        member: shape,
        user: userById(app, member.user_id),
      }),
    );
  }
}

/**
 * Who may make and remove channel moderators: Stream's docs allow it server-side only; app staff,
 * the channel's moderators and its creator (who holds update-channel-members, the capability
 * Parley's members list offers the buttons on) may too, as Parley's UI needs. Nobody promotes
 * themselves client-side, so a member cannot make themselves a reviewer of their own channel.
 */
function requireModeratorChange(
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
  promote: readonly string[],
): void {
  if (actor.caller.kind === 'server') return;
  if (promote.includes(actor.userId))
    throw notAllowed(`User '${actor.userId}' cannot make themselves a moderator`);
  if (isStaff(actor)) return;
  requireCapability(actor, channel, member, 'update-channel-members', 'UpdateChannelMembers');
}

function setRole(
  app: ChatApp,
  channel: ChannelRecord,
  userId: string,
  role: MemberRecord['channel_role'],
  actorId: string,
): void {
  const member = app.state.member(channel.cid, userId);
  if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
  const next = { ...member, channel_role: role, updated_at: timestamp() };
  app.state.put('members', `${channel.cid}|${userId}`, next);
  toWatchersAndUsers(
    app,
    channel.cid,
    [userId],
    channelEvent('member.updated', channel, {
      member: memberShape(app, next, channel),
      user: userById(app, actorId),
    }),
  );
}

function removeMember(app: ChatApp, channel: ChannelRecord, userId: string, actorId: string): void {
  const member = app.state.member(channel.cid, userId);
  if (!member) return;
  const shape = memberShape(app, member, channel);
  app.state.remove('members', `${channel.cid}|${userId}`);
  const event = channelEvent('member.removed', channel, {
    member: shape,
    user: userById(app, userId),
  });
  toWatchersAndUsers(app, channel.cid, [userId], event);
  unsubscribeRemoved(app, channel, userId);
  toUser(
    app,
    userId,
    channelEvent('notification.removed_from_channel', channel, {
      channel: channelShape(app, channel, undefined),
      member: shape,
      user: userById(app, actorId),
      ...unreadTotals(app, userId),
    }),
  );
}

/**
 * A removed member who may no longer read the channel is unsubscribed from it: each of their
 * connections watching it gets `channel.kicked` (the spec's ChannelKickedEvent: the client lost
 * access and the server stopped sending it the channel's events) and hears no more of it, and
 * the other watchers hear the user stopped watching. An admin keeps reading, and watching.
 */
function unsubscribeRemoved(app: ChatApp, channel: ChannelRecord, userId: string): void {
  const role = app.state.get('users', userId)?.role ?? 'user';
  if (canRead({ caller: { kind: 'user', userId }, userId, role }, undefined)) return;
  const watching = [...app.hub.connectionsOf(userId)].filter((c) => c.watching.has(channel.cid));
  if (watching.length === 0) return;
  toConnections(app, watching, channelEvent('channel.kicked', channel));
  let stopped = false;
  for (const connection of watching) stopped = app.hub.unwatch(connection, channel.cid) || stopped;
  if (stopped) announceWatching(app, channel, userId, 'stop');
}
