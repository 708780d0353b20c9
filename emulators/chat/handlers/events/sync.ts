/**
 * `POST /sync`: what happened in the caller's channels while they were away, for stream-chat's
 * offline sync manager. Request limits from Stream's OpenAPI spec (GetStream/protocol,
 * `SyncRequest`: 1 to 255 `channel_cids`, `last_sync_at` required); the 30-day window from the
 * Sync Events docs and stream-chat's `offline_sync_manager.ts`; a channel the caller cannot read
 * yields `notification.removed_from_channel` (Sync Events docs), and is listed in
 * `inaccessible_cids` when `with_inaccessible_cids` is set.
 */
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { stringArray, stringField } from '../../http/json-fields.ts';
import { inputError } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import { eventsSince, SYNC_WINDOW_MS } from '../../events/sync-log.ts';

const MAX_CIDS = 255;

function readable(ctx: RequestContext, cid: string, userId: string): boolean {
  if (!ctx.app.state.get('channels', cid)) return false;
  return ctx.caller.kind === 'server' || ctx.app.state.member(cid, userId) !== undefined;
}

function removedFrom(cid: string, userId: string): Json {
  const [type = '', id = ''] = cid.split(':');
  return {
    type: 'notification.removed_from_channel',
    cid,
    channel_id: id,
    channel_type: type,
    channel: { cid, id, type },
    user: { id: userId },
    created_at: timestamp(),
  };
}

/** The spec names it a query parameter; stream-chat sends its options in the body. */
const wantsInaccessible = (ctx: RequestContext): boolean =>
  ctx.query.get('with_inaccessible_cids') === 'true' || ctx.body.with_inaccessible_cids === true;

export function sync(ctx: RequestContext): Json {
  const userId = actingUserId(ctx, ctx.body.user_id);
  const cids = stringArray(ctx.body, 'channel_cids');
  if (!cids || cids.length === 0) throw inputError('channel_cids is a required field');
  if (cids.length > MAX_CIDS) {
    throw inputError(`channel_cids must contain at most ${MAX_CIDS} items`);
  }
  const lastSyncAt = stringField(ctx.body, 'last_sync_at', true) as string;
  const since = Date.parse(lastSyncAt);
  if (Number.isNaN(since)) throw inputError('last_sync_at must be a RFC3339 timestamp');
  if (Date.now() - since > SYNC_WINDOW_MS) {
    throw inputError('last_sync_at cannot be more than 30 days in the past');
  }
  const accessible = new Set<string>();
  const inaccessible: string[] = [];
  for (const cid of new Set(cids)) {
    if (readable(ctx, cid, userId)) accessible.add(cid);
    else inaccessible.push(cid);
  }
  const events: Json[] = eventsSince(ctx.app, accessible, since, userId).map((r) => r.event);
  for (const cid of inaccessible) events.push(removedFrom(cid, userId));
  return {
    events,
    ...(wantsInaccessible(ctx) ? { inaccessible_cids: inaccessible } : {}),
  };
}
