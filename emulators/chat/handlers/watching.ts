/** Watching a channel: a connection then receives its events, and the other watchers hear of it. */
import type { ChatApp } from '../app.ts';
import { channelFor } from '../channel-view.ts';
import type { RequestContext } from '../context.ts';
import { notAllowed } from '../errors.ts';
import { channelEvent, toWatchers } from '../events.ts';
import type { Json } from '../json.ts';
import type { ChannelRecord } from '../store/records.ts';
import { userById } from '../shapes/user.ts';

/** Tells the channel's watchers that `userId` started or stopped watching, with the new count. */
export function announceWatching(
  app: ChatApp,
  channel: ChannelRecord,
  userId: string,
  change: 'start' | 'stop',
): void {
  toWatchers(
    app,
    channel.cid,
    channelEvent(`user.watching.${change}`, channel, {
      user: userById(app, userId),
      watcher_count: app.hub.watcherUserIds(channel.cid).length,
    }),
  );
}

export function watch(ctx: RequestContext, channel: ChannelRecord): void {
  const connection = ctx.connection;
  if (!connection || connection.userId !== ctx.actor.userId) return;
  if (!ctx.app.hub.watch(connection, channel.cid)) return;
  if (connection.anonymous) return;
  announceWatching(ctx.app, channel, connection.userId, 'start');
}

/** `POST .../stop-watching`: only the caller's own connection, as with watching (or the server). */
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
