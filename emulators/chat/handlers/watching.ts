/** Watching a channel: a connection then receives its events, and the other watchers hear of it. */
import type { ChatApp } from '../app.ts';
import { channelFor } from '../channel-view.ts';
import type { RequestContext } from '../context.ts';
import { channelEvent, toWatchers } from '../events.ts';
import type { Json } from '../json.ts';
import type { ChannelRecord } from '../store/records.ts';
import { userById } from '../user-shape.ts';

export function watch(app: ChatApp, ctx: RequestContext, channel: ChannelRecord): void {
  const connection = ctx.connection;
  if (!connection || connection.userId !== ctx.actor.userId) return;
  if (!app.hub.watch(connection, channel.cid)) return;
  if (connection.anonymous) return;
  toWatchers(
    app,
    channel.cid,
    channelEvent('user.watching.start', channel, {
      user: userById(app, connection.userId),
      watcher_count: app.hub.watcherUserIds(channel.cid).length,
    }),
  );
}

export function stopWatching(ctx: RequestContext): Json {
  const { app } = ctx;
  const { channel } = channelFor(ctx);
  const connection = ctx.connection;
  if (connection && app.hub.unwatch(connection, channel.cid)) {
    toWatchers(
      app,
      channel.cid,
      channelEvent('user.watching.stop', channel, {
        user: userById(app, connection.userId),
        watcher_count: app.hub.watcherUserIds(channel.cid).length,
      }),
    );
  }
  return {};
}
