/**
 * Live locations: the sharer moves the location of their message until its `end_at`, and stops
 * by setting `end_at` to now; every change reaches the channel's watchers as message.updated
 * with the message's `updated_at` moved on, as hosted Stream does (stream-chat-react redraws a
 * message only when that changes). Static locations (no end_at) never change.
 */
import { findChannel } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { stringField } from '../../http/json-fields.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed, notFound } from '../../http/errors.ts';
import { messageUpdated } from '../../events/fan-out.ts';
import { locationShape, parseTime } from '../../messages/message-extras.ts';
import type { Json } from '../../http/json.ts';
import type { MessageRecord, SharedLocationRecord } from '../../store/records.ts';

function userOf(ctx: RequestContext): string {
  const named = ctx.body.user_id ?? ctx.query.get('user_id') ?? undefined;
  return actingUserId(ctx, isObject(ctx.body.user) ? ctx.body.user.id : named);
}

function coordinate(body: Json, name: string, limit: number, current: number): number {
  const value = body[name];
  if (value === undefined || value === null) return current;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit)
    throw inputError(`${name} must be a number between -${limit} and ${limit}`);
  return value;
}

/** `PUT /users/live_locations {message_id, latitude, longitude, end_at?}`. */
export function updateLiveLocation(ctx: RequestContext): Json {
  const { app } = ctx;
  const userId = userOf(ctx);
  const messageId = stringField(ctx.body, 'message_id', true) as string;
  const message = app.state.get('messages', messageId);
  if (!message?.shared_location) throw notFound(`live location for message ${messageId} not found`);
  if (message.user_id !== userId)
    throw notAllowed(`User '${userId}' can only update their own live locations`);
  const location = message.shared_location;
  if (!location.end_at) throw inputError('a static location cannot be updated');
  if (Date.parse(location.end_at) <= Date.now())
    throw inputError('live location sharing has already ended');
  const next: SharedLocationRecord = {
    ...location,
    latitude: coordinate(ctx.body, 'latitude', 90, location.latitude),
    longitude: coordinate(ctx.body, 'longitude', 180, location.longitude),
    updated_at: timestamp(),
  };
  if (ctx.body.end_at !== undefined && ctx.body.end_at !== null)
    next.end_at = parseTime(ctx.body.end_at, 'end_at');
  const device = stringField(ctx.body, 'created_by_device_id');
  if (device) next.created_by_device_id = device;
  const updated: MessageRecord = {
    ...message,
    shared_location: next,
    updated_at: next.updated_at,
  };
  app.state.put('messages', message.id, updated);
  messageUpdated(app, findChannel(app, message.cid), updated);
  return locationShape(updated) as Json;
}

/** `GET /users/live_locations`: the user's live locations that have not ended. */
export function activeLiveLocations(ctx: RequestContext): Json {
  const userId = userOf(ctx);
  const now = Date.now();
  const active: Json[] = [];
  for (const message of ctx.app.state.tables.messages.values()) {
    const endAt = message.shared_location?.end_at;
    if (message.user_id !== userId || message.type === 'deleted' || !endAt) continue;
    if (Date.parse(endAt) > now) active.push(locationShape(message) as Json);
  }
  return { active_live_locations: active };
}
