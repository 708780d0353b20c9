/**
 * A draft as hosted Stream answers it: in the draft endpoints' answers and events, and in a
 * channel's state for the user who wrote it (the SDK restores the composer from there).
 */
import type { ChatApp } from '../app.ts';
import { channelShape } from './channel.ts';
import { messageShape } from './message.ts';
import { isObject, type Json } from '../http/json.ts';
import type { DraftRecord } from '../store/records.ts';
import { userById } from './user.ts';

export const draftKey = (userId: string, cid: string, parentId: string | undefined): string =>
  `${userId}|${cid}|${parentId ?? ''}`;

export function draftShape(app: ChatApp, draft: DraftRecord): Json {
  const channel = app.state.get('channels', draft.cid);
  const parent = draft.parent_id ? app.state.get('messages', draft.parent_id) : undefined;
  const quotedId =
    typeof draft.message.quoted_message_id === 'string'
      ? draft.message.quoted_message_id
      : undefined;
  const quoted = quotedId ? app.state.get('messages', quotedId) : undefined;
  // Hosted's draft answers and draft.updated carry parent_message and quoted_message as null
  // when there is none (GetStream/stream-chat-test-mock-server's recordings, http_draft.json).
  return {
    channel_cid: draft.cid,
    ...(channel ? { channel: channelShape(app, channel, undefined) } : {}),
    message: draftMessageShape(app, draft.message),
    created_at: draft.created_at,
    ...(draft.parent_id ? { parent_id: draft.parent_id } : {}),
    parent_message: parent ? messageShape(app, parent, draft.user_id) : null,
    quoted_message: quoted ? messageShape(app, quoted, draft.user_id) : null,
  };
}

/**
 * The draft's message as the spec's DraftPayloadResponse has it: what the composer sent, with
 * `show_in_channel` and `silent` always there (hosted answers them false when unset) and the
 * mentioned users as users rather than the ids the SDK sends.
 */
function draftMessageShape(app: ChatApp, message: Json): Json {
  const shape: Json = {
    ...message,
    show_in_channel: message.show_in_channel === true,
    silent: message.silent === true,
  };
  if (Array.isArray(message.mentioned_users)) {
    shape.mentioned_users = message.mentioned_users
      .map((user: unknown) => (isObject(user) ? user.id : user))
      .filter((id): id is string => typeof id === 'string')
      .map((id) => userById(app, id));
  }
  return shape;
}
