/**
 * A conversation's facts for its row (list-row.ts), read from the chat client's channel the way
 * stream-chat-react's list item reads them: the last of its latest messages, its unread count
 * (none while the conversation is muted), the reader's pin, and how far the reader's own last
 * message has gone by the channel's read and delivery receipts (not yet sent: still waiting).
 */
import type { Channel, LocalMessage, Mute } from 'stream-chat';
import { muteHiding } from '../muted-author.ts';
import type { ConversationFacts, DeliveryStatus } from './list-row.ts';

function deliveryOf(channel: Channel, last: LocalMessage | undefined, me: string) {
  if (!last?.created_at || last.user?.id !== me) return undefined;
  if (last.status === 'sending') return 'waiting';
  const ref = { msgId: last.id, timestampMs: last.created_at.getTime() };
  const byOthers = (people: { id: string }[]) => people.some((person) => person.id !== me);
  const tracker = channel.messageReceiptsTracker;
  const status: DeliveryStatus = byOthers(tracker.readersForMessage(ref))
    ? 'read'
    : byOthers(tracker.deliveredForMessage(ref))
      ? 'delivered'
      : 'sent';
  return status;
}

/**
 * Messages after the reader's own read that the SDK counts unread as they come (not the reader's,
 * silent, shadowed, a reply kept in its thread or a muted author's), counted here without the
 * client's mute lookup, which throws before the client has connected.
 */
function unreadSinceRead(channel: Channel, me: string, mutes: readonly Mute[]): number {
  const lastRead = channel.lastRead();
  const capabilities = channel.data?.own_capabilities;
  if (!lastRead || (Array.isArray(capabilities) && !capabilities.includes('read-events'))) return 0;
  return channel.state.latestMessages.filter(
    (message) =>
      message.created_at > lastRead &&
      !message.shadowed &&
      !message.silent &&
      !(message.parent_id && !message.show_in_channel) &&
      message.user?.id !== me &&
      !mutes.some((mute) => mute.target.id === message.user?.id),
  ).length;
}

/**
 * The server's unread count from when the conversation was loaded, or the messages after the
 * reader's own read, whichever is more: a list answer made before a message came, and taken after
 * that message's event (they travel on two connections), sets its older count over the one the
 * event raised, though the message stays.
 */
const unreadOf = (channel: Channel, me: string, mutes: readonly Mute[]): number =>
  Math.max(channel.countUnread(), unreadSinceRead(channel, me, mutes));

export function channelFacts(
  channel: Channel,
  me: string,
  mutes: readonly Mute[],
): ConversationFacts {
  const { latestMessages } = channel.state;
  const last = latestMessages[latestMessages.length - 1];
  // The client's mutes, not `channel.muteStatus()`: that throws for a conversation the list is
  // told of (a message arriving while it is being watched) before its watch has answered.
  const muted = channel.getClient()._muteStatus(channel.cid).muted;
  return {
    cid: channel.cid,
    name: channel.data?.name,
    image: channel.data?.image,
    members: Object.values(channel.state.members),
    memberCount: channel.data?.member_count,
    last,
    unread: muted ? 0 : unreadOf(channel, me, mutes),
    muted,
    pinned: !!channel.state.membership?.pinned_at,
    authorMuted: !!last && !!muteHiding(last, mutes, me),
    delivery: deliveryOf(channel, last, me),
  };
}
