/**
 * `POST /channels` (queryChannels): the user's channels (every channel for admins and the
 * server), filtered and sorted on channel fields and on the user's own membership of each.
 */
import type { ChatApp } from '../../app.ts';
import { channelState, type StateOptions } from '../../channels/channel-view.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { boolField, intField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { actsAsAdmin } from '../../auth/permissions.ts';
import type { ChannelRecord } from '../../store/records.ts';
import { watch } from '../../channels/watching.ts';

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
  const everything = actsAsAdmin(ctx.actor);
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
      if (watching) watch(ctx, channel);
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
