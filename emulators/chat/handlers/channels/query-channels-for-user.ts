/**
 * Server-side `queryChannels` with `user_id`: hosted Stream evaluates the fields that belong to
 * a user (`muted`, `hidden`, `pinned`, `joined`, unread counts) for that user, while the server
 * key still sees every channel. The push sender relies on it to learn whether a member muted a
 * conversation (`{cid, muted: true}` as that member).
 */
import type { RequestContext } from '../../http/context.ts';
import type { Json } from '../../http/json.ts';
import { queryChannels } from './query-channels.ts';

export function queryChannelsForUser(ctx: RequestContext): Json {
  const named = ctx.caller.kind === 'server' ? ctx.body.user_id : undefined;
  if (typeof named !== 'string' || named.length === 0) return queryChannels(ctx);
  return queryChannels({ ...ctx, actor: { ...ctx.actor, userId: named } });
}
