/**
 * Message pages as Stream cuts them: always returned oldest first; `id_lt`/`id_lte` page
 * backwards, `id_gt`/`id_gte` forwards, `id_around`/`created_at_around` centre the page on a
 * message (or a time); no cursor means the newest `limit` messages.
 */
import { intField, stringField } from '../http/json-fields.ts';
import { inputError } from '../http/errors.ts';
import type { Json } from '../http/json.ts';
import type { MessageRecord } from '../store/records.ts';

export interface PageOptions {
  limit: number;
  id_lt?: string;
  id_lte?: string;
  id_gt?: string;
  id_gte?: string;
  id_around?: string;
  created_at_around?: string;
}

export function parsePage(raw: Json | undefined, defaultLimit: number): PageOptions {
  const source = raw ?? {};
  const page: PageOptions = { limit: intField(source, 'limit', 0, 300) ?? defaultLimit };
  for (const key of ['id_lt', 'id_lte', 'id_gt', 'id_gte', 'id_around'] as const) {
    const value = stringField(source, key);
    if (value) page[key] = value;
  }
  const around = source.created_at_around;
  if (around !== undefined && around !== null) {
    const iso =
      typeof around === 'string' || typeof around === 'number' ? new Date(around) : undefined;
    if (!iso || Number.isNaN(iso.getTime())) throw inputError('created_at_around must be a date');
    page.created_at_around = iso.toISOString();
  }
  return page;
}

/** `ids` in order (oldest first); `visible` drops what this viewer must not see. */
export function pageMessages(
  ids: readonly string[],
  lookup: (id: string) => MessageRecord | undefined,
  page: PageOptions,
  visible: (message: MessageRecord) => boolean,
): MessageRecord[] {
  const at = (i: number): MessageRecord | undefined => {
    const message = lookup(ids[i] as string);
    return message && visible(message) ? message : undefined;
  };
  const backward = (from: number, count: number): MessageRecord[] => {
    const out: MessageRecord[] = [];
    for (let i = from; i >= 0 && out.length < count; i--) {
      const message = at(i);
      if (message) out.push(message);
    }
    return out.reverse();
  };
  const forward = (from: number, count: number): MessageRecord[] => {
    const out: MessageRecord[] = [];
    for (let i = from; i < ids.length && out.length < count; i++) {
      const message = at(i);
      if (message) out.push(message);
    }
    return out;
  };
  const { limit } = page;
  if (limit === 0) return [];
  if (page.id_lt || page.id_lte) {
    const index = ids.lastIndexOf((page.id_lt ?? page.id_lte) as string);
    if (index < 0) return [];
    return backward(page.id_lt ? index - 1 : index, limit);
  }
  if (page.id_gt || page.id_gte) {
    const index = ids.lastIndexOf((page.id_gt ?? page.id_gte) as string);
    if (index < 0) return [];
    return forward(page.id_gt ? index + 1 : index, limit);
  }
  let centre = -1;
  if (page.id_around) centre = ids.lastIndexOf(page.id_around);
  else if (page.created_at_around) centre = firstAtOrAfter(ids, lookup, page.created_at_around);
  if (page.id_around || page.created_at_around) {
    if (centre < 0) centre = ids.length - 1;
    const before = Math.floor(limit / 2);
    const older = backward(centre - 1, before);
    return [...older, ...forward(centre, limit - older.length)];
  }
  return backward(ids.length - 1, limit);
}

function firstAtOrAfter(
  ids: readonly string[],
  lookup: (id: string) => MessageRecord | undefined,
  when: string,
): number {
  const target = Date.parse(when);
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const created = Date.parse(lookup(ids[mid] as string)?.created_at ?? '');
    if (created < target) lo = mid + 1;
    else hi = mid;
  }
  return Math.min(lo, ids.length - 1);
}
