/**
 * The chat server's side of following a link, with the server key (hosted Stream checks
 * permissions only on client-side calls, and the embedded chat server likewise): where the
 * conversation stands for the link's maker and the person following it, and adding that person.
 *
 * Whether the maker may still bring people in follows Stream's default roles for the `messaging`
 * and `team` types: the channel's creator (owner) and its moderators hold UpdateChannelMembers,
 * plain members do not; a banned member holds nothing. A server-side read answers with the
 * server's own capabilities, not the maker's, so the rule is applied here to the membership.
 */
import type { ChannelMemberResponse, StreamChat } from 'stream-chat';
import { ChatUnavailableError } from '../session/errors.ts';

export type GroupStanding =
  /** No such conversation (deleted since the link was made). */
  | { kind: 'missing' }
  /** A distinct direct message: its members are fixed by its id. */
  | { kind: 'direct' }
  /** The maker left, was removed or banned, or may not add members. */
  | { kind: 'maker-cannot-add' }
  /** The person following the link is in the conversation already. */
  | { kind: 'member' }
  /** The person may be added. */
  | { kind: 'open' };

export interface GroupEntry {
  standing(type: string, id: string, maker: string, joiner: string): Promise<GroupStanding>;
  add(type: string, id: string, joiner: string): Promise<void>;
  /** Whether the person is in the conversation now, as the chat server reads it. */
  isMember(type: string, id: string, userId: string): Promise<boolean>;
}

const DISTINCT_PREFIX = '!members-';

function mayAddMembers(member: ChannelMemberResponse | undefined, creator: string | undefined) {
  if (!member || member.banned) return false;
  if (member.user_id === creator) return true;
  return member.channel_role === 'channel_moderator' || member.is_moderator === true;
}

export function createGroupEntry(chat: StreamChat): GroupEntry {
  const unavailable = (what: string) => (cause: unknown) => {
    throw new ChatUnavailableError(`the chat server could not ${what}`, { cause });
  };
  return {
    async standing(type, id, maker, joiner) {
      if (id.startsWith(DISTINCT_PREFIX)) return { kind: 'direct' };
      const [channel] = await chat
        .queryChannels(
          { cid: `${type}:${id}` },
          {},
          {
            limit: 1,
            watch: false,
            state: true,
            presence: false,
            message_limit: 0,
            user_id: maker,
          },
        )
        .catch(unavailable('read the conversation'));
      if (!channel) return { kind: 'missing' };
      const { members } = await channel
        .queryMembers({ id: { $in: [maker, joiner] } })
        .catch(unavailable('read the members'));
      const byId = new Map(members.map((member) => [member.user_id ?? member.user?.id, member]));
      if (!mayAddMembers(byId.get(maker), channel.data?.created_by?.id)) {
        return { kind: 'maker-cannot-add' };
      }
      return byId.has(joiner) ? { kind: 'member' } : { kind: 'open' };
    },
    async add(type, id, joiner) {
      await chat.channel(type, id).addMembers([joiner]).catch(unavailable('add the member'));
    },
    async isMember(type, id, userId) {
      const { members } = await chat
        .channel(type, id)
        .queryMembers({ id: { $in: [userId] } })
        .catch(unavailable('read the members'));
      return members.some((member) => (member.user_id ?? member.user?.id) === userId);
    },
  };
}
