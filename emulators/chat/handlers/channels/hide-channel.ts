/** Hiding a channel from one member's list (optionally clearing their history) and showing it again. */
import { channelFor } from '../../channels/channel-view.ts';
import { channelShape } from '../../shapes/channel.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { channelEvent, toUser } from '../../events/fan-out.ts';
import type { Json } from '../../http/json.ts';
import { userById } from '../../shapes/user.ts';

/** `POST /channels/{type}/{id}/hide|show`: per member; only the member's own connections hear of it. */
export function setHidden(hidden: boolean) {
  return (ctx: RequestContext): Json => {
    const { app } = ctx;
    const userId = actingUserId(ctx, ctx.body.user_id ?? undefined);
    const { channel, member } = channelFor(ctx, userId);
    if (!member) throw inputError(`user "${userId}" is not a member of channel "${channel.cid}"`);
    const clearHistory = hidden && ctx.body.clear_history === true;
    const now = timestamp();
    app.state.put('members', `${channel.cid}|${userId}`, {
      ...member,
      hidden,
      updated_at: now,
      ...(clearHistory ? { hide_messages_before: now } : {}),
    });
    toUser(
      app,
      userId,
      channelEvent(hidden ? 'channel.hidden' : 'channel.visible', channel, {
        channel: channelShape(app, channel, undefined),
        user: userById(app, userId),
        ...(hidden ? { clear_history: clearHistory } : {}),
      }),
    );
    return {};
  };
}
