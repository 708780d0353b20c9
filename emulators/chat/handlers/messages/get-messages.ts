/** Reading messages: one by id, several of a channel by id, and a page of a thread's replies. */
import {
  channelFor,
  findChannel,
  visibleTo,
  type ChannelAccess,
} from '../../channels/channel-view.ts';
import type { RequestContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import { channelShape } from '../../shapes/channel.ts';
import { pageMessages, parsePage } from '../../queries/paging.ts';
import { requireRead } from '../../auth/permissions.ts';
import type { MessageRecord } from '../../store/records.ts';

/** The message `:id` and its channel, which the actor must be allowed to read as `userId`. */
export function messageFor(
  ctx: RequestContext,
  userId = ctx.actor.userId,
): ChannelAccess & { message: MessageRecord } {
  const id = ctx.params.id ?? '';
  const message = ctx.app.state.get('messages', id);
  if (!message) throw notFound(`message with id ${id} not found`);
  const channel = findChannel(ctx.app, message.cid);
  const member = ctx.app.state.member(channel.cid, userId);
  requireRead(ctx.actor, channel, member);
  return { message, channel, member };
}

/** As the spec's GetMessageResponse: the message with its channel (MessageWithChannelResponse). */
export function getMessage(ctx: RequestContext): Json {
  const { message, channel } = messageFor(ctx);
  return {
    message: {
      ...messageShape(ctx.app, message, ctx.actor.userId),
      channel: channelShape(ctx.app, channel, ctx.actor),
    },
  };
}

/** `GET /channels/{type}/{id}/messages?ids=a,b`. */
export function getManyMessages(ctx: RequestContext): Json {
  const { channel } = channelFor(ctx);
  const ids = (ctx.query.get('ids') ?? '').split(',').filter((id) => id.length > 0);
  const messages = ids
    .map((id) => ctx.app.state.get('messages', id))
    .filter((m): m is MessageRecord => m !== undefined && m.cid === channel.cid);
  return { messages: messages.map((m) => messageShape(ctx.app, m, ctx.actor.userId)) };
}

/** `GET /messages/{id}/replies`: a page of the thread, oldest first. */
export function getReplies(ctx: RequestContext): Json {
  const { app } = ctx;
  const { message, channel, member } = messageFor(ctx);
  const query = Object.fromEntries(ctx.query.entries());
  const page = parsePage(query, 50);
  const replies = pageMessages(
    app.state.replyIds(message.id),
    (id) => app.state.get('messages', id),
    page,
    visibleTo(channel, member),
  );
  return { messages: replies.map((m) => messageShape(app, m, ctx.actor.userId)) };
}
