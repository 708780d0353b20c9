/**
 * `GET /channels/{type}/{id}/pinned_messages?payload={limit, offset, id_*, pinned_at_*, sort}`
 * (GetPinnedMessages in Stream's client-side OpenAPI spec; stream-chat's
 * `channel.getPinnedMessages(options, sort)`). The channel's pinned messages the reader may see
 * (not deleted, the pin not expired), in pin order: `id_lt`/`id_lte`/`id_gt`/`id_gte` cut before
 * or after a pinned message's place in that order, `id_around` and `pinned_at_around` centre the
 * page on one, the `pinned_at_*` bounds keep the pins of a span of time, `offset` skips from the
 * sorted end. The page comes sorted by `pinned_at` as `sort` asks; newest pin first when it names
 * none (an assumption: the docs' examples always name it, and the channel state's own
 * `pinned_messages` are the newest pins).
 */
import { channelFor, visibleTo } from '../../channels/channel-view.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { parseTime } from '../../messages/message-extras.ts';
import { pageMessages, type PageOptions } from '../../queries/paging.ts';
import { parseSort } from '../../queries/filters.ts';
import { intField, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import type { MessageRecord } from '../../store/records.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 300;

type Pin = MessageRecord & { pinned_at: string };

const BOUNDS = {
  pinned_at_after: (at: number, bound: number) => at > bound,
  pinned_at_after_or_equal: (at: number, bound: number) => at >= bound,
  pinned_at_before: (at: number, bound: number) => at < bound,
  pinned_at_before_or_equal: (at: number, bound: number) => at <= bound,
};

/** A `pinned_at_*` time of the payload, in milliseconds, when given. */
function timeField(body: Json, name: string): number | undefined {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  return Date.parse(parseTime(raw, name));
}

/** The pins the reader may see now, oldest pin first. */
function pins(ctx: RequestContext): Pin[] {
  const { channel, member } = channelFor(ctx);
  const visible = visibleTo(channel, member);
  const now = Date.now();
  const isPin = (m: MessageRecord | undefined): m is Pin =>
    m !== undefined &&
    m.pinned &&
    m.pinned_at !== undefined &&
    m.type !== 'deleted' &&
    (m.pin_expires === undefined || Date.parse(m.pin_expires) > now) &&
    visible(m);
  return ctx.app.state
    .messageIds(channel.cid)
    .map((id) => ctx.app.state.get('messages', id))
    .filter(isPin)
    .sort((a, b) => a.pinned_at.localeCompare(b.pinned_at));
}

const CURSORS = ['id_lt', 'id_lte', 'id_gt', 'id_gte', 'id_around'] as const;

/**
 * The page of `ordered` (oldest pin first) a cursor names, cut as a channel's message pages are
 * (paging.ts) but in pin order; `pinned_at_around` centres on the first pin at or after it. Null
 * when no cursor is given; empty when it names no pin of the channel.
 */
function cursorPage(body: Json, ordered: Pin[], limit: number): Pin[] | null {
  const page: PageOptions = { limit };
  for (const key of CURSORS) {
    const id = stringField(body, key);
    if (id !== undefined) page[key] = id;
  }
  const around = timeField(body, 'pinned_at_around');
  if (around !== undefined && !page.id_around && ordered.length > 0) {
    const first = ordered.find((m) => Date.parse(m.pinned_at) >= around) ?? ordered.at(-1);
    page.id_around = first?.id;
  }
  const named = CURSORS.map((key) => page[key]).filter((id) => id !== undefined);
  if (named.length === 0) return around === undefined ? null : [];
  const byId = new Map(ordered.map((m) => [m.id, m]));
  if (named.some((id) => !byId.has(id as string))) return [];
  const ids = ordered.map((m) => m.id);
  return pageMessages(
    ids,
    (id) => byId.get(id),
    page,
    () => true,
  ) as Pin[];
}

export function getPinnedMessages(ctx: RequestContext): Json {
  const body = ctx.body;
  const limit = intField(body, 'limit', 0, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const offset = intField(body, 'offset', 0) ?? 0;
  const sort = parseSort(body.sort, [{ field: 'pinned_at', direction: -1 }]);
  if (sort.some((s) => s.field !== 'pinned_at')) {
    throw inputError('pinned messages can only be sorted by pinned_at');
  }
  const newestFirst = (sort[0]?.direction ?? -1) < 0;
  let ordered = pins(ctx);
  for (const [name, keeps] of Object.entries(BOUNDS)) {
    const bound = timeField(body, name);
    if (bound !== undefined) ordered = ordered.filter((m) => keeps(Date.parse(m.pinned_at), bound));
  }
  const window = cursorPage(body, ordered, limit);
  const page =
    window === null
      ? (newestFirst ? [...ordered].reverse() : ordered).slice(offset, offset + limit)
      : newestFirst
        ? [...window].reverse()
        : window;
  return { messages: page.map((m) => messageShape(ctx.app, m, ctx.actor.userId)) };
}
