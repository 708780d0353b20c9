/** Deleting a channel with its messages, or only its messages (truncate). */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { channelEvent, toWatchers, toWatchersAndUsers } from '../../events/fan-out.ts';
import type { Json } from '../../http/json.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { memberShape } from '../../shapes/member.ts';
import { userById } from '../../shapes/user.ts';
import type { ChannelRecord } from '../../store/records.ts';
import { forgetChannel, forgetMessages } from '../../events/sync-redaction.ts';

/**
 * The channel's members inside the channel, as hosted's truncate and delete answers carry them
 * (the spec's ChannelResponse.members; GetStream/stream-chat-test-mock-server's recordings of
 * hosted, http_truncate.json and http_channel_removal.json).
 */
function membersOf(app: ChatApp, channel: ChannelRecord): Json[] {
  return [...app.state.members(channel.cid).values()].map((m) => memberShape(app, m, channel));
}

/** `DELETE /channels/{type}/{id}`: gone with its messages; members and watchers are told. */
export function deleteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'delete-channel', 'DeleteChannel');
  const shape = { ...channelShape(app, channel, undefined), deleted_at: timestamp() };
  const members = membersOf(app, channel);
  const memberIdsBefore = [...app.state.members(channel.cid).keys()];
  forgetChannel(app, channel.cid);
  const event = channelEvent('channel.deleted', channel, { channel: shape });
  toWatchersAndUsers(app, channel.cid, memberIdsBefore, event);
  removeChannelData(app, channel.cid, true);
  return { channel: { ...shape, members } };
}

/** Removes the channel's messages (and with `everything` the channel); returns their ids. */
function removeChannelData(app: ChatApp, cid: string, everything: boolean): Set<string> {
  const { state } = app;
  const removed = new Set<string>();
  for (const id of [...state.messageIds(cid)]) {
    for (const reply of [...state.replyIds(id)]) {
      state.remove('messages', reply);
      removed.add(reply);
    }
    state.remove('messages', id);
    removed.add(id);
  }
  if (!everything) return removed;
  for (const userId of [...state.members(cid).keys()]) state.remove('members', `${cid}|${userId}`);
  state.remove('channels', cid);
  return removed;
}

/** `POST /channels/{type}/{id}/truncate`: every message removed; unread counts reset. */
export function truncateChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'update-channel', 'TruncateChannel');
  const removed = removeChannelData(app, channel.cid, false);
  const now = timestamp();
  forgetMessages(app, channel.cid, removed, now);
  const next: ChannelRecord = {
    ...channel,
    truncated_at: now,
    updated_at: now,
    last_message_at: undefined,
  };
  app.state.put('channels', next.cid, next);
  for (const userId of app.state.members(next.cid).keys()) app.state.setUnread(next.cid, userId, 0);
  // The spec's ChannelResponse.truncated_by; kept for this answer and event only, as the
  // channel record has no field for it.
  const truncatedBy = ctx.actor.userId ? { truncated_by: userById(app, ctx.actor.userId) } : {};
  toWatchers(
    app,
    next.cid,
    channelEvent('channel.truncated', next, {
      channel: { ...channelShape(app, next, undefined), ...truncatedBy },
    }),
  );
  return {
    channel: {
      ...channelShape(app, next, ctx.actor),
      members: membersOf(app, next),
      ...truncatedBy,
    },
  };
}
