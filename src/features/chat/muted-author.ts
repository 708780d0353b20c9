import type { LocalMessage, Mute } from 'stream-chat';

/**
 * The mute that hides a message from the reader: its author is muted, it is not the reader's
 * own and not a system message. Undefined when the message shows.
 */
export function muteHiding(
  message: Pick<LocalMessage, 'type' | 'user'>,
  mutes: readonly Mute[],
  readerId: string | undefined,
): Mute | undefined {
  const authorId = message.user?.id;
  if (!authorId || authorId === readerId || message.type === 'system') return undefined;
  return mutes.find((mute) => mute.target.id === authorId);
}
