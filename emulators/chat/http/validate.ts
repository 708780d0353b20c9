/** Stream's rules for channel types and ids. */
import { createHash } from 'node:crypto';
import { CHANNEL_TYPES } from '../settings/channel-types.ts';
import { inputError, notFound } from './errors.ts';

const TYPE_PATTERN = /^[a-zA-Z0-9_-]+$/;
const ID_PATTERN = /^[a-zA-Z0-9!_-]+$/;

export function checkChannelType(type: string): void {
  if (!TYPE_PATTERN.test(type)) {
    throw inputError(
      `channel type "${type}" is not valid, it can only contain letters, numbers, "_" and "-"`,
    );
  }
  if (!CHANNEL_TYPES.has(type)) throw notFound(`channel type "${type}" does not exist`);
}

export function checkChannelId(id: string): void {
  if (id.length === 0 || id.length > 64 || !ID_PATTERN.test(id)) {
    throw inputError(
      `channel id "${id}" is not valid, it can only contain letters, numbers and "!", "-" and "_" (max 64 characters)`,
    );
  }
}

export function checkUserId(id: string): void {
  if (id.length === 0 || id.length > 255 || !/^[a-zA-Z0-9@_!-]+$/.test(id)) {
    throw inputError(
      `user id "${id}" is not valid, it can only contain letters, numbers and "@", "_", "!", "-"`,
    );
  }
}

/** The id of a distinct channel (one per member set, whatever the order), as `!members-…`. */
export function distinctChannelId(members: string[]): string {
  const sorted = [...new Set(members)].sort();
  return `!members-${createHash('sha256').update(sorted.join(',')).digest('base64url')}`;
}
