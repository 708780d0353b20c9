/**
 * The chat server's side of making and following a link, with the server key (hosted Stream
 * checks permissions only on client-side calls, and the embedded chat server likewise): whether
 * someone may bring people into a conversation, where it stands for the link's maker and the
 * person following it, and adding that person.
 *
 * Whether someone may bring people in is the chat server's answer, not a rule of ours:
 * the conversation's `own_capabilities` as they read it must hold `update-channel-members`.
 * A server-side read is not permission-checked, so the question is asked as them, in a
 * client-side read with a token the function makes for a minute. That follows a hosted app's
 * custom roles and grants, app-wide bans and frozen rights as they are, and a maker who lost the
 * right (left, removed, demoted, banned) finds their links closed.
 */
import { StreamChat, type ChannelAPIResponse } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { ChatUnavailableError } from '../session/errors.ts';

export type GroupStanding =
  /** A distinct direct message: its members are fixed by its id. */
  | { kind: 'direct' }
  /** Gone, or its maker cannot read it or may not add members there. */
  | { kind: 'closed' }
  /** The person following the link is in the conversation already. */
  | { kind: 'member' }
  /** The person may be added. */
  | { kind: 'open' };

export interface GroupEntry {
  /**
   * Whether `userId` may bring people into the conversation: false for a distinct direct message,
   * and for a conversation they cannot read or may not add members to.
   */
  mayAddMembers(type: string, id: string, userId: string): Promise<boolean>;
  standing(type: string, id: string, maker: string, joiner: string): Promise<GroupStanding>;
  add(type: string, id: string, joiner: string): Promise<void>;
  /** Whether the person is in the conversation now, as the chat server reads it. */
  isMember(type: string, id: string, userId: string): Promise<boolean>;
}

/** A distinct direct message: its members are fixed by its id (`!members-…`). */
export const isDistinct = (id: string): boolean => id.startsWith('!members-');
const ADD_MEMBERS = 'update-channel-members';
/** Long enough for one read, short enough that a token nobody keeps is worth nothing. */
const AS_USER_TOKEN_SECONDS = 60;

/** A refusal of the user's own call (bad, revoked or banned user): their answer is "no". */
function refusedAsUser(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403 || status === 404;
}

export function createGroupEntry(
  chat: StreamChat,
  config: Pick<FunctionConfig, 'streamApiKey' | 'streamBaseUrl'>,
): GroupEntry {
  const unavailable = (what: string) => (cause: unknown) => {
    throw new ChatUnavailableError(`the chat server could not ${what}`, { cause });
  };

  /** A REST-only client acting as the user: no socket, so nobody sees them come online. */
  async function asUser(userId: string): Promise<StreamChat> {
    const client = new StreamChat(config.streamApiKey, { timeout: 5_000 });
    if (config.streamBaseUrl) client.setBaseURL(config.streamBaseUrl);
    client.userID = userId;
    const now = Math.floor(Date.now() / 1000);
    await client._setToken(
      { id: userId },
      chat.createToken(userId, now + AS_USER_TOKEN_SECONDS, now),
    );
    return client;
  }

  /** The conversation as this person reads it; undefined when they cannot. */
  async function viewOf(cid: string, userId: string): Promise<ChannelAPIResponse | undefined> {
    const client = await asUser(userId);
    try {
      const [view] = await client.queryChannelsRequest({ cid }, [], {
        limit: 1,
        state: true,
        watch: false,
        presence: false,
        message_limit: 0,
      });
      return view;
    } catch (error) {
      if (refusedAsUser(error)) return undefined;
      return unavailable('read the conversation as the person asking')(error);
    }
  }

  async function isMember(type: string, id: string, userId: string): Promise<boolean> {
    const { members } = await chat
      .channel(type, id)
      .queryMembers({ id: { $in: [userId] } })
      .catch(unavailable('read the members'));
    return members.some((member) => (member.user_id ?? member.user?.id) === userId);
  }

  async function mayAddMembers(type: string, id: string, userId: string): Promise<boolean> {
    if (isDistinct(id)) return false;
    const view = await viewOf(`${type}:${id}`, userId);
    return view?.channel.own_capabilities?.includes(ADD_MEMBERS) ?? false;
  }

  return {
    mayAddMembers,
    async standing(type, id, maker, joiner) {
      if (isDistinct(id)) return { kind: 'direct' };
      if (!(await mayAddMembers(type, id, maker))) return { kind: 'closed' };
      return (await isMember(type, id, joiner)) ? { kind: 'member' } : { kind: 'open' };
    },
    async add(type, id, joiner) {
      await chat.channel(type, id).addMembers([joiner]).catch(unavailable('add the member'));
    },
    isMember,
  };
}
