/**
 * Where a conversation's first paint starts in its messages: `count` from the end, or earlier,
 * at the message before the first unread one. The SDK puts its "unread messages" separator by a
 * message's place in the list it is given (an unread first message gets it), so a first paint
 * starting among the unread ones would show the separator in the wrong place, and its notice
 * would then watch a row that the whole list no longer has.
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

export function windowStart(
  messages: readonly Shown[],
  count: number,
  unread: ChannelUnreadUiState | undefined,
): number {
  const start = Math.max(0, messages.length - count);
  if (start === 0 || !unread?.unread_messages) return start;
  const first = firstUnread(messages, unread);
  return first === -1 ? start : Math.max(0, Math.min(start, first - 1));
}
