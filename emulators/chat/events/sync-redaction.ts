/**
 * The sync log forgets what deleted messages said. Its events are kept for 30 days, and any
 * member, even one added after a deletion, may replay them; so once a message is deleted,
 * truncated away or gone with its channel, every kept event that shows it (as the event's
 * message, another message's quote, a thread's parent or replies) carries its deleted form
 * instead, and the events about its reactions go, as the reactions went with it.
 */
import type { ChatApp } from '../app.ts';
import { deletedForm } from '../shapes/deleted-message.ts';
import { isObject, type Json } from '../http/json.ts';

/** The keys under which an event carries a message or a list of messages. */
const MESSAGE_KEYS = new Set([
  'message',
  'quoted_message',
  'parent_message',
  'latest_replies',
  'messages',
  'pinned_messages',
]);

interface Gone {
  ids: ReadonlySet<string>;
  at: string;
}

/** `value` with every gone message under a message key in its deleted form; itself if none. */
function redacted(value: unknown, key: string, gone: Gone): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => redacted(item, key, gone));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isObject(value)) return value;
  if (MESSAGE_KEYS.has(key) && typeof value.id === 'string' && gone.ids.has(value.id)) {
    return deletedForm(value, gone.at);
  }
  let copy: Json | undefined;
  for (const [childKey, child] of Object.entries(value)) {
    const next = redacted(child, childKey, gone);
    if (next !== child) (copy ??= { ...value })[childKey] = next;
  }
  return copy ?? value;
}

function isAboutReactionOn(event: Json, ids: ReadonlySet<string>): boolean {
  if (typeof event.type !== 'string' || !event.type.startsWith('reaction.')) return false;
  const messageId = isObject(event.message) ? event.message.id : event.message_id;
  return typeof messageId === 'string' && ids.has(messageId);
}

/** Rewrites channel `cid`'s kept events that show any of messages `ids`, deleted at `at`. */
export function forgetMessages(
  app: ChatApp,
  cid: string,
  ids: ReadonlySet<string>,
  at: string,
): void {
  if (ids.size === 0) return;
  const { state } = app;
  for (const key of [...state.syncEventKeys(cid)]) {
    const record = state.get('syncEvents', key);
    if (!record) continue;
    if (isAboutReactionOn(record.event, ids)) {
      state.remove('syncEvents', key);
      continue;
    }
    const event = redacted(record.event, '', { ids, at }) as Json;
    if (event !== record.event) state.put('syncEvents', key, { ...record, event });
  }
}

/**
 * Drops every kept event of a channel being deleted: a channel made again under its id starts
 * empty (Deleting Channels docs), so its members must not replay the old one.
 */
export function forgetChannel(app: ChatApp, cid: string): void {
  for (const key of [...app.state.syncEventKeys(cid)]) app.state.remove('syncEvents', key);
}
