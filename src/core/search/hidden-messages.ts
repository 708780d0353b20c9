/**
 * Messages a search never shows: deleted ones, and those of people the reader muted (their own
 * and system messages excepted, as the conversation shows them). Mutes are the client's: what
 * the server said at the last connect.
 */
import type { MessageResponse, StreamChat } from 'stream-chat';

export function hiddenMessages(client: StreamChat): (message: MessageResponse) => boolean {
  const muted = new Set(client.mutedUsers.map((mute) => mute.target.id));
  const reader = client.userID;
  return (message) => {
    if (message.type === 'deleted' || message.deleted_at) return true;
    const author = message.user?.id;
    return !!author && author !== reader && message.type !== 'system' && muted.has(author);
  };
}
