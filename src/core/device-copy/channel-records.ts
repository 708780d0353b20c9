/** Between the chat server's channel answers and the records kept on the device. */
import type {
  ChannelAPIResponse,
  ChannelMemberResponse,
  ChannelResponse,
  DraftResponse,
  LocalMessage,
  MessageResponse,
  ReactionResponse,
  ReadResponse,
} from 'stream-chat';
import type { StoredChannel, StoredMessage } from './schema.ts';
import { isoOf } from '../../lib/iso-time.ts';

const byUser = <T extends { user?: { id: string } | null; user_id?: string }>(
  list: T[] | undefined,
): Record<string, T> => {
  const map: Record<string, T> = {};
  for (const item of list ?? []) {
    const id = item.user_id ?? item.user?.id;
    if (id) map[id] = item;
  }
  return map;
};

type StoredRead = StoredChannel['read'][string];

/** The later of two read states; of two at the same moment, the one that counts more unread. */
function laterRead(kept: StoredRead | undefined, answered: StoredRead): StoredRead {
  if (!kept) return answered;
  const [a, b] = [isoOf(kept.last_read) ?? '', isoOf(answered.last_read) ?? ''];
  if (a !== b) return a > b ? kept : answered;
  return (kept.unread_messages ?? 0) > (answered.unread_messages ?? 0) ? kept : answered;
}

/**
 * The answer as the device keeps it. An answer made before an event the device has stored already
 * (a message that came while it was on its way) does not take back what that event moved on: the
 * conversation's last message time and each person's read state keep the later of the two.
 */
export function storedChannel(answer: ChannelAPIResponse, before?: StoredChannel): StoredChannel {
  const draft = answer.draft;
  const keptLast = isoOf(before?.channel.last_message_at);
  const answeredLast = isoOf(answer.channel.last_message_at);
  const channel =
    keptLast && answeredLast && keptLast > answeredLast
      ? { ...answer.channel, last_message_at: before?.channel.last_message_at }
      : answer.channel;
  const answeredReads = byUser(answer.read as (ReadResponse & { user_id?: string })[] | undefined);
  const read = Object.fromEntries(
    Object.entries(answeredReads).map(([id, state]) => [id, laterRead(before?.read[id], state)]),
  );
  return {
    ...before,
    cid: answer.channel.cid,
    channel,
    members: answer.members ? byUser(answer.members) : (before?.members ?? {}),
    read: answer.read ? read : (before?.read ?? {}),
    membership: answer.membership ?? before?.membership ?? null,
    draft: draft && !draft.parent_id ? draft : (before?.draft ?? null),
    pinned_messages: answer.pinned_messages ?? before?.pinned_messages ?? [],
    watcher_count: answer.watcher_count ?? before?.watcher_count,
  };
}

/** A channel with no answer of its own yet (an event named it first). */
export function emptyChannel(channel: StoredChannel['channel']): StoredChannel {
  return { cid: channel.cid, channel, members: {}, read: {}, membership: null, draft: null };
}

/** Replies shown only in their thread are not part of a channel's message list. */
export const inChannel = (
  message: Pick<MessageResponse, 'parent_id' | 'show_in_channel'>,
): boolean => !message.parent_id || message.show_in_channel === true;

export const isThreadOnly = (
  message: Pick<MessageResponse, 'parent_id' | 'show_in_channel'> | undefined,
): boolean => message !== undefined && !inChannel(message);

export function storedMessage(message: MessageResponse | LocalMessage): StoredMessage | undefined {
  const cid = message.cid;
  if (!cid || !message.id) return undefined;
  const plain = JSON.parse(JSON.stringify(message)) as MessageResponse;
  const createdAt = plain.created_at ?? new Date().toISOString();
  return { id: message.id, cid, created_at: createdAt, message: plain };
}

/** Update events name no one's own reactions: the stored copy's are kept. */
export function withOwnReactionsOf<T extends StoredMessage>(record: T, before?: StoredMessage): T {
  const own = before?.message.own_reactions;
  return own ? { ...record, message: { ...record.message, own_reactions: own } } : record;
}

