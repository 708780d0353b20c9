/**
 * A conversation as the share picker offers it: its id, its name by the list's rule
 * (stream-chat-react's: its own name, else for a conversation of two the other person's, else
 * the first two others'), and when it last had a message. Made from the list saved on the
 * device or from the chat client's channels, with none of the chat UI's code.
 */
import type { Channel } from 'stream-chat';
import type { StoredChannel } from '../../core/device-copy/schema.ts';

export interface ConversationChoice {
  cid: string;
  title: string | undefined;
  lastMessageAt: number;
}

interface Member {
  user_id?: string;
  user?: { name?: string };
}

export function conversationTitle(
  name: unknown,
  members: Member[],
  me: string | undefined,
): string | undefined {
  if (typeof name === 'string' && name.trim()) return name;
  const others = members
    .filter((member) => member.user_id !== me)
    .map((member) => member.user?.name || member.user_id)
    .filter((shown): shown is string => Boolean(shown));
  return others.length > 0 ? others.slice(0, 2).join(', ') : undefined;
}

const timeOf = (at: string | undefined): number => (at ? Date.parse(at) || 0 : 0);

export function savedChoice(saved: StoredChannel, me: string): ConversationChoice {
  return {
    cid: saved.cid,
    title: conversationTitle(saved.channel.name, Object.values(saved.members ?? {}), me),
    lastMessageAt: timeOf(saved.channel.last_message_at),
  };
}

export function channelChoice(channel: Channel, me: string): ConversationChoice {
  return {
    cid: channel.cid,
    title: conversationTitle(channel.data?.name, Object.values(channel.state.members), me),
    lastMessageAt: channel.state.last_message_at?.getTime() ?? 0,
  };
}

/** Most recent first. */
export const byRecency = (a: ConversationChoice, b: ConversationChoice): number =>
  b.lastMessageAt - a.lastMessageAt;
