/**
 * Which review queue items (and message flags) a caller may see. Stream grants reading flag
 * reports in the `.app` scope (read-flag-reports: admin and moderator), so app staff
 * (app-staff.ts) see every item; a channel moderator sees the message items of the channels they
 * moderate (our rule, for Parley's per-conversation moderators), never a flagged user's item,
 * which no channel owns. Nobody but a server-side call sees the items about themselves: who
 * flagged them, and why, stays with the reviewers.
 */
import type { ChatApp } from '../../app.ts';
import { isStaff } from '../../auth/app-staff.ts';
import type { RequestContext } from '../../http/context.ts';
import { notAllowed } from '../../http/errors.ts';
import type { ReviewItemRecord } from '../../store/moderation-records.ts';

export interface ReviewScope {
  /** Every channel (app staff), or the channels the caller moderates. */
  channels: 'all' | Set<string>;
  /** The client-side caller, whose own items stay hidden; undefined for a server-side call. */
  viewerId: string | undefined;
}

/** The caller's scope; a client-side caller who moderates nothing is refused with code 17. */
export function reviewScope(ctx: RequestContext, userId: string): ReviewScope {
  const viewerId = ctx.caller.kind === 'server' ? undefined : userId;
  if (isStaff(ctx.actor)) return { channels: 'all', viewerId };
  const channels = new Set<string>();
  for (const cid of ctx.app.state.channelsOf(userId)) {
    if (ctx.app.state.member(cid, userId)?.channel_role === 'channel_moderator') channels.add(cid);
  }
  if (channels.size === 0)
    throw notAllowed(`User '${userId}' with role '${ctx.actor.role}' cannot read the review queue`);
  return { channels, viewerId };
}

export function seesItem(
  scope: ReviewScope,
  item: Pick<ReviewItemRecord, 'cid' | 'entity_creator_id'>,
): boolean {
  if (scope.viewerId !== undefined && item.entity_creator_id === scope.viewerId) return false;
  if (scope.channels === 'all') return true;
  return item.cid !== undefined && scope.channels.has(item.cid);
}

/** The items of `app`'s queue `scope` sees. */
export function visibleItems(app: ChatApp, scope: ReviewScope): ReviewItemRecord[] {
  return [...app.state.tables.reviewItems.values()].filter((item) => seesItem(scope, item));
}
