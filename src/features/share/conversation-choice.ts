/**
 * A conversation as the share picker offers it: its id, its name by the list's rule
 * (core/chat/conversation-title.ts), and when it last had a message. Made from the list saved on the
 * device or from the chat client's channels, with none of the chat UI's code.
 */
import type { Channel } from 'stream-chat';
import type { StoredChannel } from '../../core/device-copy/schema.ts';
import { conversationTitle } from '../../core/chat/conversation-title.ts';

export interface ConversationChoice {
  cid: string;
  title: string | undefined;
  lastMessageAt: number;
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
