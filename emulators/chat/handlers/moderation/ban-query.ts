/**
 * `GET /query_banned_users?payload={filter_conditions, sort, limit, offset,
 * exclude_expired_bans}` (QueryBannedUsers in Stream's client-side spec; stream-chat's
 * `queryBannedUsers`): bans as the spec's BanResponse (the user, who banned them, the channel
 * of a channel ban, reason, expiry), filtered on `user_id`, `channel_cid`, `banned_by_id`,
 * `reason` and `created_at`, sorted (`created_at` by default, oldest first), paged by offset.
 * Who sees which bans is our rule, as the docs do not say: a server-side call or an admin every
 * ban; anyone else the bans of channels where they may ban members, never app-wide ones.
 *
 * `GET /query_future_channel_bans?payload={user_id, target_user_id, exclude_expired_bans,
 * limit, offset, include_total}` (QueryFutureChannelBans): bans from channels yet to be created
 * (moderation/bans.ts). As the spec's payload says, a user sees the bans they made, narrowed by
 * `target_user_id`; a server-side call every ban against `target_user_id`, or those made by
 * `user_id`, or all. Oldest first, as the docs name no order.
 */
import type { ChatApp } from '../../app.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { boolField, intField, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { actsAsAdmin, capabilities, type Actor } from '../../auth/permissions.ts';
import { channelShape } from '../../shapes/channel.ts';
import { userById } from '../../shapes/user.ts';
import type { BanRecord, FutureBanRecord } from '../../store/moderation-records.ts';
import type { RequestContext } from '../../http/context.ts';

const DEFAULT_LIMIT = 100;

/** The fields a ban query filters and sorts on. */
const FIELDS: Record<string, (ban: BanRecord) => unknown> = {
  user_id: (ban) => ban.user_id,
  channel_cid: (ban) => ban.cid,
  banned_by_id: (ban) => ban.created_by_id,
  reason: (ban) => ban.reason,
  created_at: (ban) => ban.created_at,
  expires: (ban) => ban.expires,
};

const field = (ban: BanRecord, name: string): unknown => FIELDS[name]?.(ban);

function visibleTo(app: ChatApp, actor: Actor): (ban: BanRecord) => boolean {
  if (actsAsAdmin(actor)) return () => true;
  return (ban) => {
    if (!ban.cid) return false;
    const channel = app.state.get('channels', ban.cid);
    if (!channel) return false;
    const member = app.state.member(channel.cid, actor.userId);
    return capabilities(actor, channel, member).includes('ban-channel-members');
  };
}

function banShape(app: ChatApp, ban: BanRecord, actor: Actor): Json {
  const channel = ban.cid ? app.state.get('channels', ban.cid) : undefined;
  return {
    user: userById(app, ban.user_id),
    banned_by: userById(app, ban.created_by_id),
    ...(channel ? { channel: channelShape(app, channel, actor) } : {}),
    ...(ban.reason ? { reason: ban.reason } : {}),
    ...(ban.expires ? { expires: ban.expires } : {}),
    shadow: false,
    created_at: ban.created_at,
  };
}

export function queryBannedUsers(ctx: RequestContext): Json {
  const { app, actor, body } = ctx;
  const limit = intField(body, 'limit', 0, 300) ?? DEFAULT_LIMIT;
  const offset = intField(body, 'offset', 0) ?? 0;
  const excludeExpired = boolField(body, 'exclude_expired_bans') === true;
  const sort = parseSort(body.sort, [{ field: 'created_at', direction: 1 }]);
  const now = new Date().toISOString();
  const visible = visibleTo(app, actor);
  const bans = [...app.state.tables.bans.values()]
    .filter(visible)
    .filter((ban) => !excludeExpired || !ban.expires || ban.expires > now)
    .filter((ban) => matches(body.filter_conditions, (name) => field(ban, name)))
    .sort(comparator(sort, field))
    .slice(offset, offset + limit);
  return { bans: bans.map((ban) => banShape(app, ban, actor)) };
}

/** The spec caps the total it counts. */
const TOTAL_CAP = 100_000;

export function queryFutureChannelBans(ctx: RequestContext): Json {
  const { app, body } = ctx;
  const limit = intField(body, 'limit', 0, 300) ?? DEFAULT_LIMIT;
  const offset = intField(body, 'offset', 0, 10_000) ?? 0;
  const excludeExpired = boolField(body, 'exclude_expired_bans') === true;
  const target = stringField(body, 'target_user_id');
  const banner = ctx.caller.kind === 'server' ? stringField(body, 'user_id') : ctx.actor.userId;
  const now = new Date().toISOString();
  const found = [...app.state.tables.futureBans.values()]
    .filter((ban) => banner === undefined || ban.created_by_id === banner)
    .filter((ban) => target === undefined || ban.user_id === target)
    .filter((ban) => !excludeExpired || !ban.expires || ban.expires > now)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    bans: found.slice(offset, offset + limit).map((ban) => futureBanShape(app, ban)),
    ...(boolField(body, 'include_total') === true
      ? { total: Math.min(found.length, TOTAL_CAP) }
      : {}),
  };
}

function futureBanShape(app: ChatApp, ban: FutureBanRecord): Json {
  return {
    user: userById(app, ban.user_id),
    banned_by: userById(app, ban.created_by_id),
    ...(ban.reason ? { reason: ban.reason } : {}),
    ...(ban.expires ? { expires: ban.expires } : {}),
    shadow: false,
    created_at: ban.created_at,
  };
}
