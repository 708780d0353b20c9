/** A channel member as hosted Stream answers it: in channel state, member queries and events. */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import type { ChannelRecord, MemberRecord } from '../store/records.ts';
import { userById } from './user.ts';

/**
 * Every member of the channel, as hosted's truncate and delete answers carry them inside the
 * channel (the spec's ChannelResponse.members; GetStream/stream-chat-test-mock-server's
 * recordings of hosted, http_truncate.json and http_channel_removal.json).
 */
export function memberShapes(app: ChatApp, channel: ChannelRecord): Json[] {
  return [...app.state.members(channel.cid).values()].map((m) => memberShape(app, m, channel));
}

export function memberShape(app: ChatApp, member: MemberRecord, channel: ChannelRecord): Json {
  const owner = channel.created_by_id === member.user_id;
  const shape: Json = {
    ...member.custom,
    user_id: member.user_id,
    user: userById(app, member.user_id),
    status: member.invited && !member.invite_accepted_at ? 'pending' : 'member',
    created_at: member.created_at,
    updated_at: member.updated_at,
    banned: member.banned,
    shadow_banned: false,
    role: member.channel_role === 'channel_moderator' ? 'moderator' : owner ? 'owner' : 'member',
    channel_role: member.channel_role,
    notifications_muted: member.notifications_muted,
  };
  if (member.channel_role === 'channel_moderator') shape.is_moderator = true;
  if (member.invited) shape.invited = true;
  if (member.invite_accepted_at) shape.invite_accepted_at = member.invite_accepted_at;
  if (member.invite_rejected_at) shape.invite_rejected_at = member.invite_rejected_at;
  // Null when unset, as in hosted's recorded member.added (stream-chat-test-mock-server).
  shape.pinned_at = member.pinned_at ?? null;
  shape.archived_at = member.archived_at ?? null;
  return shape;
}
