/**
 * A channel event as the push webhook carries it (Webhook Events docs): for message and channel
 * events the body adds the channel's members, at most 50, and puts on each member's `user` and
 * on the event's `user` their read state: `total_unread_count`, `unread_channels`,
 * `unread_count`, `channel_unread_count` and `channel_last_read_at`, as in the docs' message.new
 * example. `channel` is the channel as the protocol spec's MessageNewEvent has it (ChannelResponse).
 */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import { channelShape } from '../shapes/channel.ts';
import { memberShape } from '../shapes/member.ts';
import { userById } from '../shapes/user.ts';
import type { ChannelRecord } from '../store/records.ts';
import { messageTotals } from '../events/unread-totals.ts';

/** "For performance reasons, such list is truncated up to 50 members." */
export const WEBHOOK_MEMBER_LIMIT = 50;

function readState(app: ChatApp, cid: string, userId: string): Json {
  const { total, channels } = messageTotals(app, userId);
  const member = app.state.member(cid, userId);
  return {
    total_unread_count: total,
    unread_channels: channels,
    unread_count: total,
    channel_unread_count: member ? app.state.unreadOf(cid, userId) : 0,
    ...(member ? { channel_last_read_at: member.last_read } : {}),
  };
}

/** `event` (a channel event with `user`) with the members and read state the webhook adds. */
export function webhookBody(app: ChatApp, channel: ChannelRecord, event: Json): Json {
  const members = [...app.state.members(channel.cid).values()]
    .slice(0, WEBHOOK_MEMBER_LIMIT)
    .map((member) => {
      const shape = memberShape(app, member, channel);
      return {
        ...shape,
        user: { ...userById(app, member.user_id), ...readState(app, channel.cid, member.user_id) },
      };
    });
  const author = event.user as Json | undefined;
  return {
    ...event,
    ...(author && typeof author.id === 'string'
      ? { user: { ...author, ...readState(app, channel.cid, author.id) } }
      : {}),
    channel: channelShape(app, channel, undefined),
    members,
  };
}
