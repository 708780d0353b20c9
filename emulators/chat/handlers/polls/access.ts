/**
 * Who may do what to a poll: anonymous users nothing; its creator, admins and the server
 * everything; others what their role may do in the channel whose message carries the poll.
 */
import type { ChatApp } from '../../app.ts';
import { requireCapabilityOf } from '../../channels/channel-view.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { notAllowed, notFound } from '../../http/errors.ts';
import { isObject } from '../../http/json.ts';
import { actsAsAdmin } from '../../auth/permissions.ts';
import type { PollRecord } from '../../store/records.ts';

export function pollUserId(ctx: RequestContext): string {
  const named = ctx.body.user_id ?? ctx.query.get('user_id') ?? undefined;
  const userId = actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : named);
  if (ctx.actor.role === 'anonymous') throw notAllowed('anonymous users cannot use polls');
  return userId;
}

export function pollFor(app: ChatApp, id: string): PollRecord {
  const poll = app.state.get('polls', id);
  if (!poll) throw notFound(`poll with id ${id} not found`);
  return poll;
}

/** The poll's creator, or someone acting as an admin (a server-side call, an admin user). */
export function isPollOwner(ctx: RequestContext, poll: PollRecord, userId: string): boolean {
  return poll.created_by_id === userId || actsAsAdmin(ctx.actor);
}

export function requireOwner(
  ctx: RequestContext,
  poll: PollRecord,
  userId: string,
  action: string,
): void {
  if (isPollOwner(ctx, poll, userId)) return;
  throw notAllowed(`User '${userId}' is not allowed to perform action ${action} on this poll`);
}

/** The channel of the message carrying the poll, if one was sent. */
export function pollChannel(app: ChatApp, poll: PollRecord) {
  const message = poll.message_id ? app.state.get('messages', poll.message_id) : undefined;
  const channel = message ? app.state.get('channels', message.cid) : undefined;
  return message && channel ? { message, channel } : undefined;
}

export function requirePollCapability(
  ctx: RequestContext,
  poll: PollRecord,
  userId: string,
  capability: string,
  action: string,
): void {
  const place = pollChannel(ctx.app, poll);
  if (!place) return;
  requireCapabilityOf(ctx, userId, place.channel, capability, action);
}
