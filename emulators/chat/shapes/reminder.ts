/** A reminder as Stream answers it: the base fields plus its user, message and channel. */
import type { ChatApp } from '../app.ts';
import { reminderBase } from '../messages/message-extras.ts';
import { channelShape } from './channel.ts';
import { messageShape } from './message.ts';
import { userById } from './user.ts';
import type { Json } from '../http/json.ts';
import type { ReminderRecord } from '../store/records.ts';

export function reminderShape(app: ChatApp, reminder: ReminderRecord): Json {
  const message = app.state.get('messages', reminder.message_id);
  const channel = app.state.get('channels', reminder.cid);
  return {
    ...reminderBase(reminder),
    user: userById(app, reminder.user_id),
    ...(message ? { message: messageShape(app, message, reminder.user_id) } : {}),
    ...(channel ? { channel: channelShape(app, channel, undefined) } : {}),
  };
}
