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
import { channelFor, visibleTo } from '../channel-view.ts';
import type { RequestContext } from '../context.ts';
import { inputError } from '../errors.ts';
import { parseSort } from '../filters.ts';
import { intField, stringField } from '../json-fields.ts';
import type { Json } from '../json.ts';
import { messageShape } from '../shapes/message.ts';
import type { MessageRecord } from '../store/records.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 300;

type Pin = MessageRecord & { pinned_at: string };

const BOUNDS = {
  pinned_at_after: (at: number, bound: number) => at > bound,
  pinned_at_after_or_equal: (at: number, bound: number) => at >= bound,
  pinned_at_before: (at: number, bound: number) => at < bound,
  pinned_at_before_or_equal: (at: number, bound: number) => at <= bound,
};

function timeField(body: Json, name: string): number | undefined {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const time = typeof raw === 'string' || typeof raw === 'number' ? Date.parse(String(raw)) : NaN;
  if (Number.isNaN(time)) throw inputError(`${name} must be a date`);
  return time;
}

/** The pins the reader may see now, oldest pin first. */
function pins(ctx: RequestContext): Pin[] {
  const { channel, member } = channelFor(ctx);
  const visible = visibleTo(member);
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

/** The window of `ordered` (oldest pin first) a cursor names, or null when none is given. */
function cursorWindow(body: Json, ordered: Pin[], limit: number): Pin[] | null {
  const indexOf = (name: string): number | undefined => {
    const id = stringField(body, name);
    return id === undefined ? undefined : ordered.findIndex((m) => m.id === id);
  };
  const lt = indexOf('id_lt') ?? indexOf('id_lte');
  if (lt !== undefined) {
    if (lt < 0) return [];
    const end = body.id_lt !== undefined ? lt : lt + 1;
    return ordered.slice(Math.max(0, end - limit), end);
  }
  const gt = indexOf('id_gt') ?? indexOf('id_gte');
  if (gt !== undefined) {
    if (gt < 0) return [];
    const start = body.id_gt !== undefined ? gt + 1 : gt;
    return ordered.slice(start, start + limit);
  }
  let centre = indexOf('id_around');
  const around = timeField(body, 'pinned_at_around');
  if (centre === undefined && around !== undefined) {
    centre = ordered.findIndex((m) => Date.parse(m.pinned_at) >= around);
    if (centre < 0) centre = ordered.length - 1;
  }
  if (centre === undefined) return null;
  if (centre < 0) return [];
  const start = Math.max(0, Math.min(centre - Math.floor(limit / 2), ordered.length - limit));
  return ordered.slice(start, start + limit);
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
  const window = cursorWindow(body, ordered, limit);
  const page =
    window === null
      ? (newestFirst ? [...ordered].reverse() : ordered).slice(offset, offset + limit)
      : newestFirst
        ? [...window].reverse()
        : window;
  return { messages: page.map((m) => messageShape(ctx.app, m, ctx.actor.userId)) };
}
