/**
 * A draft as hosted Stream answers it: in the draft endpoints' answers and events, and in a
 * channel's state for the user who wrote it (the SDK restores the composer from there).
 */
import type { ChatApp } from '../app.ts';
import { channelShape } from './channel.ts';
import { messageShape } from './message.ts';
import type { Json } from '../json.ts';
import type { DraftRecord } from '../store/records.ts';

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
  return {
    channel_cid: draft.cid,
    ...(channel ? { channel: channelShape(app, channel, undefined) } : {}),
    message: draft.message,
    created_at: draft.created_at,
    ...(draft.parent_id ? { parent_id: draft.parent_id } : {}),
    ...(parent ? { parent_message: messageShape(app, parent, draft.user_id) } : {}),
    ...(quoted ? { quoted_message: messageShape(app, quoted, draft.user_id) } : {}),
  };
}
