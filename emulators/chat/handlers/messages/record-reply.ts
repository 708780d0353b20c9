/** A reply bumps the parent's count and participants and keeps the thread's read state. */
import type { ChatApp } from '../../app.ts';
import type { MessageRecord } from '../../store/records.ts';

/** Returns the parent as stored with the reply counted. */
export function recordReply(
  app: ChatApp,
  parent: MessageRecord,
  reply: MessageRecord,
): MessageRecord {
  const participants =
    parent.thread_participant_ids.length > 0
      ? [...parent.thread_participant_ids]
      : [parent.user_id];
  if (!participants.includes(reply.user_id)) participants.push(reply.user_id);
  const counted: MessageRecord = {
    ...parent,
    reply_count: parent.reply_count + 1,
    thread_participant_ids: participants,
    updated_at: parent.updated_at,
  };
  app.state.put('messages', parent.id, counted);
  const thread = app.state.get('threads', parent.id);
  app.state.put('threads', parent.id, {
    parent_id: parent.id,
    cid: parent.cid,
    custom: thread?.custom ?? {},
    ...(thread?.title ? { title: thread.title } : {}),
    created_at: thread?.created_at ?? reply.created_at,
    updated_at: reply.created_at,
    last_message_at: reply.created_at,
  });
  for (const userId of participants) {
    const key = `${parent.id}|${userId}`;
    if (userId === reply.user_id) {
      app.state.put('threadReads', key, {
        parent_id: parent.id,
        user_id: userId,
        last_read: reply.created_at,
        last_read_message_id: reply.id,
      });
    } else if (!app.state.get('threadReads', key)) {
      app.state.put('threadReads', key, {
        parent_id: parent.id,
        user_id: userId,
        last_read: parent.created_at,
      });
    }
  }
  return counted;
}
