/** What a new message does to each member's unread state, the sender's included. */
import type { ChatApp } from '../../app.ts';
import { channelShape } from '../../shapes/channel.ts';
import { channelEvent, toUser } from '../../events/fan-out.ts';
import type { ChannelRecord, MessageRecord } from '../../store/records.ts';
import { countsAsUnread } from '../../store/state.ts';
import { userById } from '../../shapes/user.ts';

/** Others' unread counts go up; members who had hidden the channel see it again. */
export function countUnread(app: ChatApp, channel: ChannelRecord, message: MessageRecord): void {
  for (const member of app.state.members(channel.cid).values()) {
    if (member.user_id === message.user_id) {
      // Sending reads the channel, as on Stream. Logged only when something was unread: the
      // common send then writes no member line, and a restart still recounts correctly.
      if (app.state.unreadOf(channel.cid, member.user_id) > 0) {
        app.state.put('members', `${channel.cid}|${member.user_id}`, {
          ...member,
          last_read: message.created_at,
          last_read_message_id: message.id,
        });
      }
      app.state.setUnread(channel.cid, member.user_id, 0);
      continue;
    }
    if (!countsAsUnread(message, member.user_id)) continue;
    app.state.setUnread(
      channel.cid,
      member.user_id,
      app.state.unreadOf(channel.cid, member.user_id) + 1,
    );
    if (member.hidden) {
      app.state.put('members', `${channel.cid}|${member.user_id}`, { ...member, hidden: false });
      toUser(
        app,
        member.user_id,
        channelEvent('channel.visible', channel, {
          channel: channelShape(app, channel, undefined),
          user: userById(app, member.user_id),
        }),
      );
    }
  }
}
