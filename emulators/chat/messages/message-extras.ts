/**
 * What a message may carry besides text: a poll (`poll_id`, embedded as the full poll in every
 * answer and event, since the UI reads polls only from messages) and a shared location; and,
 * for the viewer who set one, their reminder. Checked on send, shaped on every read.
 */
import type { ChatApp } from '../app.ts';
import { channelConfig } from '../settings/channel-types.ts';
import { timestamp } from '../time/clock.ts';
import { isObject } from '../http/json.ts';
import { inputError, notAllowed, notFound } from '../http/errors.ts';
import { requireIn, type Actor } from '../auth/permissions.ts';
import { pollShape } from '../shapes/poll.ts';
import type { Json } from '../http/json.ts';
import type {
  ChannelRecord,
  MessageRecord,
  ReminderRecord,
  SharedLocationRecord,
} from '../store/records.ts';

export function hasExtras(data: Json): boolean {
  return (
    (data.poll_id !== undefined && data.poll_id !== null) ||
    (data.shared_location !== undefined && data.shared_location !== null)
  );
}

/**
 * Validates `poll_id` and `shared_location` of a message being sent and sets them on it; `caps`
 * are the sender's capabilities in the channel.
 */
export function attachExtras(
  app: ChatApp,
  actor: Actor,
  channel: ChannelRecord,
  caps: string[],
  data: Json,
  message: MessageRecord,
): void {
  const config = channelConfig(app, channel.type);
  const pollId = data.poll_id;
  let poll;
  if (pollId !== undefined && pollId !== null) {
    if (typeof pollId !== 'string') throw inputError('message.poll_id must be a string');
    if (!config?.polls) throw notAllowed('polls not enabled for this channel');
    requireIn(caps, actor, channel, 'send-poll', 'SendPoll');
    poll = app.state.get('polls', pollId);
    if (!poll) throw notFound(`poll with id ${pollId} not found`);
    if (actor.caller.kind !== 'server' && poll.created_by_id !== actor.userId)
      throw notAllowed('a poll can only be sent by the user who created it');
    if (poll.message_id && poll.message_id !== message.id)
      throw inputError(`poll ${pollId} is already attached to another message`);
    if (message.parent_id) throw inputError('polls cannot be sent in threads');
  }
  const raw = data.shared_location;
  let location: SharedLocationRecord | undefined;
  if (raw !== undefined && raw !== null) {
    if (!config?.shared_locations)
      throw inputError('shared locations are disabled for this channel type');
    if (message.parent_id) throw inputError('locations cannot be shared in threads');
    location = parseLocation(raw);
  }
  if (poll) {
    message.poll_id = poll.id;
    app.state.put('polls', poll.id, { ...poll, message_id: message.id });
  }
  if (location) message.shared_location = location;
}

function coordinate(value: unknown, name: string, limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit)
    throw inputError(`shared_location.${name} must be a number between -${limit} and ${limit}`);
  return value;
}

function parseLocation(raw: unknown): SharedLocationRecord {
  if (!isObject(raw)) throw inputError('message.shared_location must be an object');
  const device = raw.created_by_device_id;
  if (typeof device !== 'string' || device.length === 0)
    throw inputError('shared_location.created_by_device_id is a required field');
  const now = timestamp();
  const location: SharedLocationRecord = {
    latitude: coordinate(raw.latitude, 'latitude', 90),
    longitude: coordinate(raw.longitude, 'longitude', 180),
    created_by_device_id: device,
    created_at: now,
    updated_at: now,
  };
  if (raw.end_at !== undefined && raw.end_at !== null) {
    const endAt = parseTime(raw.end_at, 'shared_location.end_at');
    if (Date.parse(endAt) <= Date.now())
      throw inputError('shared_location.end_at must be in the future');
    location.end_at = endAt;
  }
  return location;
}

export function parseTime(value: unknown, name: string): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw inputError(`${name} must be a valid RFC 3339 timestamp`);
  return new Date(Date.parse(value)).toISOString();
}

export function locationShape(message: MessageRecord): Json | undefined {
  const location = message.shared_location;
  if (!location) return undefined;
  return {
    channel_cid: message.cid,
    message_id: message.id,
    user_id: message.user_id,
    latitude: location.latitude,
    longitude: location.longitude,
    created_by_device_id: location.created_by_device_id,
    ...(location.end_at ? { end_at: location.end_at } : {}),
    created_at: location.created_at,
    updated_at: location.updated_at,
  };
}

export function reminderBase(reminder: ReminderRecord): Json {
  return {
    channel_cid: reminder.cid,
    message_id: reminder.message_id,
    user_id: reminder.user_id,
    ...(reminder.remind_at ? { remind_at: reminder.remind_at } : {}),
    created_at: reminder.created_at,
    updated_at: reminder.updated_at,
  };
}

export const reminderKey = (userId: string, messageId: string): string => `${userId}|${messageId}`;

/** Fields added to a message answer; `viewerId` undefined for events sent to many users. */
export function messageExtrasShape(
  app: ChatApp,
  message: MessageRecord,
  viewerId: string | undefined,
): Json {
  const extras: Json = {};
  const poll = message.poll_id ? app.state.get('polls', message.poll_id) : undefined;
  if (poll) {
    extras.poll_id = poll.id;
    extras.poll = pollShape(app, poll, viewerId);
  }
  const location = locationShape(message);
  if (location) extras.shared_location = location;
  const reminder = viewerId
    ? app.state.get('reminders', reminderKey(viewerId, message.id))
    : undefined;
  if (reminder) extras.reminder = reminderBase(reminder);
  return extras;
}
