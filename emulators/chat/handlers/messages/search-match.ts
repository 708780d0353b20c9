/**
 * What message search matches, as hosted Stream documents it: `query` and `text: {$q}` are a
 * full-text search of whole words (every word of the query, in any order, case-insensitive,
 * with no stemming and no folding of accents: "cafe" does not find "café"); `$autocomplete`
 * matches words by their start. A bare `text` value or `$eq` is read as `$q` (our reading: the
 * SDK's own search source sends `{text: query}`). The other message filters are evaluated on
 * the message's fields, with the names hosted documents (`user.id`, `mentioned_users.id`,
 * `attachments.type`…). Relevance is how many times the query's words occur.
 */
import type { Json } from '../../http/json.ts';
import { isObject } from '../../http/json.ts';
import { inputError } from '../../http/errors.ts';
import { objectField, stringField } from '../../http/json-fields.ts';
import { words } from '../../queries/filters.ts';
import type { MessageRecord } from '../../store/records.ts';

export interface TextQuery {
  words: string[];
  prefix: boolean;
}

/** The text part of a search, and the message filters without it. */
export function textQuery(body: Json): { text: TextQuery | null; filters: Json } {
  const filters = { ...(objectField(body, 'message_filter_conditions') ?? {}) } as Json;
  const query = stringField(body, 'query');
  const raw = filters.text;
  delete filters.text;
  let text: TextQuery | null = null;
  if (typeof raw === 'string') text = { words: words(raw), prefix: false };
  else if (isObject(raw)) {
    const autocomplete = raw.$autocomplete;
    const full = raw.$q ?? raw.$eq;
    if (typeof autocomplete === 'string') text = { words: words(autocomplete), prefix: true };
    else if (typeof full === 'string') text = { words: words(full), prefix: false };
    else throw inputError('message_filter_conditions.text supports $q, $autocomplete and $eq');
  }
  if (query)
    text = { words: [...(text?.words ?? []), ...words(query)], prefix: text?.prefix ?? false };
  if (!text && Object.keys(filters).length === 0) {
    throw inputError('either query or message_filter_conditions must be provided');
  }
  if (text && text.words.length === 0) throw inputError('the search query has no words');
  return { text, filters };
}

/** How relevant the message is to the text query; 0 when it does not match. */
export function relevance(message: MessageRecord, text: TextQuery | null): number {
  if (!text) return 1;
  const have = words(message.text);
  let score = 0;
  for (const wanted of text.words) {
    const hits = have.filter((word) => (text.prefix ? word.startsWith(wanted) : word === wanted));
    if (hits.length === 0) return 0;
    score += hits.length;
  }
  return score;
}

/** A message's field under the names hosted's message filters and sort use. */
export function messageField(message: MessageRecord, field: string): unknown {
  switch (field) {
    case 'user.id':
    case 'user_id':
      return message.user_id;
    case 'mentioned_users.id':
      return message.mentioned_user_ids;
    case 'attachments':
      return message.attachments.length > 0 ? message.attachments : undefined;
    case 'attachments.type':
      return message.attachments.map((attachment) => attachment.type);
    case 'parent_id':
      return message.parent_id;
    case 'id':
    case 'cid':
    case 'text':
    case 'type':
    case 'pinned':
    case 'created_at':
    case 'updated_at':
    case 'reply_count':
      return message[field];
    default:
      return message.custom[field];
  }
}