export function channelAnswer(
  stored: StoredChannel,
  messages: StoredMessage[],
): ChannelAPIResponse {
  const sorted = [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    channel: stored.channel,
    members: Object.values(stored.members),
    messages: sorted.map((m) => m.message),
    pinned_messages: stored.pinned_messages ?? [],
    read: Object.values(stored.read),
    membership: stored.membership ?? undefined,
    draft: stored.draft ?? undefined,
    watcher_count: stored.watcher_count,
    duration: '0ms',
  } as ChannelAPIResponse;
}

export type ReactionChange = 'added' | 'updated' | 'removed';

/**
 * Events carry the message's counts and latest reactions but no one's own reactions: those are
 * kept from the stored copy and changed only by the signed-in user's reaction events.
 */
export function withReaction(
  stored: MessageResponse | undefined,
  incoming: MessageResponse | LocalMessage,
  reaction: ReactionResponse,
  ownUserId: string | undefined,
  change: ReactionChange,
): MessageResponse {
  const base = { ...(stored ?? {}), ...(JSON.parse(JSON.stringify(incoming)) as MessageResponse) };
  let own = stored?.own_reactions ?? [];
  const mine = reaction.user_id === ownUserId || reaction.user?.id === ownUserId;
  if (mine) {
    if (change === 'removed') own = own.filter((r) => r.type !== reaction.type);
    else if (change === 'updated') own = [reaction];
    else own = [...own.filter((r) => r.type !== reaction.type), reaction];
  }
  return { ...base, own_reactions: own };
}

function memberUserId(member: ChannelMemberResponse): string | undefined {
  return member.user_id ?? member.user?.id;
}

export const withChannelData = (c: StoredChannel, channel: ChannelResponse): StoredChannel => ({
  ...c,
  channel: { ...c.channel, ...channel },
});

export function withMembers(
  c: StoredChannel,
  members: ChannelMemberResponse[],
  ownUserId: string | undefined,
): StoredChannel {
  const next = { ...c, members: { ...c.members } };
  for (const member of members) {
    const id = memberUserId(member);
    if (!id) continue;
    next.members[id] = member;
    if (id === ownUserId) next.membership = member;
  }
  return next;
}

/**
 * A member's ban as the socket tells it (`user.banned` / `user.unbanned`, which stream-chat's own
 * handler leaves out): the conversation read back from the device offers ban or unban rightly.
 */
export function withBan(c: StoredChannel, userId: string, banned: boolean): StoredChannel {
  const member = c.members[userId];
  if (!member) return c;
  const next = { ...member, banned, shadow_banned: false };
  return {
    ...c,
    members: { ...c.members, [userId]: next },
    ...(c.membership && memberUserId(c.membership) === userId ? { membership: next } : {}),
  };
}

export function withoutMember(
  c: StoredChannel,
  member: ChannelMemberResponse,
  ownUserId: string | undefined,
): StoredChannel {
  const id = memberUserId(member);
  const members = { ...c.members };
  if (id) delete members[id];
  return { ...c, members, ...(id === ownUserId ? { membership: null } : {}) };
}

export function withReads(c: StoredChannel, reads: ReadResponse[]): StoredChannel {
  const read = { ...c.read };
  for (const one of reads) if (one.user?.id) read[one.user.id] = one;
  return { ...c, read };
}

export const withDraft = (c: StoredChannel, draft: DraftResponse): StoredChannel =>
  draft.parent_id
    ? { ...c, threadDrafts: { ...c.threadDrafts, [draft.parent_id]: draft } }
    : { ...c, draft };

export function withoutDraft(c: StoredChannel, parentId: string | undefined): StoredChannel {
  if (!parentId) return { ...c, draft: null };
  const threadDrafts = { ...c.threadDrafts };
  delete threadDrafts[parentId];
  return { ...c, threadDrafts };
}
