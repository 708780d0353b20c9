/** Watching a channel: a connection then receives its events, and the other watchers hear of it. */
import type { ChatApp } from '../app.ts';
import { channelEvent, toWatchers } from '../events/fan-out.ts';
import type { RequestContext } from '../http/context.ts';
import { userById } from '../shapes/user.ts';
import type { ChannelRecord } from '../store/records.ts';

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

/** The request's own connection starts watching the channel (a query with `watch: true`). */
export function watch(ctx: RequestContext, channel: ChannelRecord): void {
  const connection = ctx.connection;
  if (!connection || connection.userId !== ctx.actor.userId) return;
  if (!ctx.app.hub.watch(connection, channel.cid)) return;
  if (connection.anonymous) return;
  announceWatching(ctx.app, channel, connection.userId, 'start');
}
