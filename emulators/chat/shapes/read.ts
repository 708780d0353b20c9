/** A member's read state as the `read` list of a channel's state carries it. */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import type { MemberRecord } from '../store/records.ts';
import { userById } from './user.ts';

export function readShape(app: ChatApp, member: MemberRecord): Json {
  const shape: Json = {
    user: userById(app, member.user_id),
    last_read: member.last_read,
    unread_messages: app.state.unreadOf(member.cid, member.user_id),
  };
  if (member.last_read_message_id) shape.last_read_message_id = member.last_read_message_id;
  // The spec's ReadStateResponse; stream-chat's delivery reporter reads them back.
  if (member.last_delivered_at) {
    shape.last_delivered_at = member.last_delivered_at;
    shape.last_delivered_message_id = member.last_delivered_message_id;
  }
  return shape;
}
