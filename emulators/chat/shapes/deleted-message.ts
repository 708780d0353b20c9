/**
 * A deleted message as hosted Stream shows it, in answers and events alike: who wrote it, where
 * and when, never what it said. Recorded hosted answers (stream-chat-swift's fixtures of
 * queryChannels and of a /sync replay) show `type: "deleted"`, `deleted_at`, a fixed text and
 * html, and empty attachments, reactions and mentions; the original stays reachable only to a
 * server-side `show_deleted_message` read, which this server does not offer.
 */
import type { Json } from '../http/json.ts';

const DELETED_TEXT = 'This message was deleted.';

/**
 * The fields that survive deletion. Kept to a list rather than removing the known content
 * fields, so a content field added to the message shape later is dropped here by default.
 */
const KEPT = [
  'id',
  'cid',
  'user',
  'member',
  'created_at',
  'updated_at',
  'deleted_at',
  'parent_id',
  'show_in_channel',
  'reply_count',
  'deleted_reply_count',
  'thread_participants',
  'quoted_message_id',
  'silent',
  'shadowed',
];

/** `message` (a message as answered) in its deleted form; `deletedAt` when it carries none. */
export function deletedForm(message: Json, deletedAt: string): Json {
  const kept: Json = {};
  for (const key of KEPT) if (key in message) kept[key] = message[key];
  return {
    ...kept,
    type: 'deleted',
    text: DELETED_TEXT,
    html: `<p>${DELETED_TEXT}</p>\n`,
    attachments: [],
    latest_reactions: [],
    own_reactions: [],
    reaction_counts: {},
    reaction_scores: {},
    mentioned_users: [],
    mentioned_channel: false,
    mentioned_here: false,
    pinned: false,
    pinned_at: null,
    pinned_by: null,
    pin_expires: null,
    restricted_visibility: [],
    deleted_at: typeof message.deleted_at === 'string' ? message.deleted_at : deletedAt,
  };
}
