/** `POST …/stop-watching`: the caller's connection stops receiving the channel's events. */
import { channelFor } from '../../channels/channel-view.ts';
import { announceWatching } from '../../channels/watching.ts';
import type { RequestContext } from '../../http/context.ts';
import { notAllowed } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';

/** Only the caller's own connection, as with watching (or the server). */
export function stopWatching(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel } = channelFor(ctx);
  const connection = ctx.connection;
  if (connection && ctx.caller.kind !== 'server' && connection.userId !== ctx.actor.userId)
    throw notAllowed(`User '${ctx.actor.userId}' cannot stop another user's connection watching`);
  if (connection && app.hub.unwatch(connection, channel.cid))
    announceWatching(app, channel, connection.userId, 'stop');
  return {};
}
