/**
 * A channel as hosted Stream answers it (see tests/conformance/stream-chat/stream-shapes).
 * own_capabilities and hidden depend on the viewer, so events sent to many users leave them out.
 */
import type { ChatApp } from '../app.ts';
import { channelConfig } from '../settings/channel-types.ts';
import type { Json } from '../http/json.ts';
import type { Actor } from '../auth/permissions.ts';
import { ownCapabilities } from '../channels/features.ts';
import type { ChannelRecord } from '../store/records.ts';
import { userById } from './user.ts';
import { freshLink } from '../uploads/signed-links.ts';

/** `actor` undefined: the viewer-independent form used inside events sent to many users. */
export function channelShape(app: ChatApp, channel: ChannelRecord, actor: Actor | undefined): Json {
  const { state } = app;
  const member = actor ? state.member(channel.cid, actor.userId) : undefined;
  const shape: Json = {
    ...channel.custom,
    ...(channel.custom.image === undefined ? {} : { image: freshLink(app, channel.custom.image) }),
    id: channel.id,
    type: channel.type,
    cid: channel.cid,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
    created_by: userById(app, channel.created_by_id),
    frozen: channel.frozen,
    disabled: channel.disabled,
    member_count: state.members(channel.cid).size,
    config: channelConfig(app, channel.type),
    hidden: member?.hidden ?? false,
    blocked: false,
    message_count: state.messageIds(channel.cid).length,
  };
  if (actor) shape.own_capabilities = ownCapabilities(app, actor, channel, member);
  if (channel.last_message_at) shape.last_message_at = channel.last_message_at;
  if (channel.cooldown > 0) shape.cooldown = channel.cooldown;
  if (channel.team) shape.team = channel.team;
  if (channel.truncated_at) shape.truncated_at = channel.truncated_at;
  if (channel.truncated_by_id) shape.truncated_by = userById(app, channel.truncated_by_id);
  return shape;
}
