/**
 * A message's fields as a client sends them on send and update, checked as Stream checks them;
 * anything the server does not compute is kept as the message's custom data.
 */
import type { ChatApp } from '../../app.ts';
import { channelConfig } from '../../settings/channel-types.ts';
import { inputError, messageTooLong } from '../../http/errors.ts';
import { isObject, type Json } from '../../http/json.ts';
import type { ChannelRecord } from '../../store/records.ts';

/** Fields the server computes: ignored when a client sends them as message data. */
export const RESERVED = new Set([
  'id',
  'text',
  'html',
  'type',
  'user',
  'user_id',
  'attachments',
  'mentioned_users',
  'parent_id',
  'show_in_channel',
  'quoted_message_id',
  'quoted_message',
  'silent',
  'pinned',
  'pinned_at',
  'pinned_by',
  'pin_expires',
  'created_at',
  'updated_at',
  'deleted_at',
  'latest_reactions',
  'own_reactions',
  'reaction_counts',
  'reaction_scores',
  'reaction_groups',
  'reply_count',
  'deleted_reply_count',
  'cid',
  'thread_participants',
  'message_text_updated_at',
  'member',
  'shadowed',
  'mentioned_channel',
  'mentioned_here',
  'restricted_visibility',
  'status',
  'command',
  'i18n',
  'poll',
  'poll_id',
  'shared_location',
  'reminder',
  'channel',
  'error',
]);

export function textOf(data: Json): string {
  const text = data.text ?? '';
  if (typeof text !== 'string') throw inputError('message.text must be a string');
  return text;
}

export function attachmentsOf(data: Json): Json[] {
  const attachments = data.attachments ?? [];
  if (!Array.isArray(attachments) || !attachments.every(isObject))
    throw inputError('message.attachments must be an array of objects');
  return attachments;
}

export function mentionsOf(app: ChatApp, data: Json): string[] {
  const raw = data.mentioned_users ?? [];
  if (!Array.isArray(raw)) throw inputError('message.mentioned_users must be an array');
  const ids = raw.map((entry) => (isObject(entry) ? entry.id : entry));
  if (ids.some((id) => typeof id !== 'string'))
    throw inputError('message.mentioned_users must hold user ids');
  return [...new Set(ids as string[])].filter((id) => app.state.get('users', id));
}

export function messageCustom(data: Json): Json {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RESERVED.has(key)));
}

export function checkLength(
  app: ChatApp,
  channel: ChannelRecord,
  text: string,
  attachments: Json[],
): void {
  const max = channelConfig(app, channel.type)?.max_message_length ?? 5000;
  if (text.trim().length === 0 && attachments.length === 0)
    throw inputError('message text is empty: a message needs text or attachments');
  if ([...text].length > max)
    throw messageTooLong(
      `message is too long: ${[...text].length} characters, the maximum is ${max}`,
    );
}
