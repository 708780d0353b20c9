/**
 * Message search across the channels a filter selects among the user's own, thread replies
 * included (search-match.ts says what matches). Sorted by `sort` (relevance, then newest
 * first, by default); `limit` 1 to 100, 100 by default; paged by `offset` or by `next`, an
 * opaque cursor that carries the sort (so later pages need not repeat it), with `previous`
 * back. As hosted documents, a non-zero `offset` cannot go with `sort` or `next` (stream-chat itself refuses an offset with `next` before sending).
 */
import type { RequestContext } from '../../http/context.ts';
import { intField, objectField, stringField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError } from '../../http/errors.ts';
import { comparator, matches, parseSort, type SortField } from '../../queries/filters.ts';
import { featureOn } from '../../channels/features.ts';
import { visibleTo } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { messageShape } from '../../shapes/message.ts';
import type { Json } from '../../http/json.ts';
import type { MessageRecord } from '../../store/records.ts';
import { messageField, relevance, textQuery } from './search-match.ts';

const DEFAULT_SORT: SortField[] = [
  { field: 'relevance', direction: -1 },
  { field: 'created_at', direction: -1 },
];

interface Cursor {
  offset: number;
  sort: SortField[];
}

const encode = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(raw: string): Cursor {
  try {
    const cursor: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString());
    if (isObject(cursor) && Number.isInteger(cursor.offset) && Array.isArray(cursor.sort)) {
      return {
        offset: Math.max(0, cursor.offset as number),
        sort: parseSort(cursor.sort, DEFAULT_SORT),
      };
    }
  } catch {
    // Answered below, as any cursor this server did not make.
  }
  throw inputError('next is not a valid cursor');
}

/** Where the page starts and how the results are ordered, from offset, sort and next. */
function paging(ctx: RequestContext): Cursor {
  const offset = intField(ctx.body, 'offset', 0, 1000) ?? 0;
  const next = stringField(ctx.body, 'next');
  const rawSort = ctx.body.sort;
  const hasSort = Array.isArray(rawSort)
    ? rawSort.length > 0
    : rawSort !== undefined && rawSort !== null;
  if (offset > 0 && (next || hasSort)) {
    throw inputError('cannot specify offset with sort or next parameters');
  }
  if (next) {
    const cursor = decode(next);
    return hasSort ? { ...cursor, sort: parseSort(rawSort, DEFAULT_SORT) } : cursor;
  }
  return { offset, sort: parseSort(rawSort, DEFAULT_SORT) };
}

export function search(ctx: RequestContext): Json {
  const { app } = ctx;
  const channelFilter = objectField(ctx.body, 'filter_conditions', true) as Json;
  const { text, filters } = textQuery(ctx.body);
  const limit = intField(ctx.body, 'limit', 1, 100) ?? 100;
  const { offset, sort } = paging(ctx);
  const userId = ctx.actor.userId;
  const cids = [...app.state.channelsOf(userId)].filter((cid) => {
    const channel = app.state.get('channels', cid);
    if (!channel || !featureOn(app, channel.type, 'search')) return false;
    return matches(channelFilter, (field) => {
      if (field === 'members') return [...app.state.members(cid).keys()];
      if (field === 'cid' || field === 'type' || field === 'id') return channel[field];
      return channel.custom[field];
    });
  });
  const found: { message: MessageRecord; relevance: number }[] = [];
  // A reply also shown in the channel is listed with the channel's messages and its thread.
  const seen = new Set<string>();
  const consider = (message: MessageRecord | undefined, visible: (m: MessageRecord) => boolean) => {
    if (!message || seen.has(message.id)) return;
    seen.add(message.id);
    if (message.type === 'deleted' || message.deleted_at || !visible(message)) return;
    const score = relevance(message, text);
    if (score === 0 || !matches(filters, (field) => messageField(message, field))) return;
    found.push({ message, relevance: score });
  };
  for (const cid of cids) {
    const channel = app.state.get('channels', cid);
    if (!channel) continue;
    const visible = visibleTo(channel, app.state.member(cid, userId));
    for (const id of app.state.messageIds(cid)) {
      consider(app.state.get('messages', id), visible);
      for (const replyId of app.state.replyIds(id)) {
        consider(app.state.get('messages', replyId), visible);
      }
    }
  }
  found.sort(
    comparator(sort, (item, field) =>
      field === 'relevance' ? item.relevance : messageField(item.message, field),
    ),
  );
  const page = found.slice(offset, offset + limit);
  const results = page.map(({ message }) => {
    const channel = app.state.get('channels', message.cid);
    return {
      message: {
        ...messageShape(app, message, userId),
        channel: channel ? channelShape(app, channel, ctx.actor) : undefined,
      },
    };
  });
  const result: Json = { results };
  if (offset + limit < found.length) result.next = encode({ offset: offset + limit, sort });
  if (offset > 0) result.previous = encode({ offset: Math.max(0, offset - limit), sort });
  return result;
}
