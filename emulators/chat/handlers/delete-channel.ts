/** Deleting a channel with its messages, or only its messages (truncate). */
import type { ChatApp } from '../app.ts';
import { channelFor } from '../channel-view.ts';
import { channelShape } from '../shapes/channel.ts';
import { timestamp } from '../clock.ts';
import type { RequestContext } from '../context.ts';
import { channelEvent, toWatchers, toWatchersAndUsers } from '../events.ts';
import type { Json } from '../json.ts';
import { requireCapability } from '../permissions.ts';
import type { ChannelRecord } from '../store/records.ts';
import { forgetChannel, forgetMessages } from '../sync-redaction.ts';

/** `DELETE /channels/{type}/{id}`: gone with its messages; members and watchers are told. */
export function deleteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'delete-channel', 'DeleteChannel');
  const shape = { ...channelShape(app, channel, undefined), deleted_at: timestamp() };
  const memberIdsBefore = [...app.state.members(channel.cid).keys()];
  forgetChannel(app, channel.cid);
  const event = channelEvent('channel.deleted', channel, { channel: shape });
  toWatchersAndUsers(app, channel.cid, memberIdsBefore, event);
  removeChannelData(app, channel.cid, true);
  return { channel: shape };
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
  toWatchers(
    app,
    next.cid,
    channelEvent('channel.truncated', next, { channel: channelShape(app, next, undefined) }),
  );
  return { channel: channelShape(app, next, ctx.actor) };
}
