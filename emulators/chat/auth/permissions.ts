/**
 * Stream's default roles for the `messaging` and `team` types, turned into `own_capabilities`
 * and checked on every write. Global roles: admin (everything), user, guest, anonymous (reads
 * nothing, writes nothing); channel roles: channel_member, channel_moderator, plus the creator's
 * owner rights. A frozen channel takes the sending capabilities away from everyone but admins.
 */
import type { Caller } from './token-verifier.ts';
import { notAllowed } from '../http/errors.ts';
import type { ChannelRecord, MemberRecord } from '../store/records.ts';

const MEMBER = [
  'cast-poll-vote',
  'connect-events',
  'delete-own-message',
  'flag-message',
  'leave-channel',
  'mute-channel',
  'pin-message',
  'query-poll-votes',
  'quote-message',
  'read-events',
  'search-messages',
  'send-custom-events',
  'send-links',
  'send-message',
  'send-poll',
  'send-reaction',
  'send-reply',
  'send-typing-events',
  'typing-events',
  'update-own-message',
  'update-thread',
  'upload-file',
];
const OWNER = ['update-channel', 'update-channel-members', 'delete-channel'];
const MODERATOR = [
  'ban-channel-members',
  'delete-any-message',
  'update-any-message',
  'freeze-channel',
  'set-channel-cooldown',
  'skip-slow-mode',
  'slow-mode',
  'update-channel',
  'update-channel-members',
];
const ADMIN_EXTRA = ['delete-channel', 'join-channel'];
const FROZEN_REMOVES = new Set([
  'send-message',
  'send-reply',
  'send-reaction',
  'upload-file',
  'send-typing-events',
  'typing-events',
  'send-poll',
  'cast-poll-vote',
]);

export interface Actor {
  caller: Caller;
  userId: string;
  role: string;
  /** Banned across the app: no capabilities in any channel. */
  banned?: boolean;
}

/** A server-side call, or an admin user: may do everything, in every channel. */
export function actsAsAdmin(actor: Actor): boolean {
  return actor.caller.kind === 'server' || actor.role === 'admin';
}

export function capabilities(
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
): string[] {
  const caps = new Set<string>();
  const admin = actsAsAdmin(actor);
  if (admin) [...MEMBER, ...OWNER, ...MODERATOR, ...ADMIN_EXTRA].forEach((c) => caps.add(c));
  else if (member && !member.banned && !actor.banned && actor.role !== 'anonymous') {
    MEMBER.forEach((c) => caps.add(c));
    if (channel.created_by_id === actor.userId) OWNER.forEach((c) => caps.add(c));
    if (member.channel_role === 'channel_moderator') MODERATOR.forEach((c) => caps.add(c));
  }
  if (channel.frozen && !admin) FROZEN_REMOVES.forEach((c) => caps.delete(c));
  return [...caps].sort();
}

export function canRead(actor: Actor, member: MemberRecord | undefined): boolean {
  return actsAsAdmin(actor) || member !== undefined;
}

export function requireCapability(
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
  capability: string,
  action: string,
): void {
  requireIn(capabilities(actor, channel, member), actor, channel, capability, action);
}

/** requireCapability for a caller that checks several against `caps`, worked out once. */
export function requireIn(
  caps: string[],
  actor: Actor,
  channel: ChannelRecord,
  capability: string,
  action: string,
): void {
  if (caps.includes(capability)) return;
  throw notAllowed(
    `User '${actor.userId}' with role '${actor.role}' is not allowed to perform action ${action} in scope '${channel.type}'`,
  );
}

export function requireRead(
  actor: Actor,
  channel: ChannelRecord,
  member: MemberRecord | undefined,
): void {
  if (canRead(actor, member)) return;
  throw notAllowed(
    `User '${actor.userId}' with role '${actor.role}' is not allowed to perform action ReadChannel in scope '${channel.type}'`,
  );
}
