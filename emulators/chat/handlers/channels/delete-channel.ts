/** Deleting a channel with its messages. */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { channelEvent, toWatchersAndUsers } from '../../events/fan-out.ts';
import type { Json } from '../../http/json.ts';
import { requireCapability } from '../../auth/permissions.ts';
import { memberShapes } from '../../shapes/member.ts';
import { forgetChannel } from '../../events/sync-redaction.ts';

/** `DELETE /channels/{type}/{id}`: gone with its messages; members and watchers are told. */
export function deleteChannel(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel, member } = channelFor(ctx);
  requireCapability(ctx.actor, channel, member, 'delete-channel', 'DeleteChannel');
  // `created_by` null, as in hosted's recorded answer (stream-chat-test-mock-server,
  // http_channel_removal.json).
  const shape = {
    ...channelShape(app, channel, undefined),
    created_by: null,
    deleted_at: timestamp(),
  };
  const members = memberShapes(app, channel);
  const memberIdsBefore = [...app.state.members(channel.cid).keys()];
  forgetChannel(app, channel.cid);
  const event = channelEvent('channel.deleted', channel, { channel: shape });
  toWatchersAndUsers(app, channel.cid, memberIdsBefore, event);
  removeChannelData(app, channel.cid, true);
  return { channel: { ...shape, members } };
}

/** Removes the channel's messages, or those `upTo` a time, and with `everything` the channel. */
export function removeChannelData(
  app: ChatApp,
  cid: string,
  everything: boolean,
  upTo?: string,
): Set<string> {
  const { state } = app;
  const removed = new Set<string>();
  for (const id of [...state.messageIds(cid)]) {
    if (upTo && (state.get('messages', id)?.created_at ?? '') > upTo) continue;
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
