/** Events a member sends to the others: only those the channel type turns on, never Stream's own. */
import { channelConfig } from '../../settings/channel-types.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { eventNotSupported, inputError } from '../../http/errors.ts';
import { channelEvent, toWatchers } from '../../events/fan-out.ts';
import { objectField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { requireCapability, type Actor } from '../../auth/permissions.ts';
import { userById } from '../../shapes/user.ts';

/**
 * Hosted Stream caps a custom event's payload at 5 KB (its Video SDK's Custom Events docs state
 * it; the Chat page names no size, so the same cap is assumed); measured on the body's event.
 */
const MAX_EVENT_BYTES = 5 * 1024;

/** Where, when and from whom an event is: the server's to say, never the sender's body. */
const isServerField = (key: string): boolean =>
  ['cid', 'channel', 'created_at', 'received_at', 'team', 'user', 'user_id'].includes(key) ||
  key.startsWith('channel_');

/** `POST /channels/{type}/{id}/event`: typing and custom events, to the channel's watchers. */
export function sendEvent(ctx: RequestContext): Json {
  const { app } = ctx;
  const raw = objectField(ctx.body, 'event', true) as Json;
  if (typeof raw.type !== 'string' || raw.type.length === 0)
    throw inputError('event.type is a required field');
  if (Buffer.byteLength(JSON.stringify(raw)) > MAX_EVENT_BYTES)
    throw inputError(`event payload must be at most ${MAX_EVENT_BYTES} bytes (5KB)`);
  const userId = actingUserId(ctx, isObject(raw.user) ? raw.user.id : raw.user_id);
  const { channel, member } = channelFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const typing = raw.type === 'typing.start' || raw.type === 'typing.stop';
  const config = channelConfig(app, channel.type);
  if (typing) {
    // Hosted's words, as stream-chat-swift #2285 recorded them for a livestream channel.
    if (!config?.typing_events)
      throw eventNotSupported(`Channel ${channel.cid} does not support events of type ${raw.type}`);
    requireCapability(actor, channel, member, 'send-typing-events', 'SendTypingEvent');
  } else {
    // Stream's names (message.new, reaction.new…) all hold a '.'; a custom type may not, so a
    // member cannot forge a message or any other event in someone else's name.
    if (raw.type.includes('.'))
      throw inputError(
        `event type "${raw.type}" is reserved: custom event types cannot contain "."`,
      );
    // Hosted's words, as stream-chat-js #555 recorded them.
    if (!config?.custom_events)
      throw eventNotSupported(`Channel type ${channel.type} does not support custom events`);
    requireCapability(actor, channel, member, 'send-custom-events', 'SendCustomEvent');
  }
  const fields = Object.entries(raw).filter(([key]) => !isServerField(key));
  const event = {
    ...Object.fromEntries(fields),
    ...channelEvent(raw.type, channel, { user: userById(app, userId) }),
  };
  toWatchers(app, channel.cid, event);
  return { event };
}
