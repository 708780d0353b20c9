/**
 * What one push carries (the service worker reads it): the conversation's link, a title that
 * names the author (and the conversation when it is a group), the text or only "New message"
 * as the person chose, and their count of conversations with unread messages for the badge.
 */
import type { PushPayload } from '../shared/push-payload.ts';

/**
 * Push services take at least 4096 bytes of encrypted payload (RFC 8030 §7.2); a long message is
 * cut so the title, link and count always fit (the conversation shows the whole text).
 */
const MAX_TEXT = 1000;

function shortened(text: string): string {
  const chars = [...text];
  return chars.length <= MAX_TEXT ? text : `${chars.slice(0, MAX_TEXT - 1).join('')}…`;
}

export interface PayloadFacts {
  channelType: string;
  channelId: string;
  channelName: string | undefined;
  memberCount: number;
  authorName: string;
  text: string;
  messageId: string;
}

export function pushPayload(
  facts: PayloadFacts,
  recipient: { showText: boolean; unread: number },
): PushPayload {
  const group = facts.memberCount > 2 && facts.channelName;
  const text = facts.text.trim();
  return {
    v: 1,
    cid: `${facts.channelType}:${facts.channelId}`,
    path: `/c/${encodeURIComponent(facts.channelType)}/${encodeURIComponent(facts.channelId)}`,
    title: group ? `${facts.authorName} in ${facts.channelName}` : facts.authorName,
    body: recipient.showText && text ? shortened(text) : 'New message',
    unread: recipient.unread,
    messageId: facts.messageId,
  };
}
