/** Offset paging behind Stream's opaque `next`/`prev` cursors, for the newer query endpoints. */
import { intField, stringField } from '../http/json-fields.ts';
import { inputError } from '../http/errors.ts';
import type { Json } from '../http/json.ts';

const encode = (offset: number): string => Buffer.from(String(offset)).toString('base64url');

export function cursorPage<T>(
  items: T[],
  body: Json,
  defaultLimit: number,
  maxLimit = 300,
): { items: T[]; paging: Json } {
  const limit = intField(body, 'limit', 0, maxLimit) ?? defaultLimit;
  const cursor = stringField(body, 'next') ?? stringField(body, 'prev');
  const offset = cursor ? Number.parseInt(Buffer.from(cursor, 'base64url').toString(), 10) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw inputError('next is not a valid cursor');
  const paging: Json = {};
  if (offset + limit < items.length) paging.next = encode(offset + limit);
  if (offset > 0) paging.prev = encode(Math.max(0, offset - limit));
  return { items: items.slice(offset, offset + limit), paging };
}
