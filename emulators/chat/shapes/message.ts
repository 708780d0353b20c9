/**
 * A message as hosted Stream answers it (see tests/conformance/stream-chat/stream-shapes), with its
 * reactions, quote, thread participants and extras, or its deleted form once deleted.
 * own_reactions depend on the viewer.
 */
import type { ChatApp } from '../app.ts';
import { deletedForm } from './deleted-message.ts';
import type { Json } from '../http/json.ts';
import { messageExtrasShape } from '../messages/message-extras.ts';
import { reactionShape, reactionSummaries } from './reaction.ts';
import type { MessageRecord } from '../store/records.ts';
import { userById } from './user.ts';
import { freshAttachments } from '../uploads/signed-links.ts';

const LATEST_REACTIONS = 10;

/** `viewerId` fills own_reactions; events pass undefined, as Stream's carry none. */
export function messageShape(
  app: ChatApp,
  message: MessageRecord,
  viewerId: string | undefined,
  withQuote = true,
): Json {
  const { state } = app;
  const newestFirst = [...message.reactions].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const member = state.member(message.cid, message.user_id);
  const shape: Json = {
    ...message.custom,
    id: message.id,
    text: message.text,
    html: renderHtml(message.text),
    type: message.type,
    user: userById(app, message.user_id),
    attachments: freshAttachments(app, message.attachments),
    latest_reactions: newestFirst
      .slice(0, LATEST_REACTIONS)
      .map((r) => reactionShape(app, r, message.id)),
    own_reactions: viewerId
      ? newestFirst
          .filter((r) => r.user_id === viewerId)
          .map((r) => reactionShape(app, r, message.id))
      : [],
    ...reactionSummaries(message.reactions),
    reply_count: message.reply_count,
    deleted_reply_count: message.deleted_reply_count,
    cid: message.cid,
    created_at: message.created_at,
    updated_at: message.updated_at,
    shadowed: false,
    mentioned_users: message.mentioned_user_ids.map((id) => userById(app, id)),
    mentioned_channel: false,
    mentioned_here: false,
    silent: message.silent,
    pinned: message.pinned,
    pinned_at: message.pinned_at ?? null,
    pinned_by: message.pinned_by_id ? userById(app, message.pinned_by_id) : null,
    pin_expires: message.pin_expires ?? null,
    restricted_visibility: [],
  };
  if (member) {
    shape.member = {
      channel_role: member.channel_role,
      notifications_muted: member.notifications_muted,
    };
  }
  if (message.parent_id) {
    shape.parent_id = message.parent_id;
    shape.show_in_channel = message.show_in_channel ?? false;
  }
  if (message.thread_participant_ids.length > 0) {
    shape.thread_participants = message.thread_participant_ids.map((id) => userById(app, id));
  }
  if (message.quoted_message_id) {
    shape.quoted_message_id = message.quoted_message_id;
    const quoted = state.get('messages', message.quoted_message_id);
    if (quoted && withQuote) shape.quoted_message = messageShape(app, quoted, viewerId, false);
  }
  if (message.deleted_at) shape.deleted_at = message.deleted_at;
  if (message.i18n) shape.i18n = message.i18n;
  // The record keeps what a deleted message said; nobody is shown it again.
  if (message.type === 'deleted') return deletedForm(shape, message.updated_at);
  if (message.message_text_updated_at)
    shape.message_text_updated_at = message.message_text_updated_at;
  return Object.assign(shape, messageExtrasShape(app, message, viewerId));
}

/** Stream renders markdown; plain paragraphs with escaped text are enough for every client that reads `html`. */
function renderHtml(text: string): string {
  if (text.length === 0) return '';
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
  return `<p>${escaped.replace(/\n/g, '<br/>')}</p>\n`;
}
