/**
 * What a conversation's first paint shows: its newest `count` messages, and the unread state
 * the SDK is given for them. The SDK puts its "unread messages" separator by a message's place
 * in the list it is given (an unread first message gets it), so a first paint that starts among
 * the unread ones is told of none: the separator, and the notice that watches it, come with the
 * whole list a frame later, where they belong.
 */
import type { LocalMessage } from 'stream-chat';
import type { ChannelUnreadUiState } from 'stream-chat-react';

type Shown = Pick<LocalMessage, 'id' | 'created_at' | 'parent_id'>;

/** The index of the first unread message as the SDK's separator finds it, or -1. */
function firstUnread(messages: readonly Shown[], unread: ChannelUnreadUiState): number {
  const at = (id: string | undefined) => (id ? messages.findIndex((m) => m.id === id) : -1);
  const first = at(unread.first_unread_message_id);
  if (first !== -1) return first;
  const lastRead = at(unread.last_read_message_id);
  if (lastRead !== -1) return lastRead + 1;
  const readAt = unread.last_read.getTime();
  return messages.findIndex((m) => !m.parent_id && m.created_at.getTime() > readAt);
}

export interface FirstPaint {
  /** Where the first paint starts in the messages. */
  start: number;
  /** The unread state to give the SDK for the messages from `start`. */
  unread: ChannelUnreadUiState | undefined;
}

export function firstPaint(
  messages: readonly Shown[],
  count: number,
  unread: ChannelUnreadUiState | undefined,
): FirstPaint {
  const start = Math.max(0, messages.length - count);
  if (start === 0 || !unread?.unread_messages) return { start, unread };
  const first = firstUnread(messages, unread);
  // Unread ones above the first shown: counted none, so no separator lands on the first shown.
  // The id a user marked unread from stays, so the SDK does not mark the conversation read.
  return {
    start,
    unread: first !== -1 && first < start ? { ...unread, unread_messages: 0 } : unread,
  };
}
